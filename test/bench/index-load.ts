import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const format = pathToFileURL(resolve(import.meta.dirname, '../../shared/knowledge/index/format.ts')).href;
const search = pathToFileURL(resolve(import.meta.dirname, '../../shared/knowledge/index/search.ts')).href;

/**
 * Loads the index file in a fresh process, as a cold start does, and reports the time to a
 * searchable index and the resident memory it added; `mode` is how it is read: `open` (what the
 * service does: per-document tables read into their arrays, postings and documents left in the file) or `read` (the whole
 * file read into one buffer, then views over it: the format's other loader, for comparison).
 */
const SCRIPT = `
const { openIndexFile, deserializeIndex } = await import(process.argv[1]);
const { KnowledgeIndex } = await import(process.argv[2]);
const { readFileSync } = await import('node:fs');
globalThis.gc?.();
const rss = process.memoryUsage().rss;
const started = performance.now();
const data = process.argv[4] === 'open' ? openIndexFile(process.argv[3]) : deserializeIndex(readFileSync(process.argv[3]));
const index = new KnowledgeIndex(data);
const loadMs = performance.now() - started;
globalThis.gc?.();
process.stdout.write(JSON.stringify({ loadMs, rssMb: (process.memoryUsage().rss - rss) / 1048576, size: index.size }));
`;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

export interface IndexLoad {
  loadMs: number;
  rssMb: number;
}

/** Median of `runs` fresh-process loads of `file` each way, alternating so load on the machine is shared. */
export const indexLoad = async (file: Buffer, runs = 5): Promise<{ open: IndexLoad; read: IndexLoad }> => {
  const dir = mkdtempSync(join(tmpdir(), 'hkix-load-'));
  try {
    const path = join(dir, 'index.hkix');
    writeFileSync(path, file);
    const samples = { open: [] as IndexLoad[], read: [] as IndexLoad[] };
    // One unrecorded load first: the file is then in the page cache, as a bundle on a Lambda host is.
    for (let i = 0; i <= runs; i += 1) {
      for (const mode of ['open', 'read'] as const) {
        const { stdout } = await run(
          process.execPath,
          ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', SCRIPT, format, search, path, mode],
          {
            cwd: resolve(import.meta.dirname, '../..'),
            env: { PATH: process.env.PATH ?? '' },
            timeout: 120_000,
          },
        );
        if (i > 0) samples[mode].push(JSON.parse(stdout) as IndexLoad);
      }
    }
    const summary = (list: IndexLoad[]): IndexLoad => ({
      loadMs: median(list.map((sample) => sample.loadMs)),
      rssMb: median(list.map((sample) => sample.rssMb)),
    });
    return { open: summary(samples.open), read: summary(samples.read) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
