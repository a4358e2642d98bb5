import { describe, expect, it } from 'vitest';
import { checkTargetUrl, resolveTarget, WebhookTargetError } from '../../../shared/webhooks/url-guard.ts';

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
