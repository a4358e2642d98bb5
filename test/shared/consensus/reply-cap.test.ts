import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askModels, type ModelRequest } from '../../../shared/consensus/models.ts';
import { bedrockModel } from '../../../shared/consensus/providers/bedrock.ts';
import { openAiCompatibleModel } from '../../../shared/consensus/providers/openai-compatible.ts';
import { MAX_REPLY_BYTES } from '../../../shared/consensus/providers/reply-cap.ts';
import { passage } from '../../factories/passages.ts';

/**
 * A model endpoint that answers with a reply far over the cap: streamed without a length, or
 * declared up front by Content-Length. It records how many bytes it managed to send before the
 * client hung up, to show the reply was cut rather than read whole.
 */
const HUGE_BYTES = 64 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');
let server: Server;
let url: string;
const sent: Record<string, number> = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    const mode = request.url?.includes('declared') ? 'declared' : 'streamed';
    request.resume();
    request.on('end', () => {
      response.writeHead(200, {
        'Content-Type': 'application/json',
        ...(mode === 'declared' ? { 'Content-Length': String(HUGE_BYTES) } : {}),
      });
      let written = 0;
      const pump = () => {
        while (written < HUGE_BYTES && !response.destroyed) {
          written += CHUNK.length;
          sent[mode] = written;
          if (!response.write(CHUNK)) return void response.once('drain', pump);
        }
        if (!response.destroyed) response.end();
      };
      response.on('error', () => undefined);
      pump();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const request: ModelRequest = {
  question: 'How is asthma treated?',
  passages: [
    passage({ id: 'condition-asthma', title: 'Asthma', text: 'Inhaled corticosteroids control asthma.' }),
  ],
  detailed: false,
};

describe('model replies over the size cap', () => {
  it('caps replies at a megabyte by default', () => {
    expect(MAX_REPLY_BYTES).toBe(1024 * 1024);
  });

  it.each(['streamed', 'declared'])(
    'an OpenAI-compatible reply %s past the cap is malformed, and is not read whole',
    async (mode) => {
      const model = openAiCompatibleModel({
        name: `big:${mode}`,
        baseUrl: `${url}/${mode}/v1`,
        model: 'm',
        timeoutMs: 20_000,
      });
      const result = await askModels([model], request, 0);
      expect(result.answers).toEqual([]);
      expect(result.failures).toEqual([{ model: `big:${mode}`, reason: 'malformed' }]);
      expect(sent[mode] ?? 0).toBeLessThan(HUGE_BYTES);
    },
  );

  it('a Bedrock reply past the cap is malformed too', async () => {
    const model = bedrockModel({
      name: 'bedrock:big',
      modelId: 'big-model',
      region: 'us-east-1',
      endpoint: `${url}/streamed`,
      timeoutMs: 20_000,
    });
    const result = await askModels([model], request, 0);
    expect(result.failures).toEqual([{ model: 'bedrock:big', reason: 'malformed' }]);
  });
});
