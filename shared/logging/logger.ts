/**
 * Structured JSON logs. Field names that can carry secrets or health data are dropped whatever their
 * value, and anything shaped like one of our API keys is masked, so a careless call site cannot leak
 * a key, a password or a reading into CloudWatch.
 */
const DROPPED_FIELDS = new Set([
  'password',
  'passwordhash',
  'key',
  'apikey',
  'x-api-key',
  'authorization',
  'secret',
  'secrethash',
  'token',
  'body',
  'question',
  'message_text',
  'data',
]);

const API_KEY_PATTERN = /hcs_[0-9A-Za-z]{12}[0-9A-Za-z]{38}/g;

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof LEVELS;

const scrub = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string') return value.replace(API_KEY_PATTERN, 'hcs_[redacted]');
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [field, inner] of Object.entries(value)) {
    out[field] = DROPPED_FIELDS.has(field.toLowerCase()) ? '[redacted]' : scrub(inner, depth + 1);
  }
  return out;
};

export type LogSink = (line: string) => void;

let sink: LogSink = (line) => process.stdout.write(`${line}\n`);

/** Tests capture log lines through this to prove that nothing sensitive is written. */
export const setLogSink = (next: LogSink): LogSink => {
  const previous = sink;
  sink = next;
  return previous;
};

const write = (level: Level, msg: string, fields: Record<string, unknown> = {}): void => {
  const threshold = LEVELS[(process.env.LOG_LEVEL as Level) ?? 'info'] ?? LEVELS.info;
  if (LEVELS[level] < threshold || process.env.LOG_LEVEL === 'silent') return;
  const entry = scrub({ level, time: new Date().toISOString(), msg, ...fields });
  sink(JSON.stringify(entry));
};

export const logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
};

/** What may be logged of an error: its class and a masked message, never a stack with locals. */
export const describeError = (error: unknown): Record<string, unknown> =>
  error instanceof Error
    ? { errorName: error.name, errorMessage: error.message }
    : { errorName: typeof error };
