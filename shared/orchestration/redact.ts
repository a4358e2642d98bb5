/**
 * Secrets never outlive the step that created them: API keys (`hcs_…`), webhook signing secrets
 * (`whsec_…`) and portal sessions (`hps_…`) anywhere in a string, and every string under a field
 * named like a credential (`key`, `apiKey`, `secret`, `password`, `token`…), are replaced before a
 * step result is stored, handed to the next state, or becomes the run's output. Workflows may not
 * call the operations that create them (see steps.ts); this is the second line.
 */

export const REDACTED = '[redacted]';

const SECRET_TOKEN = /\b(?:hcs|whsec|hps)_[A-Za-z0-9_-]+/g;
const CREDENTIAL_WORD = /(?:^|[_\-.\s])(?:key|secret|password|passwd|token)$/i;
const CREDENTIAL_CAMEL = /[a-z0-9](?:Key|Secret|Password|Passwd|Token)$/;
/** `key`, `api_key`, `apiKey`, `signingSecret`: the field's last word, so `turkey` or `keyId` are not. */
const isCredentialField = (name: string): boolean =>
  CREDENTIAL_WORD.test(name) || CREDENTIAL_CAMEL.test(name);
const MAX_DEPTH = 64;

const redactString = (value: string): string => value.replace(SECRET_TOKEN, REDACTED);

export const redactSecrets = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string') return redactString(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    // Own data properties only, defined rather than assigned: a "__proto__" field stays a field.
    const redacted =
      typeof item === 'string' && isCredentialField(name) ? REDACTED : redactSecrets(item, depth + 1);
    Object.defineProperty(out, name, {
      value: redacted,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
};

/**
 * A value DynamoDB can store: plain JSON only (the emulator can hand back class instances and
 * functions through a path like `$.constructor`), or undefined when it cannot be made JSON.
 */
export const toPlainJson = (value: unknown): unknown => {
  if (value === undefined) return undefined;
  try {
    const text = JSON.stringify(value);
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
};

/** What a step result or a run output may be stored and shown as: plain JSON without secrets. */
export const storableResult = (value: unknown): unknown => redactSecrets(toPlainJson(value));
