import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { config } from '../config.ts';

/**
 * Per-group request metrics in CloudWatch's embedded metric format: one EMF line per request,
 * written to stdout, which CloudWatch Logs turns into metrics with no API call. Only on Lambda:
 * locally and in tests nothing is written unless a sink is set.
 */
export const METRICS_NAMESPACE = 'HealthAiConsensus';

export type MetricsSink = (line: string) => void;

const onLambda = (): boolean => config.lambdaFunctionName() !== undefined;
const stdout: MetricsSink = (line) => process.stdout.write(`${line}\n`);
let sink: MetricsSink | undefined;

/** Tests read the EMF lines through this; it also turns metrics on off Lambda. */
export const setMetricsSink = (next: MetricsSink | undefined): MetricsSink | undefined => {
  const previous = sink;
  sink = next;
  return previous;
};

let metrics: Metrics | undefined;
const metricsInstance = (): Metrics => {
  metrics ??= new Metrics({
    namespace: METRICS_NAMESPACE,
    serviceName: config.serviceName(),
  });
  return metrics;
};

export const recordRequestMetrics = (request: {
  group: string;
  status: number;
  durationMs: number;
}): void => {
  const target = sink ?? (onLambda() ? stdout : undefined);
  if (!target) return;
  const m = metricsInstance();
  m.addDimension('group', request.group);
  m.addMetric('Latency', MetricUnit.Milliseconds, request.durationMs);
  m.addMetric('Requests', MetricUnit.Count, 1);
  m.addMetric('ClientErrors', MetricUnit.Count, request.status >= 400 && request.status < 500 ? 1 : 0);
  m.addMetric('ServerErrors', MetricUnit.Count, request.status >= 500 ? 1 : 0);
  // Serialised here rather than through publishStoredMetrics so that the line goes to the sink.
  const line = JSON.stringify(m.serializeMetrics());
  m.clearMetrics();
  m.clearDimensions();
  target(line);
};
