/**
 * Reads a fetch response's body as text, or undefined once it passes `limit` bytes (declared or
 * counted). The stream is cancelled then, so a runaway upstream cannot fill the function's memory.
 */
export const readBodyWithin = async (response: Response, limit: number): Promise<string | undefined> => {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
};
