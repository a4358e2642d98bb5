/** Percentiles and formatting for the benchmark reports. */
const percentile = (sorted: number[], p: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
};

export interface Summary {
  n: number;
  p50: number;
  p99: number;
  mean: number;
}

export const summarize = (samples: number[]): Summary => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length),
  };
};

export const timeIt = async (runs: number, work: () => Promise<unknown> | unknown): Promise<number[]> => {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return samples;
};

export const ms = (value: number): string => `${value.toFixed(value < 1 ? 3 : 2)} ms`;

export const table = (title: string, rows: Array<[string, string]>): void => {
  const width = Math.max(...rows.map(([label]) => label.length));
  process.stdout.write(`\n${title}\n${'-'.repeat(title.length)}\n`);
  for (const [label, value] of rows) process.stdout.write(`${label.padEnd(width)}  ${value}\n`);
};
