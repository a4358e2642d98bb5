import { describe, expect, it } from 'vitest';
import { progressReporter } from '../../../shared/knowledge/progress.ts';

const clock = () => {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe('progress of long knowledge-base jobs', () => {
  it('writes a line when a phase starts, every interval while it runs, and when it ends, off a terminal', () => {
    // Prepare
    const time = clock();
    const written: string[] = [];
    const report = progressReporter({
      tty: false,
      write: (text) => written.push(text),
      intervalMs: 2000,
      now: time.now,
    });

    // Act
    report('indexing', 500, 16_000, 'entries');
    time.advance(1000);
    report('indexing', 1000, 16_000, 'entries');
    time.advance(1500);
    report('indexing', 8000, 16_000, 'entries');
    time.advance(500);
    report('indexing', 16_000, 16_000, 'entries');
    report.finish('Built index.hkix: 16,000 entries');

    // Assess
    expect(written).toEqual([
      'indexing: 500/16,000 entries (3%), 0.0 s\n',
      'indexing: 8,000/16,000 entries (50%), 2.5 s\n',
      'indexing: 16,000/16,000 entries (100%), 3.0 s\n',
      'Built index.hkix: 16,000 entries (3.0 s)\n',
    ]);
  });

  it('redraws one bar in place on a terminal', () => {
    const time = clock();
    const written: string[] = [];
    const report = progressReporter({ tty: true, write: (text) => written.push(text), now: time.now });

    report('reading MedQuAD', 1, 4, 'files');
    time.advance(200);
    report('reading MedQuAD', 4, 4, 'files');

    // Each redraw returns to the line start and clears it (ESC [2K) before the bar.
    const clear = '\r\u001b[2K';
    expect(written[0]).toBe(
      `${clear}[${'#'.repeat(8)}${'.'.repeat(22)}] reading MedQuAD: 1/4 files (25%), 0.0 s`,
    );
    expect(written[1]).toBe(`${clear}[${'#'.repeat(30)}] reading MedQuAD: 4/4 files (100%), 0.2 s`);
    expect(written[2]).toBe('\n');
  });
});
