import { askBenchmark } from './ask.ts';
import { clinicalBenchmark } from './clinical.ts';
import { consumerBenchmark } from './consumer.ts';
import { drugsBenchmark } from './drugs.ts';
import { medicinesBenchmark } from './medicines.ts';
import { personalBenchmark } from './personal.ts';
import { platformBenchmark } from './platform.ts';
import { researchBenchmark } from './research.ts';
import { searchBenchmark } from './search.ts';
import { storeCallsBenchmark } from './store-calls.ts';
import { triageBenchmark } from './triage.ts';

/** `npm run bench` runs every suite; `npm run bench -- platform` runs the ones named. */
const SUITES: Record<string, () => Promise<void>> = {
  platform: () => platformBenchmark().then(storeCallsBenchmark),
  search: searchBenchmark,
  ask: askBenchmark,
  drugs: drugsBenchmark,
  medicines: medicinesBenchmark,
  triage: triageBenchmark,
  consumer: consumerBenchmark,
  clinical: clinicalBenchmark,
  research: researchBenchmark,
  personal: personalBenchmark,
};

const main = async (): Promise<void> => {
  process.env.LOG_LEVEL = 'silent';
  const requested = process.argv.slice(2);
  const unknown = requested.filter((name) => !SUITES[name]);
  if (unknown.length > 0) {
    process.stderr.write(`Unknown suite ${unknown.join(', ')}; suites: ${Object.keys(SUITES).join(', ')}\n`);
    process.exit(2);
  }
  for (const name of requested.length > 0 ? requested : Object.keys(SUITES)) await SUITES[name]?.();
};

main().then(
  // A suite that finds a figure over its budget sets exitCode; the others still run first.
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    process.stderr.write(
      `Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
