import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allOperations } from '../../../functions/registry.ts';
import { PROJECT_ROOT } from '../../../tools/local/api.ts';

describe('npm run openapi', () => {
  it('prints the served document: every operation, the server given', () => {
    const run = spawnSync(
      join(PROJECT_ROOT, 'node_modules/.bin/tsx'),
      ['tools/cli/openapi.ts', 'https://api.example.com'],
      {
        cwd: PROJECT_ROOT,
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    expect(run.status).toBe(0);
    const document = JSON.parse(run.stdout) as {
      servers: Array<{ url: string }>;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.servers[0]?.url).toBe('https://api.example.com');
    const operations = Object.values(document.paths).reduce((sum, path) => sum + Object.keys(path).length, 0);
    expect(operations).toBe(allOperations().length);
  }, 150_000);
});
