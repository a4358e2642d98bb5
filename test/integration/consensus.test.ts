import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Answer, TrustScoreRecord } from '../../functions/consensus/contract.ts';
import { CALIBRATION } from '../../shared/consensus/calibration-table.ts';
import { DISCLAIMER } from '../../shared/consensus/engine.ts';
import { documentClient, tableName } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai.ts';
import { type ErrorBody, signUp, startTestApi, type TestApi } from '../support/local-api.ts';

type AnswerBody = v.InferOutput<typeof Answer>;
type TrustBody = v.InferOutput<typeof TrustScoreRecord>;
let t: TestApi;
let caller: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await startTestApi();
  caller = await signUp(t.http);
});

afterAll(async () => {
  await t.close();
});

const ask = (json: unknown, key = caller.key) => t.http.post<AnswerBody>('/api/v1/ask', { key, json });

describe('POST /api/v1/ask with the embedded panel', () => {
  it('answers with the agreed answer, numbered sources, a trust score and the disclaimer', async () => {
    // Act
    const result = await ask({ question: 'What vaccines do adults need?' });

    // Assess
    expect(result.status).toBe(200);
    const body = result.body;
    expect(body.id).toMatch(/^ans_[A-Za-z0-9]{20}$/);
    expect(body.models).toEqual(['embedded:lexical', 'embedded:focus', 'embedded:guidelines']);
    expect(body.modelsLeftOut).toEqual([]);
    expect(body.consensusReached).toBe(true);
    // A calibrated probability that the answer is good (issue #13): above the abstention threshold.
    expect(body.trustScore).toBeGreaterThan(CALIBRATION.abstainBelow);
    expect(body.trustScore).toBeLessThanOrEqual(1);
    expect(body.sources.length).toBeGreaterThan(0);
    expect(body.sources.length).toBeLessThanOrEqual(5);
    expect(body.sources[0]?.url).toMatch(/^https:\/\/www\.cdc\.gov\//);
    expect(body.answer).toContain('[1]');
    expect(body.answer.endsWith(DISCLAIMER)).toBe(true);
    expect(Date.parse(body.timestamp)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts the question as message, and the same text under both names', async () => {
    const asMessage = await ask({ message: 'How much sleep does an adult need?' });
    const asBoth = await ask({
      question: 'How much sleep does an adult need?',
      message: 'How much sleep does an adult need?',
    });
    expect(asMessage.status).toBe(200);
    expect(asBoth.status).toBe(200);
    expect(asBoth.body.sources).toEqual(asMessage.body.sources);
  });

  it('leads with urgent-care advice for a question with emergency signs', async () => {
    // Act
    const result = await ask({ question: 'my dad has crushing chest pain and is sweating, what do we do' });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.answer.startsWith('This may be an emergency. Call 911')).toBe(true);
    expect(result.body.redFlags).toContainEqual({
      id: 'chest-pain',
      label: 'Chest pain or pressure',
      urgency: 'emergency',
    });
    expect(result.body.answer.endsWith(DISCLAIMER)).toBe(true);
  });

  it('leads with crisis advice for a dangerous reading, from the context too', async () => {
    const result = await ask({
      question: 'Should I worry about my blood pressure?',
      context: 'My home monitor read 190/125 twice this morning.',
    });
    expect(result.status).toBe(200);
    expect(result.body.answer.startsWith('This needs prompt medical attention. Above 180/120 mm Hg')).toBe(
      true,
    );
    expect(result.body.redFlags.map((flag) => flag.id)).toEqual(['hypertensive-crisis']);
  });

  it('declines to answer what the knowledge base does not cover, with a low trust score', async () => {
    const result = await ask({ question: 'How do I replace the brake pads on my car?' });
    expect(result.status).toBe(200);
    expect(result.body.consensusReached).toBe(false);
    expect(result.body.answer).toMatch(/^We could not find a reliable answer/);
    expect(result.body.trustScore).toBeLessThan(0.3);
    expect(result.body.answer.endsWith(DISCLAIMER)).toBe(true);
  });

  it('returns at most maxSources sources, and more sentences when detailed', async () => {
    const short = await ask({ question: 'What vaccines do adults need?', maxSources: 1 });
    const detailed = await ask({ question: 'What vaccines do adults need?', maxSources: 1, detailed: true });
    expect(detailed.body.consensusReached).toBe(true);
    expect(short.body.sources).toHaveLength(1);
    expect(detailed.body.sources).toHaveLength(1);
    expect(detailed.body.answer.length).toBeGreaterThan(short.body.answer.length);
  });
});

describe('POST /api/v1/ask safety routing: rules lead the answer, whatever the models say', () => {
  const ACC_AHA = 'https://www.ahajournals.org/doi/10.1161/HYP.0000000000000065';

  it('calls 85/50 with dizziness low blood pressure needing care today, never normal', async () => {
    const result = await ask({ question: 'my blood pressure is 85/50 and I feel dizzy, what should I do?' });
    expect(result.status).toBe(200);
    expect(result.body.answer).toMatch(
      /^A blood pressure of 85\/50 mm Hg is low blood pressure \(below 90\/60 mm Hg\), according to the American Heart Association\..*needs a clinician today/,
    );
    expect(result.body.answer).not.toMatch(/\bis normal\b/);
    expect(result.body.safety).toContainEqual({ kind: 'reading', id: 'blood-pressure:low' });
  });

  it('answers a blood pressure reading with its 2017 ACC/AHA category, not with anxiety', async () => {
    const result = await ask({ question: '150/95, should I be worried?' });
    expect(result.status).toBe(200);
    expect(result.body.answer).toMatch(
      /^A blood pressure of 150\/95 mm Hg is stage 2 hypertension \(140 systolic or 90 diastolic or higher\) under the 2017 ACC\/AHA High Blood Pressure Guideline\./,
    );
    expect(result.body.answer).not.toMatch(/anxiety/i);
    expect(result.body.sources[0]?.url).toBe(ACC_AHA);
    expect(result.body.answer).toMatch(/\[1\]\./);
    expect(result.body.safety).toEqual([{ kind: 'reading', id: 'blood-pressure:stage-2' }]);
    expect(result.body.breakdown.basis).toBe('rules');
    expect(result.body.answer.endsWith(DISCLAIMER)).toBe(true);
    const record = await t.http.get<TrustBody>(`/api/v1/trust-score/${result.body.id}`, { key: caller.key });
    expect(record.body.breakdown).toEqual(result.body.breakdown);
    expect(record.body.score).toBe(result.body.trustScore);
  });

  it.each([
    ['129/79', 'elevated (120 to 129 systolic and below 80 diastolic)'],
    ['130/80', 'stage 1 hypertension'],
    ['140/90', 'stage 2 hypertension'],
    ['180/120', 'stage 2 hypertension'],
  ])('places %s in its category at the boundary, without a red flag', async (reading, category) => {
    const result = await ask({ question: `My blood pressure was ${reading} this morning. Is that OK?` });
    expect(result.status).toBe(200);
    expect(result.body.answer.startsWith(`A blood pressure of ${reading} mm Hg is ${category}`)).toBe(true);
    expect(result.body.redFlags).toEqual([]);
  });

  it('leads with urgent advice above 180/120, then the category', async () => {
    const result = await ask({ question: 'My blood pressure is 181/121, should I be worried?' });
    expect(result.body.answer.startsWith('This needs prompt medical attention. Above 180/120 mm Hg')).toBe(
      true,
    );
    expect(result.body.answer).toContain('A blood pressure of 181/121 mm Hg is hypertensive crisis');
    expect(result.body.redFlags.map((flag) => flag.id)).toEqual(['hypertensive-crisis']);
    expect(result.body.safety.map((route) => route.kind)).toEqual(['red-flag', 'reading']);
  });

  it('answers a fasting glucose with its ADA 2025 category, in both units', async () => {
    const result = await ask({ question: 'fasting sugar 130' });
    expect(result.status).toBe(200);
    expect(result.body.answer).toMatch(
      /^A fasting blood glucose of 130 mg\/dL \(7\.2 mmol\/L\) is in the diabetes range .* under the ADA Standards of Care in Diabetes 2025\./,
    );
    expect(result.body.sources[0]?.url).toBe('https://diabetesjournals.org/care/issue/48/Supplement_1');
  });

  it('answers an HbA1c with its ADA 2025 category', async () => {
    const result = await ask({ question: 'a1c 6.1' });
    expect(result.body.answer).toMatch(
      /^An HbA1c of 6\.1% is in the prediabetes range \(5\.7% to 6\.4%\) under the ADA Standards of Care in Diabetes 2025\./,
    );
    expect(result.body.safety).toEqual([{ kind: 'reading', id: 'hba1c:prediabetes' }]);
  });

  it('finds red flags in the context only', async () => {
    const result = await ask({
      question: 'What should we do?',
      context: 'My father has crushing chest pain and is sweating.',
    });
    expect(result.body.answer.startsWith('This may be an emergency. Call 911')).toBe(true);
    expect(result.body.redFlags.map((flag) => flag.id)).toEqual(['chest-pain']);
  });

  it('does not fire on a negated sign in the question', async () => {
    const result = await ask({
      question: 'I have no chest pain, only heartburn after meals. What helps heartburn?',
    });
    expect(result.status).toBe(200);
    expect(result.body.redFlags).toEqual([]);
    expect(result.body.answer.startsWith('This may be an emergency')).toBe(false);
  });

  it('routes a medicine with a medicine through the interaction checker', async () => {
    const result = await ask({ question: 'Can I take ibuprofen with warfarin?' });
    expect(result.body.answer).toMatch(
      /^Ibuprofen and warfarin: a major interaction in our interaction sources\./,
    );
    expect(result.body.safety).toEqual([{ kind: 'interaction', id: 'interaction:ibuprofen+warfarin' }]);
    expect(result.body.sources[0]?.url).toBe('https://medlineplus.gov/bloodthinners.html');
  });

  it.each(['Can I drink alcohol with metronidazole?', 'is it ok to drink on metronidazole'])(
    'never answers "limit to 2 drinks" to %s',
    async (question) => {
      const result = await ask({ question });
      expect(result.status).toBe(200);
      expect(result.body.answer).toMatch(
        /^(Alcohol and metronidazole|Metronidazole and alcohol): a (contraindicated combination|major interaction)/,
      );
      expect(result.body.answer).not.toMatch(/\b(2|two) drinks\b|in moderation|limit/i);
      expect(result.body.safety[0]).toMatchObject({
        kind: 'interaction',
        id: 'interaction:ethanol+metronidazole',
      });
      expect(result.body.breakdown.basis).toBe('rules');
    },
  );

  it('says a recognised pair without a finding is not listed in our sources, and advises a pharmacist', async () => {
    const result = await ask({ question: 'Can I take metformin with atorvastatin?' });
    expect(result.body.answer).toMatch(
      /^Our interaction sources list no interaction between metformin and atorvastatin\./,
    );
    expect(result.body.answer).toContain('ask a pharmacist');
  });

  it('leads with Poison Help when a child swallowed pills', async () => {
    const result = await ask({ question: 'My child swallowed some of my blood pressure pills' });
    expect(result.status).toBe(200);
    expect(result.body.answer.startsWith('This may be an emergency.')).toBe(true);
    expect(result.body.answer.split('\n\n')[0]).toContain('1-800-222-1222');
    expect(result.body.redFlags.length).toBeGreaterThan(0);
  });

  it('leads with urgent advice for a feverish toddler who is hard to wake', async () => {
    const result = await ask({
      question: 'my 2 year old has a fever of 39.5 C and is very sleepy and hard to wake up',
    });
    expect(result.body.redFlags.length).toBeGreaterThan(0);
    expect(result.body.answer).toMatch(/^This (may be an emergency|needs prompt medical attention)\./);
  });

  it('answers heat stroke with heat illness, never with brain stroke', async () => {
    const result = await ask({ question: 'signs of heat stroke' });
    expect(result.status).toBe(200);
    expect(result.body.answer).toContain('Heat stroke is an emergency');
    expect(result.body.answer).not.toMatch(/BE FAST|face drooping|blood flow to part of the brain/);
    expect(result.body.sources.map((source) => source.url)).not.toContain(
      'https://www.cdc.gov/stroke/signs-symptoms/index.html',
    );
    expect(result.body.redFlags.map((flag) => flag.id)).not.toContain('stroke-signs');
  });
});

describe('GET /api/v1/trust-score/{responseId}', () => {
  it("returns the answer's trust record, whose score is the answer's trustScore", async () => {
    // Prepare
    const answered = await ask({ question: 'When should I get a colonoscopy?' });

    // Act
    const record = await t.http.get<TrustBody>(`/api/v1/trust-score/${answered.body.id}`, {
      key: caller.key,
    });

    // Assess
    expect(record.status).toBe(200);
    expect(record.body.responseId).toBe(answered.body.id);
    expect(record.body.score).toBe(answered.body.trustScore);
    expect(record.body.breakdown).toEqual(answered.body.breakdown);
    expect(record.body.breakdown.basis).toBe('consensus');
    expect(record.body.models).toEqual(answered.body.models);
    expect(record.body.modelsLeftOut).toEqual([]);
    expect(record.body.unsupportedModels).toEqual([]);
    expect(record.body.consensusReached).toBe(answered.body.consensusReached);
    expect(record.body.timestamp).toBe(answered.body.timestamp);
    const retention = Date.parse(record.body.expiresAt) - Date.parse(record.body.timestamp);
    expect(retention).toBe(90 * 86_400_000);
  });

  it('stores the question under the organization, with a TTL at the end of the retention period', async () => {
    const answered = await ask({ question: 'Is the flu vaccine needed every year?' });
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.answer(caller.orgId, answered.body.id) }),
    );
    expect(Item?.question).toBe('Is the flu vaccine needed every year?');
    expect(Item?.ttl).toBe(Math.floor(Date.parse(String(Item?.expiresAt)) / 1000));
  });

  it("answers 404 for another organization's answer and for an unknown id", async () => {
    // Prepare
    const answered = await ask({ question: 'What is a good LDL cholesterol number?' });
    const stranger = await signUp(t.http);

    // Act
    const foreign = await t.http.get<ErrorBody>(`/api/v1/trust-score/${answered.body.id}`, {
      key: stranger.key,
    });
    const unknown = await t.http.get<ErrorBody>('/api/v1/trust-score/ans_doesnotexist0000000', {
      key: caller.key,
    });

    // Assess
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', requestId: expect.any(String) });
  });

  it('needs an API key', async () => {
    expect((await t.http.get('/api/v1/trust-score/ans_x')).status).toBe(401);
    expect((await t.http.post('/api/v1/ask', { json: { question: 'hi' } })).status).toBe(401);
  });
});

