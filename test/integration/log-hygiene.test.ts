import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { convert, UnitError, ucumCode } from '../../shared/clinical/units.ts';
import { signUp, startTestApi, type TestApi } from '../support/local-api.ts';

let t: TestApi;
let key: string;

beforeAll(async () => {
  t = await startTestApi();
  key = (await signUp(t.http)).key;
});

afterAll(async () => {
  await t.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Everything the process writes while `work` runs: both streams and every console method (vitest
 * routes console calls through its own reporter, not always through process.stdout).
 */
const captureOutput = async (work: () => Promise<unknown>): Promise<string> => {
  const written: string[] = [];
  const record = (...args: unknown[]) => {
    written.push(args.map(String).join(' '));
  };
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    record(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    record(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  const methods = (['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((name) =>
    vi.spyOn(console, name).mockImplementation(record),
  );
  try {
    await work();
  } finally {
    for (const spy of [stdout, stderr, ...methods]) spy.mockRestore();
  }
  return written.join('\n');
};

describe('no request text reaches the log through a library', () => {
  it('keeps a unit string UCUM rejects out of stdout and stderr (units.ts)', async () => {
    // Act
    const output = await captureOutput(async () => {
      expect(ucumCode('patient John Smith HIV positive')).toBeUndefined();
      expect(() => convert(1, 'Jane Doe depressed', 'mmol/L')).toThrow(UnitError);
      expect(() => convert(1, 'mmol/L', 'Mary Roe pregnant')).toThrow(UnitError);
    });

    // Assess
    expect(output).not.toMatch(/John Smith|Jane Doe|Mary Roe|Unit requested/);
  });

  it('restores the console after each UCUM call, even one that throws', async () => {
    // Prepare
    const before = console.log;

    // Act
    ucumCode('Carl Poe syphilis');
    expect(() => convert(1, 'kg', 'mmol/L')).toThrow(UnitError);

    // Assess
    expect(console.log).toBe(before);
  });

  it('keeps a rejected unit of POST /labs/interpret, and its bidi characters, out of the log', async () => {
    // Act
    let status = 0;
    const output = await captureOutput(async () => {
      const result = await t.http.post('/api/v1/labs/interpret', {
        key,
        json: { results: [{ test: 'potassium', value: 4.0, unit: 'patient John Smith HIV positive\u202e' }] },
      });
      status = result.status;
    });

    // Assess
    expect(status).toBe(400);
    expect(output).not.toMatch(/John Smith|Unit requested|\u202e/);
  });
});
