import * as v from 'valibot';
import { signUp as createAccount } from '../../functions/accounts/service.ts';
import { exampleFitnessRequest, FitnessBody } from '../../functions/fitness/contract.ts';
import { fitnessPlan } from '../../functions/fitness/service.ts';
import { exampleSupplementRequest, SupplementBody } from '../../functions/supplements/contract.ts';
import { supplementAdvice } from '../../functions/supplements/service.ts';
import { WearableBody } from '../../functions/wearables/contract.ts';
import { wearableDataInsights } from '../../functions/wearables/service.ts';
import { analyzeWearables } from '../../shared/wearables/insights.ts';
import { readWearableData } from '../../shared/wearables/readers.ts';
import { startTestApi, uniqueEmail } from '../support/local-api.ts';
import { ms, summarize, table, timeIt } from './stats.ts';

const MINUTES = 43_200;
const START = Date.parse('2026-10-01T00:00:00Z');

/** 30 days at one sample a minute: a day-night heart rate with a daily walk, its steps, and SpO2. */
const month = () => {
  const heart: number[] = [];
  const steps: number[] = [];
  const spo2: number[] = [];
  for (let minute = 0; minute < MINUTES; minute += 1) {
    const ofDay = minute % 1440;
    const walking = ofDay >= 1080 && ofDay < 1110;
    heart.push(walking ? 105 : ofDay < 420 ? 55 + (minute % 3) : 68 + (minute % 5));
    steps.push(walking ? 110 : 0);
    spo2.push(95 + (minute % 4));
  }
  const series = (values: number[]) => ({ start: '2026-10-01T00:00:00Z', intervalSeconds: 60, values });
  return { heart, steps, spo2, series };
};

const p = (samples: number[]): string => {
  const s = summarize(samples);
  return `${ms(s.p50)} / ${ms(s.p99)}`;
};

/** Wearables: reading and analyzing 43,200 minute samples (target < 100 ms), alone and through HTTP. */
export const wearablesBenchmark = async (): Promise<void> => {
  const { heart, steps, spo2, series } = month();
  const heartOnly = { heartRate: series(heart) };
  const three = { heartRate: series(heart), steps: series(steps), spo2: series(spo2) };
  const timestamped = {
    heartRate: {
      samples: heart.map((value, minute) => ({
        time: new Date(START + minute * 60_000).toISOString(),
        value,
      })),
    },
  };
  // Warm the code paths: the target is for a running function, not its first call.
  for (let i = 0; i < 5; i += 1) wearableDataInsights(three);
  const heartOnlyTimes = await timeIt(50, () => analyzeWearables(readWearableData(heartOnly)));
  const processThree = await timeIt(50, () => analyzeWearables(readWearableData(three)));
  const withValidation = await timeIt(50, () => wearableDataInsights(v.parse(WearableBody, three)));
  const samples = await timeIt(20, () => wearableDataInsights(v.parse(WearableBody, timestamped)));
  const compactBytes = JSON.stringify(three).length;
  const samplesBytes = JSON.stringify(timestamped).length;

  const t = await startTestApi();
  let http: number[] = [];
  try {
    const account = await createAccount({
      email: uniqueEmail('bench'),
      password: 'benchmark passphrase',
      tier: 'professional',
    });
    const key = account.apiKey.key;
    const body = JSON.stringify(three);
    const post = () =>
      t.http.post('/api/v1/wearable-data-insights', {
        key,
        body,
        headers: { 'Content-Type': 'application/json' },
      });
    for (let i = 0; i < 3; i += 1) await post();
    http = await timeIt(20, post);
  } finally {
    await t.close();
  }
  table('Wearable insights (30 days of minute data)', [
    ['43,200 heart-rate samples: read and analyze, p50 / p99 (target < 100 ms)', p(heartOnlyTimes)],
    ['heart rate + steps + SpO2 (129,600 samples): read and analyze, p50 / p99', p(processThree)],
    ['the same with request validation (valibot), p50 / p99', p(withValidation)],
    ['43,200 timestamped samples ({time, value}) with validation, p50 / p99', p(samples)],
    ['the three series through HTTP (local runtime, authorizer, handler), p50 / p99', p(http)],
    [
      'body size: three compact series / 43,200 timestamped samples',
      `${(compactBytes / 1024).toFixed(0)} KiB / ${(samplesBytes / 1024).toFixed(0)} KiB (limit 1,024 KiB)`,
    ],
  ]);
};

/** Supplements and fitness: one recommendation and one plan from their examples, validated. */
export const supplementsAndFitnessBenchmark = async (): Promise<void> => {
  for (let i = 0; i < 20; i += 1) {
    supplementAdvice(v.parse(SupplementBody, exampleSupplementRequest));
    fitnessPlan(v.parse(FitnessBody, exampleFitnessRequest));
  }
  const supplements = await timeIt(1_000, () =>
    supplementAdvice(v.parse(SupplementBody, exampleSupplementRequest)),
  );
  const fitness = await timeIt(1_000, () => fitnessPlan(v.parse(FitnessBody, exampleFitnessRequest)));
  table('Supplements and fitness (rules over the request)', [
    [
      'supplement recommendation of the example (labs, 4 medicines and supplements), p50 / p99',
      p(supplements),
    ],
    ['fitness plan of the example (4 weeks, PAR-Q+, zones), p50 / p99', p(fitness)],
  ]);
};
