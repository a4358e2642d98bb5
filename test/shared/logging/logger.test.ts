import { afterEach, describe, expect, it } from 'vitest';
import { generateApiKey } from '../../../shared/auth/api-key-format.ts';
import { describeError, logger, setLogSink, withRequestId } from '../../../shared/logging/logger.ts';

describe('logger', () => {
  const lines: string[] = [];
  const previousLevel = process.env.LOG_LEVEL;
  let restore: ReturnType<typeof setLogSink> | undefined;

  afterEach(() => {
    if (restore) setLogSink(restore);
    process.env.LOG_LEVEL = previousLevel;
    lines.length = 0;
  });

  it('writes one JSON object per line with level, time and message', () => {
    // Prepare
    process.env.LOG_LEVEL = 'info';
    restore = setLogSink((line) => lines.push(line));

    // Act
    logger.info('request', { status: 200 });

    // Assess
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 'info', msg: 'request', status: 200 });
  });

  it('drops what is nested deeper than it scrubs, and caps and scrubs error messages', () => {
    process.env.LOG_LEVEL = 'info';
    restore = setLogSink((line) => lines.push(line));
    const { key } = generateApiKey();

    logger.info('deep', { a: { b: { c: { d: { e: { password: 'hunter2hunter2' } } } } } });
    const described = describeError(new Error(`step failed: ${key} ${'x'.repeat(500)}`));

    expect(lines.join('\n')).not.toContain('hunter2');
    expect(lines.join('\n')).toContain('[truncated]');
    expect(String(described.errorMessage)).not.toContain(key);
    expect(String(described.errorMessage).length).toBeLessThanOrEqual(200);
  });

  it('drops secret and health fields and masks anything shaped like an API key', () => {
    process.env.LOG_LEVEL = 'info';
    restore = setLogSink((line) => lines.push(line));
    const { key } = generateApiKey();

    logger.info('careless call', {
      password: 'hunter2hunter2',
      apiKey: key,
      headers: { 'X-API-Key': key, authorization: 'Bearer abc' },
      note: `client sent ${key}`,
      body: { glucose: 250 },
      data: { bloodPressure: [{ systolic: 190 }] },
    });

    const line = lines[0] ?? '';
    expect(line).not.toContain(key);
    expect(line).not.toContain('hunter2');
    expect(line).not.toContain('Bearer abc');
    expect(line).not.toContain('250');
    expect(line).not.toContain('190');
    expect(JSON.parse(line).note).toBe('client sent hcs_[redacted]');
  });

  it('carries the request id of its async context as correlationId, and no other', async () => {
    process.env.LOG_LEVEL = 'info';
    restore = setLogSink((line) => lines.push(line));
    const request = (id: string) =>
      withRequestId(id, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        logger.info('done');
      });

    await Promise.all([request('req-a'), request('req-b')]);
    logger.info('outside');

    const ids = lines.map((line) => (JSON.parse(line) as { correlationId?: string }).correlationId);
    expect(ids.slice(0, 2).sort()).toEqual(['req-a', 'req-b']);
    expect(ids[2]).toBeUndefined();
  });

  it('stays silent below its level', () => {
    process.env.LOG_LEVEL = 'warn';
    restore = setLogSink((line) => lines.push(line));
    logger.info('not shown');
    logger.warn('shown');
    expect(lines).toHaveLength(1);
  });
});
