import { describe, expect, it } from 'vitest';
import { duplicateKeys, firstValueWins } from '../../../shared/http/duplicate-keys.ts';

describe('duplicateKeys', () => {
  it('finds a key given twice in one object, with its path, at any depth', () => {
    const json = '{"data":{"bloodGlucose":[{"value":40,"unit":"mg/dL"},{"value":40,"value":100}]}}';
    expect(duplicateKeys(json).map(({ key, path }) => ({ key, path }))).toEqual([
      { key: 'value', path: 'body.data.bloodGlucose[1].value' },
    ]);
    expect(duplicateKeys('{"q":"a","q":"b","q":"c"}').map((d) => d.path)).toEqual(['body.q', 'body.q']);
  });

  it('compares keys as JSON reads them, and leaves keys in other objects and strings alone', () => {
    expect(duplicateKeys('{"a":1,"\\u0061":2}').map((d) => d.key)).toEqual(['a']);
    expect(duplicateKeys('{"a":{"a":1},"b":[{"a":1},{"a":2}],"c":"\\"a\\":1, \\"a\\":2"}')).toEqual([]);
    expect(duplicateKeys('[1,2,{"x":[]},"{}"]')).toEqual([]);
  });

  it('reads the body as it would be if the first of each key won', () => {
    const json = '{"question":"stroke","detailed":true,"question":"breakfast"}';
    expect(firstValueWins(json, duplicateKeys(json))).toEqual({ question: 'stroke', detailed: true });
    const nested = '{"data":{"bloodGlucose":[{"value":40,"value":100,"unit":"mg/dL"}]}}';
    expect(firstValueWins(nested, duplicateKeys(nested))).toEqual({
      data: { bloodGlucose: [{ value: 40, unit: 'mg/dL' }] },
    });
  });
});
