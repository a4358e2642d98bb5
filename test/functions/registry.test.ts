import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_GROUPS } from '../../functions/registry.ts';
import { GROUPS } from '../../shared/api/catalog.ts';

const FUNCTIONS_DIR = fileURLToPath(new URL('../../functions/', import.meta.url));
/** Lambdas that serve no API path, so they are no group and no key permission. */
const NOT_GROUPS = ['authorizer', 'webhook-delivery'];

// "Group" has one meaning: a folder under functions/, a Lambda, a catalog group and a key permission.
describe('endpoint groups', () => {
  it('deploys each catalog group once, from the folder of the same name', () => {
    expect(ENDPOINT_GROUPS.map((group) => group.group).sort()).toEqual([...GROUPS].sort());
    for (const { group, entry } of ENDPOINT_GROUPS) expect(entry).toBe(`functions/${group}/handler.ts`);
  });

  it('has a folder under functions/ for each group and for nothing else but the support Lambdas', () => {
    const folders = readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...GROUPS, ...NOT_GROUPS].sort());
  });

  it('gives every group a contract, a service and a handler', () => {
    for (const group of GROUPS) {
      for (const file of ['contract.ts', 'service.ts', 'handler.ts']) {
        expect(existsSync(`${FUNCTIONS_DIR}${group}/${file}`), `${group}/${file}`).toBe(true);
      }
    }
  });
});
