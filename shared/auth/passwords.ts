import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

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

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const derived = await derive(password, salt, COST_LOG2, BLOCK_SIZE, PARALLELISM);
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
  const derived = await derive(password, Buffer.from(salt, 'base64'), Number(cost), Number(r), Number(p));
  return derived.length === expectedBytes.length && timingSafeEqual(derived, expectedBytes);
};

export const passwordHashParameters = {
  costLog2: COST_LOG2,
  blockSize: BLOCK_SIZE,
  parallelism: PARALLELISM,
};
