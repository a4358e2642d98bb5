import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_FILE } from '../../../shared/data-files.ts';
import { curatedAndMedicines } from '../../../shared/knowledge/builder.ts';
import { PROJECT_ROOT } from '../../../tools/local/api.ts';
import { signUp, startTestApi, type TestApi } from '../../support/local-api.ts';

const TSX = join(PROJECT_ROOT, 'node_modules/.bin/tsx');
const FIXTURES = join(PROJECT_ROOT, 'test/fixtures');
let dir: string;
let root: string;
/** The entries every build has before MedQuAD and imports: curated ones and the medicine sections. */
const shipped = () => curatedAndMedicines().length;

// A small MedQuAD pack (packed from the XML fixtures) stands in for the 16,000-pair one.
const kb = (...args: string[]) => kbIn('cache', ...args);
const kbIn = (cache: string, ...args: string[]) => {
  const run = spawnSync(TSX, ['tools/cli/kb.ts', ...args], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      KNOWLEDGE_DIR: dir,
      KNOWLEDGE_MEDQUAD: join(root, 'medquad.jsonl.gz'),
      KNOWLEDGE_CACHE_DIR: join(root, cache),
      KB_PROGRESS_INTERVAL_MS: '1',
    },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, json: () => JSON.parse(run.stdout) };
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'kb-'));
  dir = join(root, 'store');
  const packed = kb('pack-medquad', join(FIXTURES, 'medquad'), '--out', join(root, 'medquad.jsonl.gz'));
  expect(packed.status, packed.stderr).toBe(0);
  expect(packed.json()).toMatchObject({ documents: 2, pairs: 3 });
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('npm run kb', () => {
  it('refuses a JSON Lines file with bad lines, names each line, and stores nothing', () => {
    // Act
    const result = kb('import', 'jsonl', join(FIXTURES, 'knowledge/invalid.jsonl'));

    // Assess
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('3 invalid line(s), nothing imported');
    expect(result.stderr).toMatch(/invalid\.jsonl:2: url/);
    expect(result.stderr).toContain('invalid.jsonl:3: not valid JSON');
    expect(result.stderr).toMatch(/invalid\.jsonl:4: /);
    expect(existsSync(join(dir, 'imported'))).toBe(false);
    expect(existsSync(join(dir, INDEX_FILE))).toBe(false);
  });

  it('builds MedQuAD in by default; an import of it replaces those entries, never adds to them', () => {
    const jsonl = kb('import', 'jsonl', join(FIXTURES, 'knowledge/valid.jsonl'));
    expect(jsonl.status, jsonl.stderr).toBe(0);
    expect(jsonl.json()).toMatchObject({ imported: 2, documents: shipped() + 3 + 2 });

    // The fixture pack holds the same three pairs, so the count does not change.
    const medquad = kb('import', 'medquad', join(FIXTURES, 'medquad'));
    expect(medquad.status, medquad.stderr).toBe(0);
    expect(medquad.json()).toMatchObject({ imported: 3, documents: shipped() + 3 + 2 });
    expect(existsSync(join(dir, INDEX_FILE))).toBe(true);

    const found = kb('search', 'zebra', 'fever');
    expect(found.json().hits[0]).toMatchObject({ id: 'fixture-zebra-fever' });
    const stats = kb('stats').json();
    expect(stats.entries).toBe(shipped() + 5);
    expect(stats.byReliability).toMatchObject({ B: 3, C: 1, D: 1 });
  });

  it('reports progress in lines when not on a terminal, and reuses the cached build of unchanged content', () => {
    // Act
    const built = kbIn('fresh-cache', 'build', '--out', join(root, 'bundle.hkix'));
    const again = kbIn('fresh-cache', 'build');

    // Assess
    expect(built.status, built.stderr).toBe(0);
    const lines = built.stderr.trim().split('\n');
    const count = (shipped() + 5).toLocaleString('en-US');
    expect(lines[0]).toMatch(/^reading entries: 0\/1 corpus \(0%\), \d+\.\d s$/);
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^indexing: ${count}/${count} entries \\(100%\\), \\d+\\.\\d s$`)),
    );
    expect(
      lines.filter((line) => /^indexing: [\d,]+\/[\d,]+ entries \(\d+%\), \d+\.\d s$/.test(line)).length,
    ).toBeGreaterThan(1);
    expect(lines.at(-1)).toMatch(/^Built .*bundle\.hkix: [\d,]+ entries, \d+\.\d MB \(\d+\.\d s\)$/);
    expect(built.json()).toMatchObject({ documents: shipped() + 5, cached: false });
    expect(again.json()).toMatchObject({ cached: true });
    expect(again.stderr).toMatch(/is up to date/);
  });

  it('skips the link check with a message when the network does not answer', () => {
    // Nothing listens on port 9 of the loopback address: as offline as a test can make it.
    const run = spawnSync(TSX, ['tools/cli/kb.ts', 'check-links', '--timeout', '500'], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        KNOWLEDGE_DIR: dir,
        KNOWLEDGE_MEDQUAD: 'none',
        KB_LINK_PROBE: 'http://127.0.0.1:9/',
      },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain('Link check skipped: no network (http://127.0.0.1:9/ did not answer).');
    expect(JSON.parse(run.stdout)).toMatchObject({ skipped: true });
  });

  it('explains bad usage with exit code 2', () => {
    expect(kb('import', 'csv', 'x').status).toBe(2);
    expect(kb('import', 'jsonl', join(dir, 'missing.jsonl')).status).toBe(2);
    expect(kb('launch').status).toBe(2);
  });
});

describe('the local API serves the store', () => {
  let t: TestApi;
  const previous = process.env.KNOWLEDGE_INDEX;

  beforeAll(async () => {
    process.env.KNOWLEDGE_INDEX = join(dir, INDEX_FILE);
    t = await startTestApi();
  });

  afterAll(async () => {
    await t.close();
    process.env.KNOWLEDGE_INDEX = previous;
  });

  it('answers from imported entries, and from a re-import on the next request without a restart', async () => {
    // Prepare
    const caller = await signUp(t.http);
    const query = (text: string) =>
      t.http.get<{ results: Array<{ id: string; source: string }> }>(
        `/api/v1/medical-knowledge/search?query=${encodeURIComponent(text)}`,
        { key: caller.key },
      );

    // Act and assess: an entry imported before start, with MedQuAD's attribution carried into source.
    expect((await query('zebra fever')).body.results[0]?.id).toBe('fixture-zebra-fever');
    const medquad = await query('sample condition placebotin');
    expect(medquad.body.results[0]?.id).toBe('GARD_0000001_1_Sec2');
    expect(medquad.body.results[0]?.source).toContain('MedQuAD (CC BY 4.0)');

    // A new import reaches the running server.
    const extra = join(dir, 'extra.jsonl');
    writeFileSync(
      extra,
      `${JSON.stringify({
        id: 'fixture-okapi-itch',
        title: 'Okapi itch (fixture)',
        body: 'Okapi itch is an invented skin complaint.',
        snippet: 'Okapi itch is invented.',
        source: 'Fixture Health Agency',
        url: 'https://example.org/okapi',
        lastReviewed: '2026-02-01',
        topics: [],
        reliability: 'C',
      })}\n`,
    );
    expect(kb('import', 'jsonl', extra).status).toBe(0);
    expect((await query('okapi itch')).body.results[0]?.id).toBe('fixture-okapi-itch');
  });
});
