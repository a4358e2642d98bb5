import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { config } from '../config.ts';

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
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  forbidden.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // Local-use NAT64 (RFC 8215), discard-only (RFC 6666), Teredo (its client address is obscured),
  // documentation, unique-local, link-local, the deprecated site-local, multicast.
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
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
  // Only an explicit local stage: the stage's default must never open the SSRF guard by omission.
  allowLoopback: config.isSet('APP_STAGE') && config.stage() === 'local',
});

/** The 16 bytes of an IPv6 address (with or without a dotted IPv4 tail), or undefined. */
const ipv6Bytes = (address: string): number[] | undefined => {
  let text = (address.split('%')[0] ?? '').toLowerCase();
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0;
  const groups = [...head, ...Array<string>(Math.max(0, fill)).fill('0'), ...tail];
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.flatMap((group) => {
    const value = Number.parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
};

const dottedOf = (bytes: number[]): string => bytes.join('.');

/**
 * The IPv4 address an IPv6 address carries, in the forms that reach it: IPv4-mapped (::ffff:a.b.c.d),
 * IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::).
 */
export const embeddedIpv4 = (address: string): string | undefined => {
  const bytes = ipv6Bytes(address);
  if (!bytes) return undefined;
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return dottedOf(bytes.slice(12));
  if (zeros(0, 12)) return dottedOf(bytes.slice(12));
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12))
    return dottedOf(bytes.slice(12));
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return dottedOf(bytes.slice(2, 6));
  return undefined;
};

const addressAllowed = (address: string, policy: TargetPolicy): boolean => {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (policy.allowLoopback && loopback.check(address, family)) return true;
  if (forbidden.check(address, family)) return false;
  if (family === 'ipv6') {
    const embedded = embeddedIpv4(address);
    if (embedded !== undefined) return addressAllowed(embedded, policy);
  }
  return true;
};

const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Names that only mean something inside a network, refused by their form before any look-up (a
 * look-up from inside the VPC may well answer them, with an address the checks below would catch
 * only if it is private): a single label, which the resolver completes with its search domains
 * (`metadata`, `instance-data`, `intranet`), and the suffixes reserved or commonly used for private
 * names: `.internal` (ICANN, 2024; GCP's `metadata.google.internal`, EC2's
 * `instance-data.ec2.internal`), `.local` (mDNS, RFC 6762), `.localhost` (RFC 6761), `.home.arpa`
 * (RFC 8375), and `.localdomain`, `.lan`, `.intranet`, `.corp`, `.home`, `.private`, which ICANN
 * will not delegate or which hosts' files use. Plus the metadata service names outside those.
 */
const INTERNAL_SUFFIXES = [
  'internal',
  'local',
  'localhost',
  'localdomain',
  'home.arpa',
  'lan',
  'intranet',
  'corp',
  'home',
  'private',
];
const METADATA_NAMES = new Set(['metadata.goog']);

const internalName = (host: string): boolean => {
  const name = host.toLowerCase().replace(/\.$/, '');
  return (
    !name.includes('.') ||
    METADATA_NAMES.has(name) ||
    INTERNAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`))
  );
};

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
  if (!literal && host !== 'localhost' && internalName(host))
    throw new WebhookTargetError(
      'url must name a public host: a cloud metadata name, a single-label name or an internal-only domain (.internal, .local, .home.arpa…) is refused',
    );
  return url;
};

/** Name resolution, replaceable in tests (to play a name that rebinds between two look-ups). */
export const resolver = {
  lookup: async (host: string): Promise<LookupAddress[]> => lookup(host, { all: true }),
};

/** Resolves the host and refuses it if any address is forbidden; returns the addresses. */
const allowedAddresses = async (host: string, policy: TargetPolicy): Promise<LookupAddress[]> => {
  const addresses = isIP(host) !== 0 ? [{ address: host, family: isIP(host) }] : await resolver.lookup(host);
  if (addresses.length === 0 || addresses.some(({ address }) => !addressAllowed(address, policy)))
    throw new WebhookTargetError(`${host} resolves to a private, loopback or link-local address`);
  return addresses;
};

/** Resolves the target's host and refuses it if any address is forbidden. */
export const resolveTarget = async (url: URL, policy: TargetPolicy): Promise<void> => {
  await allowedAddresses(hostOf(url), policy);
};

/**
 * A `lookup` for node:http(s) that resolves the host again when the connection is made and hands
 * the socket only an address it has just checked: the address connected to is the address checked,
 * so a name that answers a public address to the check and a private one to the connection (DNS
 * rebinding) is refused.
 */
export const guardedLookup =
  (policy: TargetPolicy): LookupFunction =>
  (hostname, options, callback) => {
    allowedAddresses(hostname.replace(/^\[|\]$/g, ''), policy).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = addresses.filter((entry) => wanted === undefined || entry.family === wanted);
        if (options.all) callback(null, usable);
        else {
          const first = usable[0];
          if (first) callback(null, first.address, first.family);
          else callback(new WebhookTargetError(`${hostname} has no address of the family asked for`), '', 0);
        }
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
