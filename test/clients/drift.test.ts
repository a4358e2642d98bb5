import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_FILES, generatePython, generateTypeScript, operationsOf } from '../../clients/generate.ts';
import { startTestApi, type TestApi } from '../support/local-api.ts';

type Json = Record<string, unknown>;

let t: TestApi;
let served: Json;

beforeAll(async () => {
  t = await startTestApi();
  served = (await t.http.get<Json>('/api/v1/openapi.json')).body;
});

afterAll(async () => {
  await t.close();
});

const STALE = 'the committed client is stale: run `npm run clients` and commit the result';

describe('client libraries generated from the served OpenAPI document', () => {
  it('the TypeScript types and methods match the served document', () => {
    expect(readFileSync(GENERATED_FILES.typescript, 'utf8') === generateTypeScript(served), STALE).toBe(true);
  });

  it('the Python TypedDicts and methods match the served document', () => {
    expect(readFileSync(GENERATED_FILES.python, 'utf8') === generatePython(served), STALE).toBe(true);
  });

  it('every operation has a unique camelCase id and named request and response schemas', () => {
    const operations = operationsOf(served);
    expect(operations.length).toBeGreaterThan(0);
    const schemas = (served.components as { schemas: Json }).schemas;
    for (const operation of operations) {
      if (operation.requestSchema) expect(schemas[operation.requestSchema]).toBeDefined();
      if (operation.responseSchema) expect(schemas[operation.responseSchema]).toBeDefined();
    }
  });

  it('every parameter has a description, and info has a licence and a contact', () => {
    const info = served.info as Json;
    expect(info.license).toMatchObject({ name: expect.any(String) });
    expect(info.contact).toMatchObject({ name: expect.any(String) });
    for (const operation of operationsOf(served)) {
      for (const parameter of [...operation.pathParams, ...operation.queryParams]) {
        expect(parameter.description, `${operation.operationId} ${parameter.name}`).toBeTruthy();
      }
    }
  });

  it('fails on a document that has drifted', () => {
    const paths = served.paths as Record<string, Record<string, Json>>;
    const drifted = structuredClone(served);
    const health = (drifted.paths as typeof paths)['/api/v1/health']?.get as Json;
    health.summary = 'Renamed';
    expect(generateTypeScript(drifted)).not.toBe(generateTypeScript(served));
    expect(generatePython(drifted)).not.toBe(generatePython(served));
  });

  it('refuses a document whose operation ids are not fit for generation', () => {
    const drifted = structuredClone(served);
    const health = (drifted.paths as Record<string, Record<string, Json>>)['/api/v1/health']?.get as Json;
    health.operationId = 'get-health';
    expect(() => operationsOf(drifted)).toThrow(/camelCase/);
  });
});
