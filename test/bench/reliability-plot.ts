import { deflateSync } from 'node:zlib';

/**
 * A reliability diagram as a PNG, drawn with a tiny rasteriser and encoded with node:zlib (no
 * image libraries): predicted probability across, observed share of good answers up, the
 * diagonal for perfect calibration, one bar per bin (its width the bin, its height the observed
 * share, a dot at the mean prediction), tick labels in a 3×5 pixel font.
 */
type Rgb = readonly [number, number, number];

class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3).fill(255);
  }

  set(x: number, y: number, color: Rgb): void {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return;
    this.pixels.set(color, (py * this.width + px) * 3);
  }

  rect(x0: number, y0: number, x1: number, y1: number, color: Rgb): void {
    for (let y = Math.round(Math.min(y0, y1)); y <= Math.round(Math.max(y0, y1)); y += 1)
      for (let x = Math.round(Math.min(x0, x1)); x <= Math.round(Math.max(x0, x1)); x += 1)
        this.set(x, y, color);
  }

  line(x0: number, y0: number, x1: number, y1: number, color: Rgb, thickness = 1): void {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let i = 0; i <= steps; i += 1) {
      const x = x0 + ((x1 - x0) * i) / steps;
      const y = y0 + ((y1 - y0) * i) / steps;
      this.rect(
        x - (thickness - 1) / 2,
        y - (thickness - 1) / 2,
        x + (thickness - 1) / 2,
        y + (thickness - 1) / 2,
        color,
      );
    }
  }

  text(x: number, y: number, text: string, color: Rgb, scale = 2): void {
    let cursor = x;
    for (const char of text) {
      const glyph = FONT[char];
      if (glyph)
        glyph.forEach((row, r) => {
          for (let c = 0; c < 3; c += 1)
            if (row & (4 >> c))
              this.rect(
                cursor + c * scale,
                y + r * scale,
                cursor + (c + 1) * scale - 1,
                y + (r + 1) * scale - 1,
                color,
              );
        });
      cursor += 4 * scale;
    }
  }
}

/** 3×5 glyphs, one bit per pixel, rows top to bottom. */
const FONT: Record<string, readonly number[]> = {
  '0': [7, 5, 5, 5, 7],
  '1': [2, 6, 2, 2, 7],
  '2': [7, 1, 7, 4, 7],
  '3': [7, 1, 7, 1, 7],
  '4': [5, 5, 7, 1, 1],
  '5': [7, 4, 7, 1, 7],
  '6': [7, 4, 7, 5, 7],
  '7': [7, 1, 1, 1, 1],
  '8': [7, 5, 7, 5, 7],
  '9': [7, 5, 7, 1, 7],
  '.': [0, 0, 0, 0, 2],
  ' ': [0, 0, 0, 0, 0],
  n: [0, 6, 5, 5, 5],
  '=': [0, 7, 0, 7, 0],
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Uint8Array): number => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Uint8Array): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const encodePng = (canvas: Canvas): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(canvas.width, 0);
  header.writeUInt32BE(canvas.height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const raw = Buffer.alloc((canvas.width * 3 + 1) * canvas.height);
  for (let y = 0; y < canvas.height; y += 1) {
    raw[y * (canvas.width * 3 + 1)] = 0;
    Buffer.from(canvas.pixels.buffer, y * canvas.width * 3, canvas.width * 3).copy(
      raw,
      y * (canvas.width * 3 + 1) + 1,
    );
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
};

export interface Bin {
  from: number;
  to: number;
  count: number;
  meanPredicted: number;
  observed: number;
}

/** Equal-width bins of predicted probability, with the mean prediction and observed share of each. */
const reliabilityBins = (samples: ReadonlyArray<{ p: number; good: boolean }>, binCount = 10): Bin[] =>
  Array.from({ length: binCount }, (_, i) => {
    const from = i / binCount;
    const to = (i + 1) / binCount;
    const inBin = samples.filter(({ p }) => (i === binCount - 1 ? p >= from : p >= from && p < to));
    return {
      from,
      to,
      count: inBin.length,
      meanPredicted: inBin.reduce((sum, { p }) => sum + p, 0) / Math.max(1, inBin.length),
      observed: inBin.filter(({ good }) => good).length / Math.max(1, inBin.length),
    };
  });

/** Expected calibration error: the bins' |observed − predicted|, weighted by their counts. */
export const expectedCalibrationError = (samples: ReadonlyArray<{ p: number; good: boolean }>): number =>
  reliabilityBins(samples).reduce(
    (sum, bin) =>
      sum + (bin.count / Math.max(1, samples.length)) * Math.abs(bin.observed - bin.meanPredicted),
    0,
  );

export const reliabilityPng = (samples: ReadonlyArray<{ p: number; good: boolean }>): Buffer => {
  const size = 360;
  const margin = 48;
  const canvas = new Canvas(size + margin + 16, size + margin + 16);
  const x = (p: number) => margin + p * size;
  const y = (p: number) => 16 + (1 - p) * size;
  const grey: Rgb = [200, 200, 200];
  const black: Rgb = [0, 0, 0];
  for (let t = 0; t <= 10; t += 1) {
    canvas.line(x(t / 10), y(0), x(t / 10), y(1), [235, 235, 235]);
    canvas.line(x(0), y(t / 10), x(1), y(t / 10), [235, 235, 235]);
  }
  for (const bin of reliabilityBins(samples)) {
    if (bin.count === 0) continue;
    canvas.rect(x(bin.from) + 3, y(bin.observed), x(bin.to) - 3, y(0), [120, 160, 220]);
    canvas.rect(
      x(bin.meanPredicted) - 3,
      y(bin.observed) - 3,
      x(bin.meanPredicted) + 3,
      y(bin.observed) + 3,
      [200, 60, 40],
    );
    // The number of answers in the bin, just above its bar.
    canvas.text(x(bin.from) + 6, y(bin.observed) - 16, String(bin.count), [60, 60, 60], 2);
  }
  canvas.line(x(0), y(0), x(1), y(1), grey, 2);
  canvas.line(x(0), y(0), x(1), y(0), black, 2);
  canvas.line(x(0), y(0), x(0), y(1), black, 2);
  for (const t of [0, 0.5, 1]) {
    const label = t === 0.5 ? '0.5' : String(t);
    canvas.text(x(t) - label.length * 4, y(0) + 8, label, black, 2);
    canvas.text(x(0) - 10 - label.length * 8, y(t) - 5, label, black, 2);
  }
  canvas.text(x(0.62), y(0.06), `n=${samples.length}`, black, 2);
  return encodePng(canvas);
};
