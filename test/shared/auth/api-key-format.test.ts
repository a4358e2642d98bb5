import { describe, expect, it } from 'vitest';
import {
  generateApiKey,
  hashKey,
  KEY_LENGTH,
  KEY_PREFIX,
  keyMatchesHash,
  parseApiKey,
  randomBase62,
} from '../../../shared/auth/api-key-format.ts';

describe('API key format', () => {
  it('generates a prefixed key whose id, prefix and hash agree', () => {
    // Act
    const generated = generateApiKey();

    // Assess
    expect(generated.key).toHaveLength(KEY_LENGTH);
    expect(generated.key.startsWith(KEY_PREFIX)).toBe(true);
    expect(generated.prefix).toBe(`hcs_${generated.keyId}`);
    expect(generated.key.startsWith(generated.prefix)).toBe(true);
    expect(generated.secretHash).toBe(hashKey(generated.key));
    expect(parseApiKey(generated.key)).toEqual({ keyId: generated.keyId });
  });

  it('never generates the same key twice', () => {
    const keys = new Set(Array.from({ length: 500 }, () => generateApiKey().key));
    expect(keys.size).toBe(500);
  });

  it('rejects a single changed character through the checksum, before any lookup', () => {
    // Prepare
    const { key } = generateApiKey();
    const position = 20;
    const original = key.charAt(position);
    const typo = `${key.slice(0, position)}${original === 'a' ? 'b' : 'a'}${key.slice(position + 1)}`;

    // Act and assess
    expect(parseApiKey(typo)).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['wrong prefix', `abc_${'a'.repeat(50)}`],
    ['too short', 'hcs_abc'],
    ['too long', `${generateApiKey().key}x`],
    ['non-base62 character', `hcs_${'a'.repeat(49)}-`],
    ['whitespace inside', `hcs_${'a'.repeat(24)} ${'a'.repeat(25)}`],
  ])('rejects a malformed key: %s', (_label, candidate) => {
    expect(parseApiKey(candidate)).toBeUndefined();
  });

  it('matches a key only against its own hash', () => {
    const first = generateApiKey();
    const second = generateApiKey();
    expect(keyMatchesHash(first.key, first.secretHash)).toBe(true);
    expect(keyMatchesHash(first.key, second.secretHash)).toBe(false);
    expect(keyMatchesHash(first.key, 'not-hex')).toBe(false);
  });

  it('draws base62 characters only, all of them in a long sample', () => {
    const sample = randomBase62(20_000);
    expect(sample).toMatch(/^[0-9A-Za-z]+$/);
    expect(new Set(sample).size).toBe(62);
  });
});
