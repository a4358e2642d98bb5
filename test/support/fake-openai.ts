import type { IncomingMessage, ServerResponse } from 'node:http';
import { startWireServer } from './wire-server.ts';

/**
 * A local server speaking OpenAI's chat-completions wire format. The requested `model` picks the
 * behaviour: `answer:<text>` replies with that text; `hang` never replies; `fail` answers 500;
 * `malformed` answers text that is not JSON; `empty` answers JSON without choices;
 * `barrier:<n>:<text>` replies only once n requests are in flight, which proves they were sent at once;
 * `delay:<ms>:<text>` replies with the text after that many milliseconds. `script(model, behaviour)`
 * gives a fixed model name a behaviour, so one configured panel can be scripted test by test.
 */
interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: { model: string; messages: Array<{ role: string; content: string }>; temperature?: number };
}

export interface FakeOpenAi {
  url: string;
  requests: RecordedRequest[];
  /** Models whose request the client abandoned before an answer (e.g. after a timeout). */
  abandoned: string[];
  script: (model: string, behaviour: string) => void;
  close: () => Promise<void>;
}

const completion = (model: string, content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

export const startFakeOpenAi = async (): Promise<FakeOpenAi> => {
  const requests: RecordedRequest[] = [];
  const waiting: Array<() => void> = [];
  let inFlight = 0;
  const abandoned: string[] = [];
  const scripts = new Map<string, string>();

  const handle = (request: IncomingMessage, response: ServerResponse, raw: string) => {
    const body = JSON.parse(raw) as RecordedRequest['body'];
    requests.push({ path: request.url ?? '', headers: request.headers, body });
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    response.on('close', () => {
      if (!response.writableEnded) abandoned.push(body.model);
    });
    const [behaviour, ...rest] = (scripts.get(body.model) ?? body.model).split(':');
    switch (behaviour) {
      case 'answer':
        return json(200, completion(body.model, rest.join(':')));
      case 'hang':
        return;
      case 'fail':
        return json(500, { error: { message: 'upstream failure', type: 'server_error' } });
      case 'malformed':
        response.writeHead(200, { 'Content-Type': 'application/json' });
        return response.end('this is not json');
      case 'empty':
        return json(200, { id: 'x', choices: [] });
      case 'delay': {
        const timer = setTimeout(
          () => json(200, completion(body.model, rest.slice(1).join(':'))),
          Number(rest[0]),
        );
        response.on('close', () => clearTimeout(timer));
        return;
      }
      case 'barrier': {
        const needed = Number(rest[0]);
        inFlight += 1;
        const reply = () => json(200, completion(body.model, rest.slice(1).join(':')));
        waiting.push(reply);
        if (inFlight >= needed) for (const release of waiting.splice(0)) release();
        return;
      }
      default:
        return json(400, { error: { message: `unknown model ${body.model}` } });
    }
  };

  const server = await startWireServer(handle);
  return {
    url: `${server.origin}/v1`,
    requests,
    abandoned,
    script: (model, behaviour) => {
      scripts.set(model, behaviour);
    },
    close: server.close,
  };
};