describe('POST /api/v1/ask refuses bad input with 400 and the field at fault', () => {
  const cases: Array<[string, unknown, string]> = [
    ['no question at all', { context: 'x' }, 'body.question'],
    ['question and message differ', { question: 'a?', message: 'b?' }, 'body.message'],
    ['an empty question', { question: '   ' }, 'body.question'],
    ['a question over 4000 characters', { question: 'a'.repeat(4_001) }, 'body.question'],
    ['a question that is not text', { question: 42 }, 'body.question'],
    ['context over 4000 characters', { question: 'asthma?', context: 'b'.repeat(4_001) }, 'body.context'],
    ['detailed that is not a boolean', { question: 'asthma?', detailed: 'yes' }, 'body.detailed'],
    ['maxSources of 0', { question: 'asthma?', maxSources: 0 }, 'body.maxSources'],
    ['maxSources of 21', { question: 'asthma?', maxSources: 21 }, 'body.maxSources'],
    ['maxSources of 2.5', { question: 'asthma?', maxSources: 2.5 }, 'body.maxSources'],
    ['maxSources as text', { question: 'asthma?', maxSources: '5' }, 'body.maxSources'],
    ['an unknown field', { question: 'asthma?', temperature: 2 }, 'body.temperature'],
  ];
  it.each(cases)('%s', async (_label, json, field) => {
    const result = await t.http.post<ErrorBody>('/api/v1/ask', { key: caller.key, json });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
    expect(result.body.details?.map((detail) => detail.path)).toContain(field);
  });

  it('accepts the bounds: a 4000-character question, maxSources 1 and 20', async () => {
    const long = await ask({ question: `What is asthma? ${'Tell me more. '.repeat(284)}`.slice(0, 4_000) });
    const many = await ask({ question: 'high blood pressure', maxSources: 20 });
    expect(long.status).toBe(200);
    expect(many.status).toBe(200);
    expect(many.body.sources.length).toBeLessThanOrEqual(20);
  });
});

