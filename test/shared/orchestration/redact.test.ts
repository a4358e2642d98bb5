import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets, storableResult } from '../../../shared/orchestration/redact.ts';

describe('redactSecrets', () => {
  it('redacts API keys, webhook secrets and credential-named fields anywhere, and keeps the rest', () => {
    // Act
    const redacted = redactSecrets({
      key: 'hcs_abcdefABCDEF0123456789',
      id: 'key_1',
      keyId: 'key_1',
      prefix: 'hcs_abcd',
      nested: [{ secret: 'whsec_c2VjcmV0', signingSecret: 'x', password: 'p', accessToken: 't' }],
      note: 'my key is hcs_abcdefABCDEF0123456789, my secret whsec_c2VjcmV0',
      inputTokens: 12,
      turkey: 'roast',
    });

    // Assess
    expect(redacted).toEqual({
      key: REDACTED,
      id: 'key_1',
      keyId: 'key_1',
      prefix: REDACTED,
      nested: [{ secret: REDACTED, signingSecret: REDACTED, password: REDACTED, accessToken: REDACTED }],
      note: `my key is ${REDACTED}, my secret ${REDACTED}`,
      inputTokens: 12,
      turkey: 'roast',
    });
  });

  it('stores class instances and functions as plain JSON, and what cannot be JSON not at all', () => {
    class Box {
      constructor(readonly size = 2) {}
    }
    expect(storableResult({ box: new Box(), fn: () => 1, name: Object })).toEqual({ box: { size: 2 } });
    expect(storableResult(10n)).toBeUndefined();
  });
});
