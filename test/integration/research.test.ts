import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LiteratureAnswer, TrialsAnswer } from '../../functions/research/contract.ts';
import { documentClient, tableName } from '../../shared/data/client.ts';
import { type FakeCtgov, startFakeCtgov } from '../support/fake-ctgov.ts';
import { startFakeEuropePmc } from '../support/fake-europepmc.ts';
import { type FakeEutils, startFakeEutils } from '../support/fake-eutils.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai.ts';
import {
  type ErrorBody,
  type SignedUp,
  signUp,
  signUpTenant,
  startTestApi,
  type TestApi,
  type TestTenant,
} from '../support/local-api.ts';
import { startWireServer } from '../support/wire-server.ts';

type Literature = v.InferOutput<typeof LiteratureAnswer>;
type Trials = v.InferOutput<typeof TrialsAnswer>;
const TIMEOUT_MS = 1_500;
const VARIABLES = [
  'LITERATURE_BASE_URL',
  'TRIALS_BASE_URL',
  'TRIALS_REQUESTS_PER_MINUTE',
  'NCBI_API_KEY',
  'NCBI_EMAIL',
  'RESEARCH_TIMEOUT_MS',
  'EUROPE_PMC_BASE_URL',
] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

let t: TestApi;
let eutils: FakeEutils;
let ctgov: FakeCtgov;

beforeAll(async () => {
  eutils = await startFakeEutils();
  ctgov = await startFakeCtgov();
  process.env.LITERATURE_BASE_URL = eutils.url;
  process.env.TRIALS_BASE_URL = ctgov.url;
  // With a key NCBI allows 10 requests a second: the tests wait 100 ms between calls, not 333.
  process.env.NCBI_API_KEY = 'test-api-key';
  process.env.NCBI_EMAIL = 'ops@example.org';
  // The fake mirror allows more than the public service's 50 a minute (the limiter has its own test).
  process.env.TRIALS_REQUESTS_PER_MINUTE = '6000';
  process.env.RESEARCH_TIMEOUT_MS = String(TIMEOUT_MS);
  t = await startTestApi();
});

