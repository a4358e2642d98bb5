import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeBedrock, startFakeBedrock } from '../support/fake-bedrock.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai.ts';
import { makeDicom, makeJpegHeader, makePng, PHI_VALUES } from '../support/imaging-fixtures.ts';
import {
  type ErrorBody,
  type SignedUp,
  signUpTenant,
  startTestApi,
  type TestApi,
} from '../support/local-api.ts';

interface Report {
  format: string;
  study: Record<string, unknown>;
  quality: { acceptable: boolean; checks: Array<{ issue: string }> };
  privacy: { phiDetected: boolean; phiTags: string[]; warnings: string[]; sentToModels: string };
  urgentCare?: string;
  redFlags: Array<{ id: string }>;
  findings: Array<{ finding: string; models: string[] }>;
  modelReads: Array<{ model: string; findings: string[] }>;
  abstained: boolean;
  consensusReached: boolean;
  trustScore: number;
  models: string[];
  modelsLeftOut: Array<{ model: string; reason: string }>;
  notes: string[];
  disclaimer: string;
}
const PATH = '/api/v1/diagnostics/imaging';
const reply = (findings: string[], impression = 'Preliminary read.') =>
  `answer:${JSON.stringify({ findings, impression })}`;

describe('POST /api/v1/diagnostics/imaging', () => {
  let t: TestApi;
  let caller: SignedUp;
  let openAi: FakeOpenAi;
  let bedrock: FakeBedrock;
  const saved = process.env.CONSENSUS_MODELS;

  const post = <T = Report>(json: unknown, key = caller.key) => t.http.post<T>(PATH, { key, json });
  const panel = (...models: Array<{ model: string; timeoutMs?: number; vision?: boolean }>) => {
    process.env.CONSENSUS_MODELS = JSON.stringify([
      { provider: 'embedded' },
      ...models.map(({ model, timeoutMs, vision = true }) => ({
        provider: 'openai',
        baseUrl: openAi.url,
        model,
        name: `vision:${model}`,
        vision,
        ...(timeoutMs ? { timeoutMs } : {}),
      })),
    ]);
  };

  beforeAll(async () => {
    t = await startTestApi();
    openAi = await startFakeOpenAi();
    bedrock = await startFakeBedrock();
    caller = await signUpTenant(t.http, { tier: 'professional' });
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.CONSENSUS_MODELS;
    else process.env.CONSENSUS_MODELS = saved;
  });
  afterAll(async () => {
    await openAi.close();
    await bedrock.close();
    await t.close();
  });

  it('reads a DICOM study with no image model: metadata and quality, findings [] and a note', async () => {
    delete process.env.CONSENSUS_MODELS;
    const result = await post({
      image: makeDicom({ modality: 'CT', bodyPart: 'HEAD', view: 'AXIAL' }).toString('base64'),
    });
    expect(result.status).toBe(200);
    expect(result.body.format).toBe('dicom');
    expect(result.body.study).toMatchObject({
      modality: 'CT',
      bodyPart: 'HEAD',
      width: 16,
      height: 16,
      bitDepth: 16,
    });
    expect(result.body.findings).toEqual([]);
    expect(result.body.notes.join(' ')).toMatch(/No image model is configured/);
    expect(result.body.disclaimer).toMatch(/not a radiologist/);
  });

  it('names PHI tags without echoing values, and sends models pixels only', async () => {
    panel({ model: 'agree-a' }, { model: 'agree-b' });
    openAi.script('agree-a', reply([]));
    openAi.script('agree-b', reply([]));
    const logs = vi.spyOn(process.stdout, 'write');
    const before = openAi.requests.length;
    const image = makeDicom({ phi: true }).toString('base64');
    const result = await post({ image });
    const logged = logs.mock.calls.map((call) => String(call[0])).join('');
    logs.mockRestore();
    expect(result.status).toBe(200);
    expect(result.body.privacy).toMatchObject({ phiDetected: true, sentToModels: 'pixels-only' });
    expect(result.body.privacy.phiTags).toEqual([
      'InstitutionName',
      'PatientBirthDate',
      'PatientID',
      'PatientName',
    ]);
    const sent = JSON.stringify(openAi.requests.slice(before).map((request) => request.body));
    for (const value of Object.values(PHI_VALUES)) {
      expect(JSON.stringify(result.body)).not.toContain(value);
      expect(sent).not.toContain(value);
      expect(logged).not.toContain(value);
    }
    expect(sent).toContain('data:image/png;base64,');
    // Neither the file nor its pixels reach the logs.
    expect(logged).not.toContain(image.slice(-200));
    expect(result.body.consensusReached).toBe(true);
    expect(result.body.findings).toEqual([]);
  });

  it('keeps the findings the vision models agree on; a non-vision model is not asked', async () => {
    panel({ model: 'agree-a' }, { model: 'agree-b' }, { model: 'text-only', vision: false });
    openAi.script('agree-a', reply(['Right lower lobe consolidation']));
    openAi.script('agree-b', reply(['consolidation in the right lower lobe']));
    const before = openAi.requests.length;
    const result = await post({
      image: makePng(8, 8).toString('base64'),
      clinicalContext: 'Fever and cough',
    });
    expect(result.status).toBe(200);
    expect(result.body.findings.map((finding) => finding.finding)).toEqual([
      'Right lower lobe consolidation',
    ]);
    expect(result.body.models).toEqual(['vision:agree-a', 'vision:agree-b']);
    expect(
      openAi.requests
        .slice(before)
        .map((request) => request.body.model)
        .sort(),
    ).toEqual(['agree-a', 'agree-b']);
    expect(result.body.trustScore).toBeGreaterThan(0.5);
  });

  it('abstains when the models disagree, and leads with urgent care for a red flag in any read', async () => {
    panel({ model: 'flag' }, { model: 'other' });
    openAi.script('flag', reply(['Large left pneumothorax']));
    openAi.script('other', reply(['Cardiomegaly']));
    const result = await post({ image: makeDicom({ modality: 'CR' }).toString('base64') });
    expect(result.status).toBe(200);
    expect(result.body.abstained).toBe(true);
    expect(result.body.findings).toEqual([]);
    expect(result.body.trustScore).toBe(0);
    expect(Object.keys(result.body)[0]).toBe('urgentCare');
    expect(result.body.urgentCare).toMatch(/^This may be an emergency/);
    expect(result.body.redFlags.map((flag) => flag.id)).toEqual(['imaging-pneumothorax']);
  });

  it('leaves out a model that hangs or answers malformed, and still answers', async () => {
    panel({ model: 'ok' }, { model: 'hang', timeoutMs: 200 }, { model: 'malformed' });
    openAi.script('ok', reply(['Small left pleural effusion']));
    const result = await post({ image: makePng(8, 8).toString('base64') });
    expect(result.status).toBe(200);
    expect(result.body.modelsLeftOut).toEqual([
      { model: 'vision:hang', reason: 'timeout' },
      { model: 'vision:malformed', reason: 'malformed' },
    ]);
    expect(result.body.findings.map((finding) => finding.finding)).toEqual(['Small left pleural effusion']);
  });

  it('sends Bedrock vision models a Converse image block', async () => {
    process.env.CONSENSUS_MODELS = JSON.stringify([
      {
        provider: 'bedrock',
        modelId: 'vision-model',
        region: 'us-east-1',
        endpoint: bedrock.endpoint,
        vision: true,
      },
    ]);
    bedrock.script('vision-model', { text: JSON.stringify({ findings: ['Free air under the diaphragm'] }) });
    const result = await post({
      image: makeDicom({ modality: 'CR', bodyPart: 'ABDOMEN' }).toString('base64'),
    });
    expect(result.status).toBe(200);
    expect(result.body.findings.map((finding) => finding.finding)).toEqual(['Free air under the diaphragm']);
    expect(result.body.redFlags.map((flag) => flag.id)).toEqual(['imaging-free-air']);
    const sent = JSON.stringify(bedrock.requests.at(-1)?.body.messages);
    expect(sent).toContain('"image":{"format":"png","source":{"bytes":"iVBORw0KGgo');
  });

  it('does not send a blank or truncated image to the models', async () => {
    panel({ model: 'agree-a' });
    const before = openAi.requests.length;
    const blank = await post({ image: makeDicom({ pixel: () => 0 }).toString('base64') });
    const truncated = await post({ image: makeDicom({ truncateBy: 64 }).toString('base64') });
    expect(blank.body.quality.checks.map((check) => check.issue)).toEqual(['blank']);
    expect(truncated.body.quality.checks.map((check) => check.issue)).toContain('truncated');
    expect(openAi.requests.length).toBe(before);
    expect(blank.body.findings).toEqual([]);
  });

  it('reads a JPEG header and says its pixels are not decoded', async () => {
    delete process.env.CONSENSUS_MODELS;
    const result = await post({ image: makeJpegHeader(1024, 768).toString('base64') });
    expect(result.status).toBe(200);
    expect(result.body.study).toMatchObject({ width: 1024, height: 768, bitDepth: 8 });
    expect(result.body.quality.checks.map((check) => check.issue)).toEqual(['not-decoded']);
  });

  it.each([
    [
      'an unknown format',
      { image: Buffer.from('hello, this is not an image').toString('base64') },
      'body.image',
    ],
    ['text that is not base64', { image: 'not base64 at all!!' }, 'body.image'],
    ['a missing image', {}, 'body.image'],
    ['a wrong type', { image: 42 }, 'body.image'],
    ['an unknown field', { image: makePng(4, 4).toString('base64'), patientName: 'x' }, 'body.patientName'],
    [
      'an oversized context',
      { image: makePng(4, 4).toString('base64'), clinicalContext: 'x'.repeat(2_001) },
      'body.clinicalContext',
    ],
  ])('answers 400 for %s', async (_label, json, path) => {
    const result = await post<ErrorBody>(json);
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
    expect(result.body.details?.map((detail) => detail.path)).toContain(path);
  });
});
