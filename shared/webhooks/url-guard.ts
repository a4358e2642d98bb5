import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Webhook targets: HTTPS only in production, and never an address inside a private network, the
 * host itself or link-local space (where cloud metadata services live), checked when the endpoint
 * is saved and again on every delivery, after DNS resolution, so a name cannot be pointed inside
 * later. Local mode allows loopback (and plain HTTP to it) so tests can run a receiver.
 */
export class WebhookTargetError extends Error {
  override name = 'WebhookTargetError';
}

const forbidden = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  forbidden.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  forbidden.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export interface TargetPolicy {
  /** Local mode: loopback addresses, over HTTP too, are allowed. */
  allowLoopback: boolean;
}

export const policyFromEnvironment = (): TargetPolicy => ({
  allowLoopback: process.env.APP_STAGE === 'local',
});

const addressAllowed = (address: string, policy: TargetPolicy): boolean => {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (policy.allowLoopback && loopback.check(address, family)) return true;
  return !forbidden.check(address, family);
};

const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '');

/** Checks the form of a target URL (scheme, literal addresses); throws WebhookTargetError. */
export const checkTargetUrl = (raw: string, policy: TargetPolicy): URL => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookTargetError('url is not a valid URL');
  }
  if (url.username || url.password) throw new WebhookTargetError('url must not carry credentials');
  const host = hostOf(url);
  const literal = isIP(host) !== 0;
  const isLoopbackTarget =
    host === 'localhost' || (literal && loopback.check(host, isIP(host) === 6 ? 'ipv6' : 'ipv4'));
  if (url.protocol !== 'https:' && !(policy.allowLoopback && url.protocol === 'http:' && isLoopbackTarget))
    throw new WebhookTargetError('url must use https');
  if (host === 'localhost' && !policy.allowLoopback)
    throw new WebhookTargetError('url must not point at this host');
  if (literal && !addressAllowed(host, policy))
    throw new WebhookTargetError('url must not point at a private, loopback or link-local address');
  return url;
};

/** Resolves the target's host and refuses it if any address is forbidden; returns an address to use. */
export const resolveTarget = async (url: URL, policy: TargetPolicy): Promise<void> => {
  const host = hostOf(url);
  const addresses =
    isIP(host) !== 0 ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  if (addresses.length === 0 || addresses.some((address) => !addressAllowed(address, policy)))
    throw new WebhookTargetError(`${host} resolves to a private, loopback or link-local address`);
};
