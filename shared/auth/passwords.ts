import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { config } from '../config.ts';
import { ServiceUnavailableError } from '../errors.ts';
import { commonPasswords } from './common-passwords.ts';

/**
 * scrypt at the OWASP Password Storage Cheat Sheet's first recommendation (N=2^17, r=8, p=1), which
 * needs 128 MiB per hash: more than Node's default `maxmem` of 32 MiB, hence the explicit cap. The
 * parameters are stored with each hash so that they can be raised later without locking anyone out.
 */
const COST_LOG2 = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

const derive = (password: string, salt: Buffer, costLog2: number, r: number, p: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: 2 ** costLog2, r, p, maxmem: MAX_MEMORY },
      (error, derived) => (error ? reject(error) : resolve(derived)),
    );
  });

/**
 * Hashing is bounded: each scrypt holds 128 MiB and one of libuv's four pool threads (which the
 * store's LevelDB and DNS also use) for about a third of a second, so unbounded concurrent sign-ups
 * stalled every other route and grew the process by hundreds of megabytes. At most `concurrency`
 * hashes run at once, at most `queue` more wait; beyond that the caller gets 503 with Retry-After.
 * On Lambda one request runs per instance, so one hash at a time within the function's memory.
 */
export const HASH_LIMITS = {
  concurrency: (): number => {
    const configured = config.passwordHashConcurrency();
    if (configured !== undefined) return configured;
    const lambdaMemoryMb = config.lambdaMemoryMb();
    // Leave 256 MB for the runtime; each hash needs 128 MiB plus buffers.
    if (lambdaMemoryMb !== undefined)
      return Math.max(1, Math.min(2, Math.floor((lambdaMemoryMb - 256) / 192)));
    return 2;
  },
  queue: (): number => config.passwordHashQueue(),
};

const HASH_RETRY_AFTER_SECONDS = 2;

export class HashingBusyError extends ServiceUnavailableError {
  override name = 'HashingBusyError';
  constructor() {
    super('Too many accounts are being created at once; retry shortly', HASH_RETRY_AFTER_SECONDS);
  }
}

let running = 0;
const waiting: Array<() => void> = [];

const withHashSlot = async <T>(work: () => Promise<T>): Promise<T> => {
  if (running >= HASH_LIMITS.concurrency()) {
    if (waiting.length >= HASH_LIMITS.queue()) throw new HashingBusyError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next waiter; `running` only drops when nobody waits.
    if (next) next();
    else running -= 1;
  }
};

/** Hashes in flight and waiting, for tests and diagnostics. */
export const hashingLoad = () => ({ running, waiting: waiting.length });

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const derived = await withHashSlot(() => derive(password, salt, COST_LOG2, BLOCK_SIZE, PARALLELISM));
  return [
    'scrypt',
    COST_LOG2,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64'),
    derived.toString('base64'),
  ].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, cost, r, p, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !r || !p || !salt || !expected) return false;
  const expectedBytes = Buffer.from(expected, 'base64');
  const derived = await withHashSlot(() =>
    derive(password, Buffer.from(salt, 'base64'), Number(cost), Number(r), Number(p)),
  );
  return derived.length === expectedBytes.length && timingSafeEqual(derived, expectedBytes);
};

export const passwordHashParameters = {
  costLog2: COST_LOG2,
  blockSize: BLOCK_SIZE,
  parallelism: PARALLELISM,
};

/**
 * The password policy, after NIST SP 800-63B rev. 4 (3.1.1.2) for passwords used alone: at least 15
 * characters (up to 256, so passphrases fit), no composition rules, any printable or Unicode
 * characters, and a check against values that are common, expected or tied to the account. The
 * length bounds are in the request schema; this is the rest.
 */
export const MIN_PASSWORD_LENGTH = 15;
export const MAX_PASSWORD_LENGTH = 256;

const SEQUENCES = [
  '0123456789'.repeat(4),
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiopasdfghjklzxcvbnm',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  'zaq1xsw2cde3vfr4bgt5nhy6mju7',
];
const SEQUENCE_TEXT = [...SEQUENCES, ...SEQUENCES.map((text) => [...text].reverse().join(''))].join(' ');

/** Lower case, compatibility-normalized, without the spaces and dashes people put between words. */
const compact = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-_.]+/gu, '');

/** Why a password is too easy to guess, or undefined when it is acceptable. */
export const commonPasswordProblem = (password: string): string | undefined => {
  const letters = compact(password);
  const tooCommon = 'This password is too common or too easy to guess; a few unrelated words work well';
  if (new Set(letters).size < 5) return tooCommon;
  const trimmed = letters.replace(/^[\d\p{P}\p{S}]+|[\d\p{P}\p{S}]+$/gu, '');
  const common = commonPasswords();
  if (common.has(letters) || common.has(trimmed)) return tooCommon;
  // The same unit repeated ("passwordpassword", "abcabcabc…").
  if (/^(.{1,8}?)\1+$/su.test(letters)) return tooCommon;
  // A run along the digits, the alphabet or the keyboard, either way.
  if (SEQUENCE_TEXT.includes(letters) || (trimmed.length >= 4 && SEQUENCE_TEXT.includes(trimmed)))
    return tooCommon;
  return undefined;
};

/** Why a password must not be used with this e-mail address (it is, or is built on, the address). */
export const contextPasswordProblem = (password: string, email: string): string | undefined => {
  const letters = compact(password);
  const address = compact(email);
  const local = compact(email.split('@')[0] ?? '');
  const message = 'The password must not be your e-mail address or be built on it';
  if (letters.includes(address)) return message;
  if (local.length >= 3 && letters.split(local).join('').length < 8) return message;
  return undefined;
};
