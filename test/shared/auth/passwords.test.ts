import { describe, expect, it } from 'vitest';
import { commonPasswords } from '../../../shared/auth/common-passwords.ts';
import {
  commonPasswordProblem,
  contextPasswordProblem,
  HASH_LIMITS,
  HashingBusyError,
  hashingLoad,
  hashPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  passwordHashParameters,
  verifyPassword,
} from '../../../shared/auth/passwords.ts';

describe('password hashing', () => {
  it('uses scrypt at the OWASP cost (N=2^17, r=8, p=1) and records it in the hash', async () => {
    // Act
    const stored = await hashPassword('correct horse battery staple');

    // Assess
    expect(passwordHashParameters).toEqual({ costLog2: 17, blockSize: 8, parallelism: 1 });
    const [scheme, cost, r, p, salt, hash] = stored.split('$');
    expect([scheme, cost, r, p]).toEqual(['scrypt', '17', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64')).toHaveLength(32);
    expect(stored).not.toContain('correct horse');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false);
  });

  it('salts every hash, so equal passwords store differently', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(first).not.toBe(second);
  });

  it('refuses a stored value that is not one of its hashes', async () => {
    expect(await verifyPassword('anything', 'plaintext')).toBe(false);
    expect(await verifyPassword('anything', 'bcrypt$10$abc')).toBe(false);
  });
});

describe('the password policy', () => {
  it.each([
    '12345678',
    '        ',
    ' '.repeat(20),
    'password12345678',
    'Password!2026!!!',
    'qwertyuiopasdfgh',
    'zyxwvutsrqponmlkj',
    '098765432109876',
    'correct horse battery staple',
    'Correct-Horse-Battery-Staple',
    'iloveyouforever',
    'monkeymonkeymonkey',
    'abababababababab',
    'aaaaaaaaaaaaaaab',
  ])('refuses %j as common or easy to guess', (password) => {
    expect(commonPasswordProblem(password)).toMatch(/too common/);
  });

  it.each([
    'plum velvet harbor kite',
    'a long enough passphrase',
    'Tr4v3l-by-n!ght-2026',
    'ünïcödé pässphräsé ✓',
  ])('accepts %j', (password) => {
    expect(commonPasswordProblem(password)).toBeUndefined();
  });

  it('commits a blocklist of a few hundred entries, all lower case', () => {
    expect(commonPasswords().size).toBeGreaterThan(500);
    expect([...commonPasswords()].every((entry) => entry === entry.toLowerCase())).toBe(true);
    expect(commonPasswords().has('password')).toBe(true);
    expect(commonPasswords()).toBe(commonPasswords());
  });

  it('refuses the e-mail address and passwords built on its local part', () => {
    const email = 'dana.reyes@example.org';
    for (const password of [
      email,
      'DANA.REYES@EXAMPLE.ORG',
      'danareyes123456',
      'dana.reyes.2026!',
      'x dana.reyes@example.org y',
    ]) {
      expect(contextPasswordProblem(password, email), password).toMatch(/e-mail/);
    }
    expect(contextPasswordProblem('dana likes long walks', email)).toBeUndefined();
    expect(contextPasswordProblem('plum velvet harbor kite', 'a@example.org')).toBeUndefined();
  });

  it('allows the documented bounds: 15 to 256 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(15);
    expect(MAX_PASSWORD_LENGTH).toBeGreaterThanOrEqual(64);
  });
});

describe('bounded hashing', () => {
  it('runs at most the configured hashes at once and refuses beyond the queue with 503 and Retry-After', async () => {
    // Prepare
    process.env.PASSWORD_HASH_CONCURRENCY = '1';
    process.env.PASSWORD_HASH_QUEUE = '2';
    let peak = 0;
    try {
      // Act
      const attempts = Array.from({ length: 6 }, () => {
        const work = hashPassword('plum velvet harbor kite');
        peak = Math.max(peak, hashingLoad().running);
        return work.then(
          () => 'hashed',
          (error: unknown) => error,
        );
      });
      const outcomes = await Promise.all(attempts);

      // Assess
      expect(peak).toBe(1);
      expect(outcomes.filter((outcome) => outcome === 'hashed')).toHaveLength(3);
      const refused = outcomes.filter((outcome) => outcome instanceof HashingBusyError);
      expect(refused).toHaveLength(3);
      expect((refused[0] as HashingBusyError).retryAfterSeconds).toBeGreaterThan(0);
      expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
    } finally {
      delete process.env.PASSWORD_HASH_CONCURRENCY;
      delete process.env.PASSWORD_HASH_QUEUE;
    }
  });

  it('on Lambda, fits the function memory: one hash at a time below 512 MB', () => {
    process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE = '448';
    try {
      expect(HASH_LIMITS.concurrency()).toBe(1);
    } finally {
      delete process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE;
    }
  });
});
