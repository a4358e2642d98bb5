import { createHash, createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqsError, sendMessage } from '../../../shared/webhooks/sqs.ts';
import { startWireServer, type WireServer } from '../../support/wire-server.ts';

/**
 * The service's own SQS SendMessage (it replaced @aws-sdk/client-sqs in the bundles): what goes on
 * the wire, checked by a SigV4 verifier written here from AWS's description rather than the SDK's
 * signer, and how it meets refusals.
 */
interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: WireServer;
const received: Received[] = [];
/** What the server answers next, one entry per request; then a success. */
const script: Array<{ status: number; body: unknown; md5?: string }> = [];

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

beforeAll(async () => {
  Object.assign(process.env, {
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'AKIDSQSTEST',
    AWS_SECRET_ACCESS_KEY: 'sqs-test-secret',
    AWS_SESSION_TOKEN: 'sqs-test-token',
  });
  delete process.env.DYNAMODB_ENDPOINT;
  server = await startWireServer((request, response, body) => {
    received.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
    const next = script.shift();
    const message = JSON.parse(body) as { MessageBody: string };
    response.writeHead(next?.status ?? 200, { 'Content-Type': 'application/x-amz-json-1.0' });
    response.end(
      JSON.stringify(
        next?.body ?? { MessageId: 'm-1', MD5OfMessageBody: next?.md5 ?? md5(message.MessageBody) },
      ),
    );
  });
});

afterAll(async () => {
  await server.close();
});

const queueUrl = () => `${server.origin}/123456789012/WebhookQueue`;

/** SigV4 as AWS documents it: canonical request, string to sign, derived key. */
const expectedSignature = (request: Received, secret: string): string => {
  const authorization = String(request.headers.authorization);
  const [, scope, signedHeaders] =
    /Credential=[^/]+\/([^,]+), SignedHeaders=([^,]+), Signature=/.exec(authorization) ?? [];
  const [day, region, service] = String(scope).split('/');
  const canonicalHeaders = String(signedHeaders)
    .split(';')
    .map((name) => `${name}:${String(request.headers[name]).trim()}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    request.path,
    '',
    canonicalHeaders,
    signedHeaders,
    createHash('sha256').update(request.body).digest('hex'),
  ].join('\n');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    request.headers['x-amz-date'],
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  const key = hmac(
    hmac(hmac(hmac(`AWS4${secret}`, String(day)), String(region)), String(service)),
    'aws4_request',
  );
  return createHmac('sha256', key).update(stringToSign).digest('hex');
};

describe('SQS SendMessage', () => {
  it('posts the JSON protocol call to the queue URL, signed for SQS with the role credentials', async () => {
    // Act
    await sendMessage({ QueueUrl: queueUrl(), MessageBody: '{"kind":"event"}', DelaySeconds: 300 });

    // Assess
    const request = received.at(-1) as Received;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/');
    expect(request.headers['x-amz-target']).toBe('AmazonSQS.SendMessage');
    expect(request.headers['content-type']).toBe('application/x-amz-json-1.0');
    expect(JSON.parse(request.body)).toEqual({
      QueueUrl: queueUrl(),
      MessageBody: '{"kind":"event"}',
      DelaySeconds: 300,
    });
    expect(request.headers['x-amz-security-token']).toBe('sqs-test-token');
    const authorization = String(request.headers.authorization);
    expect(authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDSQSTEST\/\d{8}\/eu-west-1\/sqs\/aws4_request, /,
    );
    expect(authorization).toMatch(/SignedHeaders=[^,]*host[^,]*x-amz-target/);
    expect(authorization.split('Signature=')[1]).toBe(expectedSignature(request, 'sqs-test-secret'));
  });

  it('retries a throttled or failing SQS, and gives up after three attempts', async () => {
    // Prepare
    const before = received.length;
    script.push(
      { status: 400, body: { __type: 'com.amazonaws.sqs#ThrottlingException', message: 'slow down' } },
      { status: 500, body: { __type: 'com.amazonaws.sqs#InternalError' } },
    );

    // Act
    await sendMessage({ QueueUrl: queueUrl(), MessageBody: 'retried' });

    // Assess
    expect(received.length - before).toBe(3);

    // Prepare
    script.push(...Array.from({ length: 3 }, () => ({ status: 503, body: {} })));

    // Act, Assess
    await expect(sendMessage({ QueueUrl: queueUrl(), MessageBody: 'lost' })).rejects.toMatchObject({
      name: 'SqsError',
      statusCode: 503,
    });
    expect(script).toEqual([]);
  });

  it('does not retry a refusal, and names its type', async () => {
    // Prepare
    const before = received.length;
    script.push({
      status: 400,
      body: { __type: 'com.amazonaws.sqs#QueueDoesNotExist', message: 'The specified queue does not exist.' },
    });

    // Act
    const error = await sendMessage({ QueueUrl: queueUrl(), MessageBody: 'nowhere' }).catch(
      (e: unknown) => e,
    );

    // Assess
    expect(error).toBeInstanceOf(SqsError);
    expect(error).toMatchObject({ code: 'QueueDoesNotExist', statusCode: 400 });
    expect(received.length - before).toBe(1);
  });

  it('fails when SQS reports another MD5 of the body than the one sent', async () => {
    // Prepare
    script.push({ status: 200, body: undefined, md5: md5('something else') });

    // Act, Assess
    await expect(sendMessage({ QueueUrl: queueUrl(), MessageBody: 'mine' })).rejects.toMatchObject({
      code: 'MD5Mismatch',
    });
  });

  it('fails with the network code when SQS cannot be reached', async () => {
    // Act, Assess: nothing listens on port 1 (after the retries).
    await expect(
      sendMessage({ QueueUrl: 'http://127.0.0.1:1/123456789012/Nowhere', MessageBody: 'x' }),
    ).rejects.toMatchObject({ name: 'SqsError', code: 'ECONNREFUSED' });
  });
});
