import { createHash } from 'node:crypto';
import { NodeHttpHandler, streamCollector } from '@smithy/node-http-handler';
import { SignatureV4 } from '@smithy/signature-v4';
import { config } from '../config.ts';
import { documentClient } from '../data/client.ts';

/**
 * SQS SendMessage, the one SQS call the service makes, over SQS's JSON protocol and signed by the
 * SDK's own SigV4 signer with the store client's credentials and hash (the function role's on
 * Lambda). It replaces @aws-sdk/client-sqs, whose client, command schemas, models and endpoint
 * rules were 43 KB of every bundle that can announce a webhook event, parsed at each cold start
 * for a call few requests make (docs/decisions.md, "Cold starts and bundles"). Like the SDK it
 * sends to the queue URL's host, retries throttling, 5xx and network failures (three attempts,
 * jittered backoff) and checks the body's MD5 that SQS returns.
 */
export interface SendMessageInput {
  QueueUrl: string;
  MessageBody: string;
  DelaySeconds?: number;
}

export class SqsError extends Error {
  override name = 'SqsError';
  constructor(
    message: string,
    /** The SQS error type (`QueueDoesNotExist`, `ThrottlingException`…), or a network code. */
    readonly code: string,
    readonly statusCode?: number,
  ) {
    super(message);
  }
}

const MAX_ATTEMPTS = 3;
const REQUEST_TIMEOUT_MS = 5_000;
const CONNECT_TIMEOUT_MS = 2_000;
const THROTTLING = new Set([
  'ThrottlingException',
  'Throttling',
  'RequestThrottled',
  'RequestThrottledException',
  'KmsThrottled',
  'TooManyRequestsException',
]);

let transport: NodeHttpHandler | undefined;
let signer: SignatureV4 | undefined;

const signerFor = (): SignatureV4 => {
  if (!signer) {
    const store = documentClient().config;
    signer = new SignatureV4({
      service: 'sqs',
      region: config.region(),
      credentials: store.credentials,
      sha256: store.sha256,
    });
  }
  return signer;
};

/** The error type of a JSON protocol answer: `com.amazonaws.sqs#QueueDoesNotExist` → `QueueDoesNotExist`. */
const errorTypeOf = (body: string, headers: Record<string, string>): string => {
  let type = headers['x-amzn-errortype'] ?? '';
  try {
    type = (JSON.parse(body) as { __type?: string }).__type ?? type;
  } catch {
    // Not JSON (a proxy's page): the status decides.
  }
  return (type.split(':')[0] ?? '').split('#').pop() || 'UnknownError';
};

const retryable = (error: SqsError): boolean =>
  error.statusCode === undefined ||
  error.statusCode >= 500 ||
  error.statusCode === 429 ||
  THROTTLING.has(error.code);

const attempt = async (input: SendMessageInput): Promise<void> => {
  const url = new URL(input.QueueUrl);
  const body = JSON.stringify(input);
  const request = await signerFor().sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: '/',
    query: {},
    headers: {
      host: url.host,
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': 'AmazonSQS.SendMessage',
      'content-length': String(Buffer.byteLength(body)),
    },
    body,
  });
  transport ??= new NodeHttpHandler({
    connectionTimeout: CONNECT_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    throwOnRequestTimeout: true,
  });
  let response: Awaited<ReturnType<NodeHttpHandler['handle']>>['response'];
  let text: string;
  try {
    ({ response } = await transport.handle(request as Parameters<NodeHttpHandler['handle']>[0]));
    text = Buffer.from(await streamCollector(response.body)).toString('utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new SqsError(
      `SQS did not answer: ${error instanceof Error ? error.message : String(error)}`,
      typeof code === 'string' ? code : 'NetworkError',
    );
  }
  if (response.statusCode >= 300) {
    const type = errorTypeOf(text, response.headers);
    throw new SqsError(`SQS refused SendMessage: ${type}`, type, response.statusCode);
  }
  const { MD5OfMessageBody } = JSON.parse(text) as { MD5OfMessageBody?: string };
  const expected = createHash('md5').update(input.MessageBody).digest('hex');
  if (MD5OfMessageBody !== expected) {
    throw new SqsError(
      'SQS returned a different MD5 of the message body',
      'MD5Mismatch',
      response.statusCode,
    );
  }
};

export const sendMessage = async (input: SendMessageInput): Promise<void> => {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt(input);
    } catch (error) {
      if (!(error instanceof SqsError) || !retryable(error) || tries >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * 2 ** tries));
    }
  }
};
