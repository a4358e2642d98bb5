/** Progress of one step of a long knowledge-base job: a phase, how far it is, and how far it goes. */
export type ProgressListener = (phase: string, done: number, total: number, unit: string) => void;

export interface ProgressOptions {
  /** A terminal gets a bar redrawn in place; anything else (CI logs, pipes) gets whole lines. */
  tty: boolean;
  write: (text: string) => void;
  /** Between two periodic lines, when not a terminal. */
  intervalMs?: number;
  now?: () => number;
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/**
 * A listener that reports on a stream: a bar on a terminal (at most ten redraws a second), or a
 * line when a phase starts, every `intervalMs` while it runs, and when it ends, each with counts and
 * the time since the job started.
 */
export const progressReporter = (
  options: ProgressOptions,
): ProgressListener & { finish: (summary: string) => void } => {
  const now = options.now ?? (() => performance.now());
  const interval = options.intervalMs ?? 2000;
  const started = now();
  let phase = '';
  let lastWrite = Number.NEGATIVE_INFINITY;
  let barOpen = false;
  const line = (name: string, done: number, total: number, unit: string): string => {
    const percent = total > 0 ? Math.floor((100 * done) / total) : 100;
    return `${name}: ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} ${unit} (${percent}%), ${seconds(now() - started)}`;
  };
  const report = (name: string, done: number, total: number, unit: string): void => {
    const at = now();
    const starting = name !== phase;
    const ending = done >= total;
    phase = name;
    if (options.tty) {
      if (!starting && !ending && at - lastWrite < 100) return;
      const width = 30;
      const filled = total > 0 ? Math.round((width * Math.min(done, total)) / total) : width;
      options.write(
        `\r\x1b[2K[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${line(name, done, total, unit)}`,
      );
      barOpen = !ending;
      if (ending) options.write('\n');
    } else {
      if (!starting && !ending && at - lastWrite < interval) return;
      options.write(`${line(name, done, total, unit)}\n`);
    }
    lastWrite = at;
  };
  return Object.assign(report, {
    finish: (summary: string) => {
      if (barOpen) options.write('\n');
      options.write(`${summary} (${seconds(now() - started)})\n`);
    },
  });
};
