import { Transform, type TransformCallback } from 'node:stream';
import { NodeHttpHandler, type NodeHttpHandlerOptions } from '@smithy/node-http-handler';
import { readBodyWithin } from '../../http/read-capped.ts';
import { MalformedModelResponseError } from '../models.ts';

/**
 * The most bytes a model's reply may have. An answer of 1,200 tokens is a few kilobytes of JSON; a
 * megabyte leaves room for verbose providers while a runaway or hostile endpoint (one sent 200 MB)
 * can no longer fill the function's memory. A bigger reply is malformed: the model is left out.
 */
export const MAX_REPLY_BYTES = 1024 * 1024;

const tooLarge = (name: string, limit: number) =>
  new MalformedModelResponseError(`${name} answered more than ${limit} bytes`);

/** A model's reply as text; past `limit` bytes it is malformed (the stream is cancelled). */
export const readCapped = async (response: Response, limit: number, name: string): Promise<string> => {
  const text = await readBodyWithin(response, limit);
  if (text === undefined) throw tooLarge(name, limit);
  return text;
};

/** Passes bytes through until `limit`, then fails the stream with a malformed-reply error. */
class ByteCap extends Transform {
  private size = 0;
  constructor(
    private readonly limit: number,
    private readonly name: string,
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limit) done(tooLarge(this.name, this.limit));
    else done(null, chunk);
  }
}

/**
 * The SDK's Node HTTP handler with a cap on the response body: the SDK reads whole bodies, so the
 * cap sits in the stream it reads from, and the connection is dropped when the cap is passed.
 */
export class CappedHttpHandler extends NodeHttpHandler {
  constructor(
    private readonly limit: number,
    private readonly name: string,
    options?: NodeHttpHandlerOptions,
  ) {
    super(options);
  }

  override async handle(
    ...[request, options]: Parameters<NodeHttpHandler['handle']>
  ): ReturnType<NodeHttpHandler['handle']> {
    const result = await super.handle(request, options);
    const { response } = result;
    const declared = Number(response.headers['content-length']);
    const source = response.body as NodeJS.ReadableStream & { destroy?: (error?: Error) => void };
    if (Number.isFinite(declared) && declared > this.limit) {
      source.destroy?.();
      throw tooLarge(this.name, this.limit);
    }
    const capped = new ByteCap(this.limit, this.name);
    capped.on('error', () => source.destroy?.());
    response.body = source.pipe(capped);
    return result;
  }
}
