import { readFileSync } from 'node:fs';
import type { StudyRecord } from '../../shared/research/ctgov.ts';
import { type PatientProfile, profileCondition } from '../../shared/research/eligibility.ts';
import { rankArticles } from '../../shared/research/literature.ts';
import { parseArticles } from '../../shared/research/pubmed.ts';
import { rankTrials } from '../../shared/research/trials.ts';
import { parseXml } from '../../shared/research/xml.ts';
import { ms, summarize, table, timeIt } from './stats.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/research/${name}`, import.meta.url), 'utf8');

const PROFILE: PatientProfile = {
  age: 58,
  sex: 'female',
  conditions: [profileCondition('E11.9'), profileCondition('high blood pressure')],
  medications: ['metformin', 'lisinopril', 'atorvastatin'],
  labs: [
    { test: 'HbA1c', value: 8.1, unit: '%' },
    { test: 'eGFR', value: 75 },
    { test: 'BMI', value: 31 },
  ],
};

/**
 * The eligibility matcher over 100 studies (the fixture's 12 studies repeated under new ids, as two
 * pages of the API would bring), and reading and ranking an efetch reply. Upstream time is not
 * measured: it is the public services' own.
 */
export const researchBenchmark = async (): Promise<void> => {
  const twelve = [
    ...(JSON.parse(fixture('ctgov-page-1.json')) as { studies: StudyRecord[] }).studies,
    ...(JSON.parse(fixture('ctgov-page-2.json')) as { studies: StudyRecord[] }).studies,
  ];
  const hundred = Array.from({ length: 100 }, (_, i) => {
    const study = structuredClone(twelve[i % twelve.length] as StudyRecord);
    study.protocolSection.identificationModule.nctId = `NCT${String(9_100_000 + i).padStart(8, '0')}`;
    return study;
  });
  const location = { latitude: 42.36, longitude: -71.06, radiusMiles: 50 };
  const matching = summarize(await timeIt(200, () => rankTrials(hundred, { profile: PROFILE, location })));
  const ranked = rankTrials(hundred, { profile: PROFILE, location });
  const criteria = ranked.reduce((sum, trial) => sum + trial.criteria.length, 0);
  const judged = ranked.flatMap((trial) => trial.criteria);
  const share = (status: string) =>
    `${((100 * judged.filter((criterion) => criterion.status === status).length) / judged.length).toFixed(0)}%`;

  const efetch = fixture('efetch-metformin.xml');
  const parsing = summarize(await timeIt(500, () => parseArticles(parseXml(efetch))));
  const articles = parseArticles(parseXml(efetch));
  const ranking = summarize(
    await timeIt(500, () => rankArticles(articles, 'Does metformin prevent type 2 diabetes?')),
  );

  table('Research: trial matching and PubMed reading', [
    ['match and rank 100 studies against a profile, p50 / p99', `${ms(matching.p50)} / ${ms(matching.p99)}`],
    ['criteria judged per run', String(criteria)],
    ['criteria met / not met / unknown', `${share('met')} / ${share('not-met')} / ${share('unknown')}`],
    ['studies not excluded', `${ranked.filter((trial) => !trial.excluded).length} of 100`],
    [
      `parse an efetch reply (${articles.length} articles, ${(efetch.length / 1024).toFixed(0)} KB), p50 / p99`,
      `${ms(parsing.p50)} / ${ms(parsing.p99)}`,
    ],
    ['grade and rank those articles, p50 / p99', `${ms(ranking.p50)} / ${ms(ranking.p99)}`],
  ]);
};
