import { inflateSync } from 'node:zlib';
import { type QualityCheck, type Raster, rasterChecks } from './raster.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export class ImageFormatError extends Error {
  override name = 'ImageFormatError';
}

export interface HeaderInfo {
  width: number;
  height: number;
  bitDepth: number;
  channels: number;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/**
 * The largest image decoded for quality checks (a zip bomb in IDAT cannot inflate past it); larger
 * ones are checked from the header only.
 */
const MAX_DECODED_PIXELS = 16_000_000;
const MAX_DECODED_BYTES = 64 * 1024 * 1024;

export const isPng = (bytes: Uint8Array): boolean => PNG_SIGNATURE.every((byte, i) => bytes[i] === byte);

const paeth = (a: number, b: number, c: number): number => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/**
 * Reads a PNG's header (IHDR) and, for non-interlaced 8- and 16-bit greyscale or colour images,
 * decodes the pixels with node:zlib for the quality checks. Palette, sub-byte and interlaced images
 * are read from the header only, and the answer says so.
 */
export const readPng = (bytes: Uint8Array): { header: HeaderInfo; quality: QualityCheck[] } => {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < 33 || buffer.toString('latin1', 12, 16) !== 'IHDR')
    throw new ImageFormatError('The PNG has no IHDR header');
  const width = buffer.readUInt32BE(16);
  const height = buffer.readUInt32BE(20);
  const bitDepth = buffer[24] ?? 0;
  const colorType = buffer[25] ?? 0;
  const interlace = buffer[28] ?? 0;
  const channels = CHANNELS[colorType];
  if (!channels || width === 0 || height === 0 || ![1, 2, 4, 8, 16].includes(bitDepth))
    throw new ImageFormatError('The PNG header is not valid');
  const header = { width, height, bitDepth, channels };

  const idat: Buffer[] = [];
  let offset = 8;
  let ended = false;
  while (offset + 8 <= buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    if (offset + 12 + length > buffer.length) break;
    if (type === 'IDAT') idat.push(buffer.subarray(offset + 8, offset + 8 + length));
    if (type === 'IEND') {
      ended = true;
      break;
    }
    offset += 12 + length;
  }
  if (!ended || idat.length === 0)
    return {
      header,
      quality: [{ issue: 'truncated', message: 'The PNG ends before its image data is complete' }],
    };
  if (
    colorType === 3 ||
    bitDepth < 8 ||
    interlace !== 0 ||
    width * height > MAX_DECODED_PIXELS ||
    ((width * channels * bitDepth) / 8 + 1) * height > MAX_DECODED_BYTES
  )
    return {
      header,
      quality: [
        {
          issue: 'not-decoded',
          message:
            'Pixels of this PNG kind (palette, under 8 bits, interlaced or very large) are not decoded; checked from the header only',
        },
      ],
    };
  const bytesPerPixel = (channels * bitDepth) / 8;
  const stride = width * bytesPerPixel;
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(idat), { maxOutputLength: (stride + 1) * height });
  } catch {
    return {
      header,
      quality: [{ issue: 'truncated', message: 'The PNG image data cannot be decompressed' }],
    };
  }
  if (raw.length < (stride + 1) * height)
    return {
      header,
      quality: [{ issue: 'truncated', message: 'The PNG image data is shorter than its size' }],
    };
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? 0;
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0;
      const a = x >= bytesPerPixel ? (pixels[y * stride + x - bytesPerPixel] ?? 0) : 0;
      const b = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0;
      const c = x >= bytesPerPixel && y > 0 ? (pixels[(y - 1) * stride + x - bytesPerPixel] ?? 0) : 0;
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter] ?? 0;
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  const values = new Float32Array(width * height);
  const sampleBytes = bitDepth / 8;
  const colour = channels >= 3 ? 3 : 1;
  for (let i = 0; i < width * height; i++) {
    let sum = 0;
    for (let ch = 0; ch < colour; ch++) {
      const at = i * bytesPerPixel + ch * sampleBytes;
      sum += sampleBytes === 2 ? pixels.readUInt16BE(at) / 65535 : (pixels[at] ?? 0) / 255;
    }
    values[i] = sum / colour;
  }
  const raster: Raster = { width, height, values };
  return { header, quality: rasterChecks(raster) };
};
