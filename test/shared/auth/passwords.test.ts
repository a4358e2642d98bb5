import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashParameters, verifyPassword } from '../../../shared/auth/passwords.ts';

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
