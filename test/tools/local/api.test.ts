import { afterAll, describe, expect, it } from 'vitest';
import { setLogSink } from '../../../shared/logging/logger.ts';
import { ensureTable, startEmbeddedStore } from '../../../tools/local/store.ts';
import { signUp, startTestApi, type TestApi } from '../../support/local-api.ts';

const cleanups: Array<() => Promise<void>> = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('local API', () => {
  it('uses any DynamoDB endpoint given instead of the embedded store, creating its table', async () => {
    // Prepare: a separate store, as DYNAMODB_ENDPOINT would name one.
    const external = await startEmbeddedStore();
    cleanups.push(external.close);

    // Act
    const t: TestApi = await startTestApi({ dynamoEndpoint: external.endpoint, tableName: 'external-table' });
    cleanups.push(t.close);
    const account = await signUp(t.http);

    // Assess: the data went to that store, and the table exists there.
    expect(t.api.storeEndpoint).toBe(external.endpoint);
    expect((await t.http.get('/api/v1/users/me', { key: account.key })).status).toBe(200);
    await expect(ensureTable(external.endpoint, 'external-table')).resolves.toBeUndefined();
  });

  it('writes structured request logs that never contain keys, passwords or bodies', async () => {
    // Prepare
    const lines: string[] = [];
    const previousLevel = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    const restore = setLogSink((line) => lines.push(line));
    const t = await startTestApi();
    cleanups.push(t.close);
    const password = 'a very particular passphrase';

    try {
      // Act
      const account = await signUp(t.http, { password, name: 'Log Probe' });
      await t.http.get('/api/v1/users/me', { key: account.key });
      await t.http.post('/api/v1/api-keys', { key: account.key, json: { name: 'logged?' } });
      await t.http.post('/api/v1/api-keys', {
        key: account.key,
        body: `{"name":"${password}"`,
        headers: { 'Content-Type': 'application/json' },
      });

      // Assess
      expect(lines.length).toBeGreaterThanOrEqual(7);
      for (const line of lines) {
        const entry = JSON.parse(line) as Record<string, unknown>;
        expect(entry).toMatchObject({
          level: expect.any(String),
          time: expect.any(String),
          msg: expect.any(String),
        });
        expect(line).not.toContain(account.key);
        expect(line).not.toContain(password);
        expect(line).not.toContain('Log Probe');
        expect(line).not.toContain('logged?');
      }
      const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request');
      expect(requests.map((entry) => entry.status)).toEqual([201, 200, 201, 400]);
      expect(requests[1]).toMatchObject({
        resource: '/api/v1/users/me',
        orgId: account.orgId,
        keyId: account.keyId,
      });
    } finally {
      setLogSink(restore);
      process.env.LOG_LEVEL = previousLevel;
    }
  });
});