afterAll(async () => {
  await t.close();
  await eutils.close();
  await ctgov.close();
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

beforeEach(() => {
  eutils.script('ok');
  ctgov.script('ok');
  eutils.requests.length = 0;
  ctgov.requests.length = 0;
});

/** A new organization on Professional: the cache is per organization, so each starts cold. */
const professional = (): Promise<TestTenant> => signUpTenant(t.http, { tier: 'professional' });

const QUESTION = 'Does metformin prevent type 2 diabetes in adults with prediabetes?';

const literature = (caller: SignedUp, json: unknown) =>
  t.http.post<Literature>('/api/v1/research/literature', { key: caller.key, json });

const PROFILE = {
  age: 58,
  sex: 'female',
  conditions: ['E11.9'],
  medications: ['metformin'],
  labs: [
    { test: 'HbA1c', value: 8.1, unit: '%' },
    { test: 'eGFR', value: 75 },
  ],
  location: { latitude: 42.36, longitude: -71.06, radiusMiles: 50 },
};

const trials = (caller: SignedUp, json: unknown) =>
  t.http.post<Trials>('/api/v1/research/trials', { key: caller.key, json });

const expectUpstream503 = (result: { status: number; body: unknown }, service: RegExp) => {
  expect(result.status).toBe(503);
  const body = result.body as ErrorBody;
  expect(body.code).toBe('UPSTREAM_UNAVAILABLE');
  expect(body.error).toMatch(service);
  expect(body.requestId).toBeTruthy();
  expect(Date.parse(body.timestamp)).not.toBeNaN();
};

describe('POST /api/v1/research/literature', () => {
  it('searches PubMed with history, fetches the XML, ranks by evidence and summarises citing PMIDs only', async () => {
    // Prepare
    const caller = await professional();

    // Act
    const result = await literature(caller, { question: QUESTION, limit: 5 });

    // Assess: the wire calls are those NCBI documents.
    expect(result.status, result.text).toBe(200);
    const [search, fetch] = eutils.requests;
    expect(search?.utility).toBe('esearch');
    expect(search?.params.get('db')).toBe('pubmed');
    expect(search?.params.get('usehistory')).toBe('y');
    expect(search?.params.get('tool')).toBe('health-ai-consensus-service');
    expect(search?.params.get('email')).toBe('ops@example.org');
    expect(search?.params.get('api_key')).toBe('test-api-key');
    expect(fetch?.utility).toBe('efetch');
    expect(fetch?.params.get('WebEnv')).toBe('MCID_fixture_webenv_0001');
    expect(fetch?.params.get('query_key')).toBe('1');
    expect(fetch?.params.get('retmode')).toBe('xml');

    // The answer has the documented shape, the translation and the graded articles.
    const body = v.parse(LiteratureAnswer, result.body);
    expect(body.query.mesh.map((heading) => heading.term)).toEqual([
      'Diabetes Mellitus, Type 2',
      'Prediabetic State',
      'Metformin',
    ]);
    expect(body.query.mesh[0]?.url).toBe('https://meshb.nlm.nih.gov/record/ui?ui=D003924');
    expect(body.query.pubmedQuery).toContain('"Diabetes Mellitus, Type 2"[MeSH Terms]');
    expect(search?.params.get('term')).toBe(body.query.pubmedQuery);
    expect(body.query.pubmedTranslation).toContain('"metformin"[MeSH Terms]');
    expect(body.totalFound).toBe(6);
    expect(body.articles).toHaveLength(5);
    const [first, second] = body.articles;
    expect(first).toMatchObject({
      pmid: '31000001',
      evidence: { level: 'systematic-review', rank: 1 },
      authors: ['Rivera A', 'Chen L'],
      journal: 'Journal of Example Endocrinology',
      year: 2021,
      doi: '10.9999/jee.2021.0001',
      pmcid: 'PMC9000001',
      links: {
        pubmed: 'https://pubmed.ncbi.nlm.nih.gov/31000001/',
        doi: 'https://doi.org/10.9999/jee.2021.0001',
        pmc: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC9000001/',
      },
    });
    expect(first?.abstract.map((section) => section.label)).toEqual([
      'BACKGROUND',
      'METHODS',
      'RESULTS',
      'CONCLUSIONS',
    ]);
    expect(first?.mesh).toContainEqual({ term: 'Metformin', major: true });
    expect(second).toMatchObject({ pmid: '31000002', evidence: { level: 'randomized-controlled-trial' } });
    // Inline markup is read as text.
    expect(second?.title).toContain('impaired glucose tolerance</i>'.replace('</i>', ''));
    const ranks = body.articles.map((article) => article.evidence.rank);
    expect(ranks.slice(0, 3)).toEqual([1, 2, 3]);

    // The embedded panel agrees on the meta-analysis's conclusion and cites it by PMID.
    expect(body.summary).toMatchObject({
      citations: ['31000001'],
      models: ['embedded:lexical', 'embedded:focus', 'embedded:guidelines'],
    });
    expect(body.summary?.text).toMatch(
      /^Metformin prevents or delays type 2 diabetes .*\[PMID:31000001\]\.$/,
    );
    expect(body.summary?.consensus).toBeGreaterThanOrEqual(0.4);
    expect(body.cached).toBe(false);
  });

  describe('with another summary panel', () => {
    const panelVariables = { models: process.env.CONSENSUS_MODELS, quorum: process.env.CONSENSUS_QUORUM };
    let openAi: FakeOpenAi;
    beforeAll(async () => {
      openAi = await startFakeOpenAi();
    });
    afterAll(async () => {
      await openAi.close();
    });
    afterEach(() => {
      if (panelVariables.models === undefined) delete process.env.CONSENSUS_MODELS;
      else process.env.CONSENSUS_MODELS = panelVariables.models;
      if (panelVariables.quorum === undefined) delete process.env.CONSENSUS_QUORUM;
      else process.env.CONSENSUS_QUORUM = panelVariables.quorum;
    });

    it('drops a citation of an article it was not given, keeping those it was', async () => {
      const caller = await professional();
      process.env.CONSENSUS_MODELS = JSON.stringify([
        {
          provider: 'openai',
          baseUrl: openAi.url,
          model:
            'answer:Metformin lowers the risk of type 2 diabetes [PMID:31000001]. It also cures it [PMID:99999999].',
          name: 'remote:one',
        },
      ]);
      const result = await literature(caller, { question: QUESTION });
      expect(result.status).toBe(200);
      expect(result.body.summary).toMatchObject({
        text: 'Metformin lowers the risk of type 2 diabetes [PMID:31000001]. It also cures it.',
        citations: ['31000001'],
        models: ['remote:one'],
      });
      const prompt =
        openAi.requests
          .at(-1)
          ?.body.messages.map((message) => message.content)
          .join('\n') ?? '';
      expect(prompt).toContain('[PMID:31000001]');
    });

    it('returns the ranked articles with summary null and the reason when no model answers', async () => {
      const caller = await professional();
      process.env.CONSENSUS_MODELS = JSON.stringify([
        { provider: 'openai', baseUrl: openAi.url, model: 'fail', name: 'remote:down' },
      ]);
      const result = await literature(caller, { question: QUESTION });
      expect(result.status).toBe(200);
      expect(result.body.articles).toHaveLength(6);
      expect(result.body.summary).toBeNull();
      expect(result.body.summaryUnavailable).toMatch(/^The summary models did not answer/);
    });

    it('returns summary null when the model cites none of the articles', async () => {
      const caller = await professional();
      process.env.CONSENSUS_MODELS = JSON.stringify([
        {
          provider: 'openai',
          baseUrl: openAi.url,
          model: 'answer:Metformin is great [PMID:1].',
          name: 'remote:x',
        },
      ]);
      const result = await literature(caller, { question: QUESTION });
      expect(result.body.summary).toBeNull();
      expect(result.body.summaryUnavailable).toMatch(/citation/);
    });
  });

  describe('with Europe PMC configured', () => {
    it('adds the PubMed-indexed articles only Europe PMC found, and says what it added', async () => {
      const caller = await professional();
      const europe = await startFakeEuropePmc();
      process.env.EUROPE_PMC_BASE_URL = europe.url;
      try {
        const result = await literature(caller, { question: QUESTION, fromYear: 2015, summarize: false });
        expect(result.status, result.text).toBe(200);
        const body = v.parse(LiteratureAnswer, result.body);
        expect(body.europePmc).toMatchObject({ found: 3, added: 1 });
        expect(body.europePmc?.query).toContain('MESH:"Metformin"');
        expect(body.europePmc?.query).toContain('PUB_YEAR:[2015 TO 3000]');
        expect(europe.requests[0]?.get('format')).toBe('json');
        const added = body.articles.find((article) => article.pmid === '31000099');
        expect(added).toMatchObject({
          source: 'europepmc',
          evidence: { level: 'randomized-controlled-trial' },
          authors: ['Haddad S', 'Ito K', 'Mensah A'],
          year: 2022,
        });
        expect(added?.abstract.map((section) => section.label)).toEqual([
          'OBJECTIVE',
          'RESULTS',
          'CONCLUSIONS',
        ]);
        expect(added?.abstract[1]?.text).toBe(
          'Metformin lowered the incidence of type 2 diabetes by 40% over three years (p = 0.01).',
        );
        expect(body.articles.filter((article) => article.pmid === '31000001')).toHaveLength(1);
        expect(body.articles.find((article) => article.pmid === '31000001')?.source).toBe('pubmed');
        expect(body.articles.some((article) => article.doi === '10.9999/preprint.900001')).toBe(false);
      } finally {
        delete process.env.EUROPE_PMC_BASE_URL;
        await europe.close();
      }
    });

    it('answers from PubMed alone when Europe PMC fails, saying why', async () => {
      const caller = await professional();
      const europe = await startFakeEuropePmc();
      europe.script('fail');
      process.env.EUROPE_PMC_BASE_URL = europe.url;
      try {
        const result = await literature(caller, { question: QUESTION, summarize: false });
        expect(result.status).toBe(200);
        expect(result.body.europePmc?.unavailable).toMatch(
          /^Europe PMC is not available: it answered HTTP 500/,
        );
        expect(result.body.articles.every((article) => article.source === 'pubmed')).toBe(true);
      } finally {
        delete process.env.EUROPE_PMC_BASE_URL;
        await europe.close();
      }
    });
  });

  it('answers the same query from the cache, without calling PubMed again', async () => {
    const caller = await professional();
    const first = await literature(caller, { question: QUESTION, summarize: false });
    const calls = eutils.requests.length;

    const again = await literature(caller, { question: QUESTION, summarize: false });

    expect(first.body.cached).toBe(false);
    expect(again.status).toBe(200);
    expect(again.body.cached).toBe(true);
    expect(again.body.articles).toEqual(first.body.articles);
    expect(eutils.requests.length).toBe(calls);
    expect(again.body.summaryUnavailable).toBe('A summary was not asked for.');
  });

  it('turns the filters into PubMed field tags', async () => {
    const caller = await professional();
    const result = await literature(caller, {
      question: 'statins after a heart attack',
      fromYear: 2015,
      toYear: 2024,
      articleTypes: ['meta-analysis', 'randomized-controlled-trial'],
      humans: true,
      language: 'english',
      summarize: false,
    });
    expect(result.status).toBe(200);
    const term = eutils.requests[0]?.params.get('term') ?? '';
    expect(term).toContain('(meta-analysis[pt] OR randomized controlled trial[pt])');
    expect(term).toContain('humans[MeSH Terms]');
    expect(term).toContain('english[Language]');
    expect(term).toContain('2015:2024[Date - Publication]');
    expect(term).toContain('"Myocardial Infarction"[MeSH Terms]');
  });

  it('answers a search that finds nothing with no articles and what PubMed could not find', async () => {
    const caller = await professional();
    eutils.script('empty');
    const result = await literature(caller, { question: 'zzqx' });
    expect(result.status).toBe(200);
    expect(result.body.articles).toEqual([]);
    expect(result.body.summary).toBeNull();
    expect(result.body.summaryUnavailable).toBe('No articles were found.');
    expect(result.body.query.notFound).toEqual(['zzqx']);
    expect(eutils.requests.map((request) => request.utility)).toEqual(['esearch']);
  });

  it('retries a 429 with backoff and answers', async () => {
    const caller = await professional();
    eutils.script('throttle:1');
    const result = await literature(caller, { question: QUESTION, summarize: false });
    expect(result.status).toBe(200);
    expect(eutils.requests.map((request) => request.utility)).toEqual(['esearch', 'esearch', 'efetch']);
  });

  it.each([
    ['fail', /PubMed \(NCBI E-utilities\) is not available: it answered HTTP 500/],
    ['malformed', /PubMed .* its reply could not be read/],
    ['error', /PubMed .* it reported an error \(Search Backend failed/],
    ['truncated-fetch', /PubMed .* its reply could not be read/],
    ['throttle:10', /PubMed .* HTTP 429/],
  ])('answers 503 UPSTREAM_UNAVAILABLE when PubMed replies %s', async (behaviour, message) => {
    const caller = await professional();
    eutils.script(behaviour);
    const result = await literature(caller, { question: QUESTION });
    expectUpstream503(result, message);
  });

  it('answers 503 within its timeout when PubMed hangs, and caches nothing', async () => {
    const caller = await professional();
    eutils.script('hang');
    const started = Date.now();
    const result = await literature(caller, { question: QUESTION });
    expectUpstream503(result, /PubMed .* did not answer in time/);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_000);
    eutils.script('ok');
    const after = await literature(caller, { question: QUESTION, summarize: false });
    expect(after.body.cached).toBe(false);
  });

  it('answers 503 naming PubMed when nothing listens at LITERATURE_BASE_URL (no network)', async () => {
    const caller = await professional();
    const closed = await startWireServer(() => undefined);
    await closed.close();
    process.env.LITERATURE_BASE_URL = `${closed.origin}/entrez/eutils`;
    try {
      const result = await literature(caller, { question: QUESTION });
      expectUpstream503(result, /PubMed .* could not be reached/);
    } finally {
      process.env.LITERATURE_BASE_URL = eutils.url;
    }
  });

  it('keeps to 3 requests a second without an API key', async () => {
    const caller = await professional();
    delete process.env.NCBI_API_KEY;
    try {
      const result = await literature(caller, { question: `${QUESTION} spacing`, summarize: false });
      expect(result.status).toBe(200);
      const [search, fetch] = eutils.requests;
      expect(search?.params.has('api_key')).toBe(false);
      // 1000/3 ms apart, less a little for timer granularity.
      expect((fetch?.at ?? 0) - (search?.at ?? 0)).toBeGreaterThanOrEqual(320);
    } finally {
      process.env.NCBI_API_KEY = 'test-api-key';
    }
  });

  it.each([
    [{}, 'body.question'],
    [{ question: 42 }, 'body.question'],
    [{ question: 'x'.repeat(1_001) }, 'body.question'],
    [{ question: QUESTION, limit: 0 }, 'body.limit'],
    [{ question: QUESTION, articleTypes: ['blog-post'] }, 'body.articleTypes.0'],
    [{ question: QUESTION, fromYear: 2020, toYear: 2010 }, 'body.toYear'],
    [{ question: QUESTION, surprise: true }, 'body.surprise'],
  ])('refuses %j with 400 VALIDATION_ERROR at %s', async (json, path) => {
    const caller = await professional();
    const result = await t.http.post<ErrorBody>('/api/v1/research/literature', { key: caller.key, json });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
    expect(result.body.details?.map((detail) => detail.path)).toContain(path);
    expect(eutils.requests).toHaveLength(0);
  });

  it('is refused to a Developer key with 403 INSUFFICIENT_TIER', async () => {
    const developer = await signUp(t.http);
    const result = await t.http.post<ErrorBody>('/api/v1/research/literature', {
      key: developer.key,
      json: { question: QUESTION },
    });
    expect(result.status).toBe(403);
    expect(result.body.code).toBe('INSUFFICIENT_TIER');
    expect(eutils.requests).toHaveLength(0);
  });
});

describe('POST /api/v1/research/trials', () => {
  it('pages through recruiting studies near the patient and explains each match criterion by criterion', async () => {
    // Prepare
    const caller = await professional();

    // Act
    const result = await trials(caller, PROFILE);

    // Assess: the calls are those the API v2 documents, two pages joined by the token.
    expect(result.status, result.text).toBe(200);
    expect(ctgov.requests).toHaveLength(2);
    const [first, second] = ctgov.requests;
    expect(first?.params.get('query.cond')).toBe('"Type 2 diabetes"');
    expect(first?.params.get('filter.overallStatus')).toBe('RECRUITING');
    expect(first?.params.get('filter.geo')).toBe('distance(42.36,-71.06,50mi)');
    expect(first?.params.get('fields')).toContain('protocolSection.eligibilityModule');
    expect(first?.params.get('format')).toBe('json');
    expect(first?.params.has('pageToken')).toBe(false);
    expect(second?.params.get('pageToken')).toBe('NF0g5JGBlPMuwQY');

    const body = v.parse(TrialsAnswer, result.body);
    expect(body).toMatchObject({
      searchedConditions: ['Type 2 diabetes'],
      unrecognizedCodes: [],
      totalRecruiting: 12,
      studiesRead: 12,
      pagesRead: 2,
      truncated: false,
      cached: false,
    });
    expect(body.trials).toHaveLength(10);
    // Ranked: no exclusion hit first, then most criteria met, then fewest unknown.
    const keys = body.trials.map((trial) => [Number(trial.excluded), -trial.met, trial.unknown]);
    const sorted = [...keys].sort(
      (a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0) || (a[2] ?? 0) - (b[2] ?? 0),
    );
    expect(keys).toEqual(sorted);
    expect(body.trials[0]?.excluded).toBe(false);
    const top = body.trials.find((trial) => trial.nctId === 'NCT09000001');
    expect(top).toMatchObject({
      nctId: 'NCT09000001',
      url: 'https://clinicaltrials.gov/study/NCT09000001',
      excluded: false,
      nearestSite: { city: 'Boston', distanceMiles: 0.1 },
    });
    const criterion = (text: RegExp) => top?.criteria.find((item) => text.test(item.text));
    expect(criterion(/^Age/)).toMatchObject({ source: 'structured', status: 'met' });
    expect(criterion(/HbA1c between/)).toMatchObject({ kind: 'inclusion', status: 'met' });
    // The profile lists metformin but not for how long: presence alone does not ground the duration.
    expect(criterion(/metformin/)).toMatchObject({ kind: 'inclusion', status: 'unknown' });
    expect(criterion(/Diagnosis of type 2 diabetes/)).toMatchObject({ status: 'unknown' });
    expect(criterion(/eGFR/)).toMatchObject({ kind: 'exclusion', status: 'not-met' });
    expect(criterion(/insulin/)).toMatchObject({ kind: 'exclusion', status: 'unknown' });
    expect(criterion(/Pregnant/)).toMatchObject({ kind: 'exclusion', status: 'unknown' });

    // Studies the profile fails come last, each with the criterion that decided it.
    const byId = new Map(body.trials.map((trial) => [trial.nctId, trial]));
    const excluded = body.trials.filter((trial) => trial.excluded).map((trial) => trial.nctId);
    expect(body.trials.slice(-excluded.length).every((trial) => trial.excluded)).toBe(true);
    expect(byId.get('NCT09000005')?.criteria).toContainEqual(
      expect.objectContaining({ kind: 'exclusion', status: 'met', reason: 'The profile lists Metformin' }),
    );
    // A criterion in units the profile does not use is never judged met.
    const allTrials = await trials(caller, { ...PROFILE, limit: 50 });
    const units = allTrials.body.trials.find((trial) => trial.nctId === 'NCT09000011');
    expect(units?.criteria.find((item) => /mmol\/mol/.test(item.text))?.status).toBe('unknown');
  });

  it('searches without the place when the patient will travel, nearest sites first', async () => {
    const caller = await professional();
    const result = await trials(caller, { ...PROFILE, willingToTravel: true });
    expect(result.status).toBe(200);
    expect(ctgov.requests[0]?.params.has('filter.geo')).toBe(false);
  });

  it('caches per organization under a hash of the profile, never its text', async () => {
    const caller = await professional();
    await trials(caller, PROFILE);
    const calls = ctgov.requests.length;

    const again = await trials(caller, PROFILE);
    const other = await trials(await professional(), PROFILE);

    expect(again.body.cached).toBe(true);
    expect(ctgov.requests.length).toBe(calls + 2);
    expect(other.body.cached).toBe(false);
    const { Items } = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `ORG#${caller.orgId}`, ':prefix': 'RESEARCH#' },
      }),
    );
    expect(Items?.map((item) => item.sk)).toEqual([expect.stringMatching(/^RESEARCH#TRIALS#[0-9a-f]{64}$/)]);
    expect(Items?.[0]?.ttl).toBeGreaterThan(Date.now() / 1000 + 3_000);
  });

  it('stops reading at maxStudies and says there were more', async () => {
    const caller = await professional();
    const result = await trials(caller, { ...PROFILE, maxStudies: 10 });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ studiesRead: 10, truncated: true });
    expect(ctgov.requests[0]?.params.get('pageSize')).toBe('10');
  });

  it('reads ICD-10-CM codes it knows, reports those it does not, and refuses a profile of unknown codes only', async () => {
    const caller = await professional();
    const mixed = await trials(caller, {
      ...PROFILE,
      conditions: ['E11.9', 'Q87.40', 'high blood pressure'],
    });
    expect(mixed.status).toBe(200);
    expect(mixed.body.searchedConditions).toEqual(['Type 2 diabetes', 'Hypertension']);
    expect(mixed.body.unrecognizedCodes).toEqual(['Q87.40']);

    const unknown = await t.http.post<ErrorBody>('/api/v1/research/trials', {
      key: caller.key,
      json: { ...PROFILE, conditions: ['Q87.40'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details?.[0]?.path).toBe('body.conditions');
  });

  it('answers 503 naming ClinicalTrials.gov when nothing listens at TRIALS_BASE_URL (no network)', async () => {
    const caller = await professional();
    const closed = await startWireServer(() => undefined);
    await closed.close();
    process.env.TRIALS_BASE_URL = `${closed.origin}/api/v2`;
    try {
      const started = Date.now();
      const result = await trials(caller, PROFILE);
      expectUpstream503(result, /ClinicalTrials\.gov .* could not be reached/);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_000);
      expect(result.headers.get('retry-after')).toBe('5');
    } finally {
      process.env.TRIALS_BASE_URL = ctgov.url;
    }
  });

  it('retries a 429 and answers', async () => {
    const caller = await professional();
    ctgov.script('throttle:1');
    const result = await trials(caller, PROFILE);
    expect(result.status).toBe(200);
    expect(ctgov.requests).toHaveLength(3);
  });

  it.each([
    ['fail', /ClinicalTrials\.gov is not available: it answered HTTP 503/],
    ['malformed', /ClinicalTrials\.gov .* not JSON/],
    ['wrong-shape', /ClinicalTrials\.gov .* could not be read/],
    ['hang', /ClinicalTrials\.gov .* did not answer in time/],
  ])(
    'answers 503 UPSTREAM_UNAVAILABLE within its timeout when ClinicalTrials.gov replies %s',
    async (behaviour, message) => {
      const caller = await professional();
      ctgov.script(behaviour);
      const started = Date.now();
      const result = await trials(caller, PROFILE);
      expectUpstream503(result, message);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_000);
    },
  );

  it.each([
    [{ ...PROFILE, conditions: [] }, 'body.conditions'],
    [{ ...PROFILE, conditions: 'diabetes' }, 'body.conditions'],
    [{ ...PROFILE, age: 'fifty' }, 'body.age'],
    [{ ...PROFILE, sex: 'x' }, 'body.sex'],
    [{ ...PROFILE, labs: [{ test: 'HbA1c', value: '8' }] }, 'body.labs.0.value'],
    [{ ...PROFILE, location: { latitude: 123, longitude: 0 } }, 'body.location.latitude'],
    [{ ...PROFILE, conditions: ['x'.repeat(201)] }, 'body.conditions.0'],
    [{ ...PROFILE, medications: Array.from({ length: 31 }, () => 'aspirin') }, 'body.medications'],
    [{ ...PROFILE, ssn: '000-00-0000' }, 'body.ssn'],
  ])('refuses a bad profile with 400 VALIDATION_ERROR (%#)', async (json, path) => {
    const caller = await professional();
    const result = await t.http.post<ErrorBody>('/api/v1/research/trials', { key: caller.key, json });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
    expect(result.body.details?.map((detail) => detail.path)).toContain(path);
    expect(ctgov.requests).toHaveLength(0);
  });

  it('is refused to a Developer key with 403 INSUFFICIENT_TIER', async () => {
    const developer = await signUp(t.http);
    const result = await t.http.post<ErrorBody>('/api/v1/research/trials', {
      key: developer.key,
      json: PROFILE,
    });
    expect(result.status).toBe(403);
    expect(result.body.code).toBe('INSUFFICIENT_TIER');
  });
});
