import { deflateSync } from 'node:zlib';

/** Grey levels of an image, one per pixel, scaled to 0..1 for the quality checks. */
export interface Raster {
  width: number;
  height: number;
  /** Luminance 0..1 per pixel, row-major. */
  values: Float32Array;
}

type QualityIssue =
  | 'blank'
  | 'underexposed'
  | 'overexposed'
  | 'truncated'
  | 'no-pixel-data'
  | 'photometric-mismatch'
  | 'not-decoded';

export interface QualityCheck {
  issue: QualityIssue;
  message: string;
}

/**
 * Exposure and blankness from a histogram of grey levels: a blank image has one value; more than
 * 60% of pixels within the lowest (highest) 5% of the range is called under- (over-) exposed.
 * Heuristics for a warning, not a technical QA of the study.
 */
export const rasterChecks = (raster: Raster): QualityCheck[] => {
  const { values } = raster;
  if (values.length === 0) return [{ issue: 'no-pixel-data', message: 'The image has no pixels' }];
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let low = 0;
  let high = 0;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
    if (value <= 0.05) low += 1;
    if (value >= 0.95) high += 1;
  }
  if (max - min < 1e-6)
    return [{ issue: 'blank', message: 'Every pixel has the same value: the image is blank' }];
  const checks: QualityCheck[] = [];
  if (low / values.length > 0.6)
    checks.push({
      issue: 'underexposed',
      message: 'Most pixels are near black: the image may be underexposed',
    });
  if (high / values.length > 0.6)
    checks.push({
      issue: 'overexposed',
      message: 'Most pixels are near white: the image may be overexposed',
    });
  return checks;
};

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

const crc32 = (bytes: Uint8Array): number => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Uint8Array): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/** An 8-bit greyscale PNG of a raster (how a DICOM image is shown to vision models). */
export const encodeGreyPng = (raster: Raster): Buffer => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(raster.width, 0);
  ihdr.writeUInt32BE(raster.height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((raster.width + 1) * raster.height);
  for (let y = 0; y < raster.height; y++) {
    const offset = y * (raster.width + 1);
    rows[offset] = 0; // filter: none
    for (let x = 0; x < raster.width; x++) {
      const value = raster.values[y * raster.width + x] ?? 0;
      rows[offset + 1 + x] = Math.round(Math.min(1, Math.max(0, value)) * 255);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array(0)),
  ]);
};
