import { AsyncLocalStorage } from 'node:async_hooks';
import { LogFormatter, LogItem, Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';
import { config } from '../config.ts';

/**
 * Structured JSON logs through Powertools for AWS Lambda. Field names that can carry secrets or
 * health data are dropped whatever their value, and anything shaped like one of our API keys is
 * masked, so a careless call site cannot leak a key, a password or a reading into CloudWatch.
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

const scrub = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string') return value.replace(API_KEY_PATTERN, 'hcs_[redacted]');
  if (value === null || typeof value !== 'object') return value;
  // Deeper than anything we log on purpose: dropped rather than passed on unscrubbed.
  if (depth > 4) return '[truncated]';
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [field, inner] of Object.entries(value)) {
    out[field] = DROPPED_FIELDS.has(field.toLowerCase()) ? '[redacted]' : scrub(inner, depth + 1);
  }
  return out;
};

/**
 * The request a log line belongs to. Held per async context rather than as Powertools' persistent
 * keys: the local runtime serves many requests in one process, where those keys would be shared.
 */
const correlation = new AsyncLocalStorage<{ requestId: string }>();

/** Runs one request's work: every line written within it, however deep, carries its request id. */
export const withRequestId = <T>(requestId: string, work: () => T): T => correlation.run({ requestId }, work);

/** The line keeps the short names the service has always logged: level, time, msg. */
class ServiceLogFormatter extends LogFormatter {
  override formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    const lambda = attributes.lambdaContext;
    const requestId = correlation.getStore()?.requestId;
    return new LogItem({
      attributes: {
        level: attributes.logLevel.toLowerCase(),
        time: attributes.timestamp.toISOString(),
        msg: scrub(attributes.message) as string,
        service: attributes.serviceName,
        ...(requestId ? { correlationId: requestId } : {}),
        ...(attributes.xRayTraceId ? { xrayTraceId: attributes.xRayTraceId } : {}),
        ...(lambda ? { functionName: lambda.functionName, awsRequestId: lambda.awsRequestId } : {}),
        ...(scrub(additional) as LogAttributes),
      },
    });
  }
}

export type LogSink = (line: string) => void;

let sink: LogSink = (line) => process.stdout.write(`${line}\n`);

/** Tests capture log lines through this to prove that nothing sensitive is written. */
export const setLogSink = (next: LogSink): LogSink => {
  const previous = sink;
  sink = next;
  return previous;
};

class ServiceLogger extends PowertoolsLogger {
  protected override printLog(_level: number, log: LogItem): void {
    log.prepareForPrint();
    sink(JSON.stringify(log.getAttributes()));
  }
}

// Made on the first line logged, not at import: constructing it reads its environment and sets up
// its formatter and buffers, init work that a cold start pays before any request otherwise.
let instance: ServiceLogger | undefined;
const powertools = (): ServiceLogger => {
  instance ??= new ServiceLogger({
    serviceName: config.serviceName(),
    logFormatter: new ServiceLogFormatter(),
  });
  return instance;
};

/** A LOG_LEVEL that does not parse is reported at start-up; the logger itself never throws. */
const wantedLevel = (): string => {
  try {
    return config.logLevel();
  } catch {
    return 'info';
  }
};

// The level is read on every call, not once: the CLI and tests set LOG_LEVEL after this module loads.
let appliedLevel: string | undefined;
const syncLevel = (): ServiceLogger => {
  const wanted = wantedLevel();
  if (wanted === appliedLevel) return powertools();
  appliedLevel = wanted;
  powertools().setLogLevel(wanted.toUpperCase() as 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT');
  return powertools();
};

export const logger = {
  debug: (msg: string, fields: Record<string, unknown> = {}) => syncLevel().debug(msg, fields),
  info: (msg: string, fields: Record<string, unknown> = {}) => syncLevel().info(msg, fields),
  warn: (msg: string, fields: Record<string, unknown> = {}) => syncLevel().warn(msg, fields),
  error: (msg: string, fields: Record<string, unknown> = {}) => syncLevel().error(msg, fields),
};

/** What may be logged of an error: its class and a masked message, never a stack with locals. */
export const describeError = (error: unknown): Record<string, unknown> =>
  error instanceof Error
    ? // Messages can quote what a caller sent (a step's error body, a CSV cell): scrubbed and capped.
      { errorName: error.name, errorMessage: String(scrub(error.message)).slice(0, 200) }
    : { errorName: typeof error };
