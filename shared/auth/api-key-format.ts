import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * API keys look like `hcs_` + 12-character key id + 32-character secret + 6-character checksum, all
 * base62. The fixed prefix lets secret scanners find leaked keys; the CRC32 checksum rejects typos
 * and random strings before any lookup; the embedded key id lets the authorizer fetch the record with
 * one GetItem, and only the SHA-256 of the whole key is stored to compare against.
 */
export const KEY_PREFIX = 'hcs_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ID_LENGTH = 12;
const SECRET_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
export const KEY_LENGTH = KEY_PREFIX.length + ID_LENGTH + SECRET_LENGTH + CHECKSUM_LENGTH;
const KEY_PATTERN = /^hcs_[0-9A-Za-z]{50}$/;

/** Uniform base62 characters: bytes of 248 and above are rejected so that no character is favoured. */
export const randomBase62 = (length: number): string => {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
};

const base62Fixed = (value: number, width: number): string => {
  let out = '';
  let rest = value;
  for (let i = 0; i < width; i += 1) {
    out = ALPHABET[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out;
};

const checksum = (body: string): string => base62Fixed(crc32(body), CHECKSUM_LENGTH);

export interface GeneratedKey {
  keyId: string;
  key: string;
  prefix: string;
  secretHash: string;
}

export const hashKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

export const generateApiKey = (): GeneratedKey => {
  const keyId = randomBase62(ID_LENGTH);
  const body = `${KEY_PREFIX}${keyId}${randomBase62(SECRET_LENGTH)}`;
  const key = `${body}${checksum(body)}`;
  return { keyId, key, prefix: `${KEY_PREFIX}${keyId}`, secretHash: hashKey(key) };
};

/** The key id of a well-formed key with a valid checksum; undefined for anything else. */
export const parseApiKey = (candidate: string): { keyId: string } | undefined => {
  if (candidate.length !== KEY_LENGTH || !KEY_PATTERN.test(candidate)) return undefined;
  const body = candidate.slice(0, -CHECKSUM_LENGTH);
  if (checksum(body) !== candidate.slice(-CHECKSUM_LENGTH)) return undefined;
  return { keyId: candidate.slice(KEY_PREFIX.length, KEY_PREFIX.length + ID_LENGTH) };
};

export const keyMatchesHash = (key: string, storedHash: string): boolean => {
  const presented = Buffer.from(hashKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
};
