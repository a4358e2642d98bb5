import { describe, expect, it, vi } from 'vitest';
import {
  checkTargetUrl,
  embeddedIpv4,
  guardedLookup,
  resolver,
  resolveTarget,
  WebhookTargetError,
} from '../../../shared/webhooks/url-guard.ts';

const production = { allowLoopback: false };
const local = { allowLoopback: true };

describe('webhook targets in production', () => {
  it.each([
    'http://example.org/hook',
    'https://10.1.2.3/hook',
    'https://172.16.0.1/hook',
    'https://192.168.1.10/hook',
    'https://127.0.0.1/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/hook',
    'https://[::1]/hook',
    'https://[fe80::1]/hook',
    'https://[fd00::1]/hook',
    'https://[::ffff:10.0.0.1]/hook',
    'https://localhost/hook',
    'https://user:pass@example.org/hook',
    'ftp://example.org/hook',
    'not a url',
  ])('refuses %s', (url) => {
    expect(() => checkTargetUrl(url, production)).toThrow(WebhookTargetError);
  });

  it.each([
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://METADATA.google.internal./',
    'https://metadata.goog/',
    'https://metadata/',
    'https://instance-data/latest/meta-data',
    'https://instance-data.ec2.internal/',
    'https://printer.local/hook',
    'https://app.localhost/hook',
    'https://nas.home.arpa/hook',
    'https://wiki.corp/hook',
    'https://intranet/hook',
  ])('refuses %s by its name, before any look-up (hostile test X4)', (url) => {
    expect(() => checkTargetUrl(url, production)).toThrow(/must name a public host/);
    expect(() => checkTargetUrl(url, local)).toThrow(/must name a public host/);
  });

  it('keeps public names that merely contain those words', () => {
    for (const url of [
      'https://internal.example.org/hook',
      'https://local.example.com/hook',
      'https://metadata.example.org/',
    ])
      expect(checkTargetUrl(url, production).protocol).toBe('https:');
  });

  it('accepts a public HTTPS URL', () => {
    expect(checkTargetUrl('https://example.org/hooks?x=1', production).hostname).toBe('example.org');
    expect(checkTargetUrl('https://93.184.216.34/hook', production).protocol).toBe('https:');
  });

  it('refuses a name that resolves inside, checked at delivery', async () => {
    await expect(resolveTarget(new URL('https://localhost/hook'), production)).rejects.toThrow(
      WebhookTargetError,
    );
  });
});

describe('webhook targets in local mode', () => {
  it('allows loopback, over HTTP too, and nothing else private', async () => {
    expect(checkTargetUrl('http://127.0.0.1:8080/hook', local).port).toBe('8080');
    expect(checkTargetUrl('http://localhost:8080/hook', local).hostname).toBe('localhost');
    await expect(resolveTarget(new URL('http://localhost:8080/hook'), local)).resolves.toBeUndefined();
    expect(() => checkTargetUrl('http://10.0.0.5/hook', local)).toThrow(WebhookTargetError);
    expect(() => checkTargetUrl('https://192.168.0.2/hook', local)).toThrow(WebhookTargetError);
    expect(() => checkTargetUrl('http://example.org/hook', local)).toThrow(/https/);
  });
});

describe('IPv6 forms that carry a private IPv4 address', () => {
  it.each([
    'https://[64:ff9b::a9fe:a9fe]/hook',
    'https://[64:ff9b::169.254.169.254]/hook',
    'https://[64:ff9b:1::a00:1]/hook',
    'https://[2002:a9fe:a9fe::]/hook',
    'https://[2002:7f00:1::1]/hook',
    'https://[::127.0.0.1]/hook',
    'https://[::a00:1]/hook',
    'https://[::ffff:169.254.169.254]/hook',
    'https://[::ffff:a9fe:a9fe]/hook',
    'https://[fec0::1]/hook',
    'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook',
    'https://[2001:db8::1]/hook',
  ])('refuses %s in production', (url) => {
    expect(() => checkTargetUrl(url, production)).toThrow(WebhookTargetError);
  });

  it('reads the IPv4 address inside each form', () => {
    expect(embeddedIpv4('64:ff9b::a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIpv4('2002:a9fe:a9fe::')).toBe('169.254.169.254');
    expect(embeddedIpv4('::127.0.0.1')).toBe('127.0.0.1');
    expect(embeddedIpv4('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(embeddedIpv4('2606:4700::1111')).toBeUndefined();
  });

  it('still accepts public IPv6 and the NAT64 or 6to4 form of a public IPv4 address', () => {
    expect(() => checkTargetUrl('https://[2606:4700:4700::1111]/hook', production)).not.toThrow();
    expect(() => checkTargetUrl('https://[64:ff9b::5db8:d822]/hook', production)).not.toThrow();
    expect(() => checkTargetUrl('https://[2002:5db8:d822::1]/hook', production)).not.toThrow();
  });
});

describe('the lookup used to connect', () => {
  const lookupOnce = (hostname: string, policy: { allowLoopback: boolean }) =>
    new Promise<{ error: unknown; address: unknown }>((resolve) => {
      guardedLookup(policy)(hostname, {}, (error, address) => resolve({ error, address }));
    });

  it('resolves again at connection time and refuses a name that now points inside (rebinding)', async () => {
    // Prepare: the first answer is public, every later one is the metadata service.
    let calls = 0;
    const spy = vi.spyOn(resolver, 'lookup').mockImplementation(async () => {
      calls += 1;
      return [{ address: calls === 1 ? '93.184.216.34' : '169.254.169.254', family: 4 }];
    });
    try {
      // Act
      await expect(
        resolveTarget(new URL('https://rebind.example/hook'), production),
      ).resolves.toBeUndefined();
      const connect = await lookupOnce('rebind.example', production);

      // Assess
      expect(connect.error).toBeInstanceOf(WebhookTargetError);
      expect(calls).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('hands the connection the address it checked', async () => {
    const spy = vi.spyOn(resolver, 'lookup').mockResolvedValue([{ address: '93.184.216.34', family: 4 }]);
    try {
      expect(await lookupOnce('public.example', production)).toEqual({
        error: null,
        address: '93.184.216.34',
      });
    } finally {
      spy.mockRestore();
    }
  });
});
