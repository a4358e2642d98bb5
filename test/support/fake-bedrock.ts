import { startWireServer } from './wire-server.ts';

/**
 * A local server speaking the Bedrock Runtime Converse wire format (POST /model/{modelId}/converse).
 * Each model id is scripted: a reply text (after `delayMs`, if given), `hang`, `fail` (500 InternalServerException),
 * `throttle` (429 ThrottlingException) or `empty` (a message without text blocks).
 */
type BedrockScript = { text: string; delayMs?: number } | 'hang' | 'fail' | 'throttle' | 'empty';

export interface FakeBedrock {
  endpoint: string;
  script: (modelId: string, behaviour: BedrockScript) => void;
  requests: Array<{
    modelId: string;
    body: { system?: Array<{ text: string }>; messages: unknown[]; inferenceConfig?: unknown };
    headers: Record<string, unknown>;
  }>;
  close: () => Promise<void>;
}

export const startFakeBedrock = async (): Promise<FakeBedrock> => {
  const scripts = new Map<string, BedrockScript>();
  const requests: FakeBedrock['requests'] = [];
  const server = await startWireServer((request, response, raw) => {
    const match = /^\/model\/([^/]+)\/converse$/.exec(request.url ?? '');
    const modelId = decodeURIComponent(match?.[1] ?? '');
    requests.push({ modelId, body: JSON.parse(raw || '{}'), headers: request.headers });
    const json = (status: number, value: unknown, errorType?: string) => {
      response.writeHead(status, {
        'Content-Type': 'application/json',
        ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
      });
      response.end(JSON.stringify(value));
    };
    const behaviour = scripts.get(modelId);
    if (!match || !behaviour)
      return json(404, { message: `no model ${modelId}` }, 'ResourceNotFoundException');
    if (behaviour === 'hang') return;
    if (behaviour === 'fail') return json(500, { message: 'internal failure' }, 'InternalServerException');
    if (behaviour === 'throttle') return json(429, { message: 'slow down' }, 'ThrottlingException');
    const content = behaviour === 'empty' ? [] : [{ text: behaviour.text }];
    const reply = () =>
      json(200, {
        output: { message: { role: 'assistant', content } },
        stopReason: 'end_turn',
        usage: { inputTokens: 12, outputTokens: 8, totalTokens: 20 },
        metrics: { latencyMs: 5 },
      });
    const delayMs = behaviour === 'empty' ? 0 : (behaviour.delayMs ?? 0);
    if (delayMs === 0) return reply();
    const timer = setTimeout(reply, delayMs);
    response.on('close', () => clearTimeout(timer));
  });
  return {
    endpoint: server.origin,
    script: (modelId, behaviour) => scripts.set(modelId, behaviour),
    requests,
    close: server.close,
  };
};