describe('POST /api/v1/ask: hidden characters, crisis readings and lab values (hostile tester, round two)', () => {
  it('reads through zero-width characters and look-alike letters before any rule', async () => {
    const hidden = await ask({ question: 'some nights I want to end my li\u200bfe, what should I do?' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.redFlags.map((flag) => flag.id)).toContain('suicidal-thoughts');
    expect(hidden.body.answer).toMatch(/^This may be an emergency\..*988/s);
    const lookAlike = await ask({
      question: 'pressure in my \u0441hest and a cold sweat for twenty minutes',
    });
    expect(lookAlike.body.redFlags.map((flag) => [flag.id, flag.urgency])).toContainEqual([
      'chest-pain',
      'emergency',
    ]);
  });

  it('refuses a question made only of invisible characters, like one of white space', async () => {
    const result = await t.http.post<ErrorBody>('/api/v1/ask', {
      key: caller.key,
      json: { question: '\u200b\u200c\u2060\ufeff\u00ad' },
    });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
    expect(result.body.details?.map((detail) => detail.path)).toContain('body.question');
  });

  it('makes a crisis reading with a target-organ symptom an emergency, as health data does', async () => {
    const result = await ask({ question: 'my monitor says 196/126 and my eyesight went blurry an hour ago' });
    expect(result.status).toBe(200);
    expect(result.body.redFlags).toContainEqual(
      expect.objectContaining({ id: 'hypertensive-emergency', urgency: 'emergency' }),
    );
    expect(result.body.answer).toMatch(/^This may be an emergency\. Call 911/);
    expect(result.body.answer).not.toMatch(/wait five minutes/i);
  });

  it('leads with the labs critical limit and its source for a lab value in the question', async () => {
    const result = await ask({
      question: 'the surgery phoned: my potassium came back at 6.8, which foods help?',
    });
    expect(result.status).toBe(200);
    expect(result.body.redFlags.map((flag) => flag.id)).toContain('lab-critical-2823-3');
    expect(result.body.answer).toMatch(
      /^This needs prompt medical attention\. Potassium 6\.8 mmol\/L is critically high/,
    );
    expect(result.body.sources.map((source) => source.url)).toContain(
      'https://medlineplus.gov/lab-tests/potassium-blood-test/',
    );
    expect(result.body.answer).not.toMatch(/potassium-rich/i);
  });

  it('says a value that cannot be a reading could not be read, and raises no low-glucose alarm', async () => {
    const result = await ask({ question: 'my fasting sugar shows -7 on the meter, is that bad?' });
    expect(result.status).toBe(200);
    expect(result.body.redFlags).toEqual([]);
    expect(result.body.answer).toMatch(/could not be read as a blood glucose reading/);
    expect(result.body.safety).toContainEqual({ kind: 'reading', id: 'glucose:unreadable' });
  });
});

describe('POST /api/v1/ask with configured providers', () => {
  let openAi: FakeOpenAi;
  const saved = { models: process.env.CONSENSUS_MODELS, quorum: process.env.CONSENSUS_QUORUM };

  beforeAll(async () => {
    openAi = await startFakeOpenAi();
  });

  afterEach(() => {
    process.env.CONSENSUS_MODELS = saved.models;
    process.env.CONSENSUS_QUORUM = saved.quorum;
    if (saved.models === undefined) delete process.env.CONSENSUS_MODELS;
    if (saved.quorum === undefined) delete process.env.CONSENSUS_QUORUM;
  });

  afterAll(async () => {
    await openAi.close();
  });

  it('answers 503 MODELS_UNAVAILABLE in the error shape when fewer models than the quorum answer', async () => {
    // Prepare
    process.env.CONSENSUS_MODELS = JSON.stringify([
      { provider: 'openai', baseUrl: openAi.url, model: 'fail', name: 'remote:a' },
      { provider: 'openai', baseUrl: openAi.url, model: 'hang', name: 'remote:b', timeoutMs: 200 },
      { provider: 'embedded' },
    ]);
    process.env.CONSENSUS_QUORUM = '5';

    // Act
    const result = await t.http.post<ErrorBody>('/api/v1/ask', {
      key: caller.key,
      json: { question: 'How is asthma treated?' },
    });

    // Assess
    expect(result.status).toBe(503);
    expect(result.body.code).toBe('MODELS_UNAVAILABLE');
    expect(result.body.error).toMatch(/Only 3 of 5 answer models replied/);
    expect(result.body.details).toEqual([
      { path: 'models.remote:a', message: 'error' },
      { path: 'models.remote:b', message: 'timeout' },
    ]);
    expect(result.body.requestId).toBeTruthy();
    expect(Date.parse(result.body.timestamp)).not.toBeNaN();
  });

  it('records the models left out in the trust record', async () => {
    // Prepare
    process.env.CONSENSUS_MODELS = JSON.stringify([
      { provider: 'openai', baseUrl: openAi.url, model: 'malformed', name: 'remote:a' },
      { provider: 'embedded' },
    ]);
    process.env.CONSENSUS_QUORUM = '3';
    const answered = await ask({ question: 'How is asthma treated?' });

    // Act
    const record = await t.http.get<TrustBody>(`/api/v1/trust-score/${answered.body.id}`, {
      key: caller.key,
    });

    // Assess
    expect(answered.status).toBe(200);
    expect(record.body.modelsLeftOut).toEqual([{ model: 'remote:a', reason: 'malformed' }]);
    expect(record.body.models).toEqual(['embedded:lexical', 'embedded:focus', 'embedded:guidelines']);
  });
});
