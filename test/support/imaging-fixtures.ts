import { deflateSync } from 'node:zlib';

/**
 * Image fixtures made in code: a tiny DICOM Part 10 writer (explicit VR little endian), PNGs
 * through node:zlib and a minimal JPEG header. No real patient data anywhere.
 */

type Element = { tag: [number, number]; vr: string; value: Buffer };

const LONG_VRS = new Set(['OB', 'OW', 'OF', 'SQ', 'UT', 'UN']);

const even = (buffer: Buffer, pad: number): Buffer =>
  buffer.length % 2 === 0 ? buffer : Buffer.concat([buffer, Buffer.from([pad])]);

const str = (group: number, element: number, vr: string, text: string): Element => ({
  tag: [group, element],
  vr,
  value: even(Buffer.from(text, 'latin1'), vr === 'UI' ? 0 : 0x20),
});
const us = (group: number, element: number, value: number): Element => {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16LE(value, 0);
  return { tag: [group, element], vr: 'US', value: buffer };
};

const encode = ({ tag, vr, value }: Element, declaredLength = value.length): Buffer => {
  const long = LONG_VRS.has(vr);
  const head = Buffer.alloc(long ? 12 : 8);
  head.writeUInt16LE(tag[0], 0);
  head.writeUInt16LE(tag[1], 2);
  head.write(vr, 4, 'latin1');
  if (long) head.writeUInt32LE(declaredLength, 8);
  else head.writeUInt16LE(declaredLength, 6);
  return Buffer.concat([head, value]);
};

export interface DicomOptions {
  modality?: string;
  bodyPart?: string;
  view?: string;
  rows?: number;
  columns?: number;
  bitsAllocated?: 8 | 16;
  photometric?: string;
  samplesPerPixel?: number;
  /** Adds identifying tags (patient name, id, birth date, institution) and a private tag. */
  phi?: boolean;
  burnedIn?: 'YES' | 'NO';
  /** Pixel value at (x, y); default a gradient. */
  pixel?: (x: number, y: number) => number;
  /** Cut the file this many bytes before its end (inside the pixel data). */
  truncateBy?: number;
  /** Write no pixel data at all. */
  noPixels?: boolean;
}

export const PHI_VALUES = {
  name: 'DOE^JANE',
  id: 'MRN-0042',
  birth: '19700101',
  institution: 'St Example Hospital',
};

export const makeDicom = (options: DicomOptions = {}): Buffer => {
  const rows = options.rows ?? 16;
  const columns = options.columns ?? 16;
  const bits = options.bitsAllocated ?? 16;
  const samples = options.samplesPerPixel ?? 1;
  const pixel = options.pixel ?? ((x: number, y: number) => ((x + y) * 97) % (bits === 8 ? 256 : 4096));
  const meta = [
    str(0x0002, 0x0002, 'UI', '1.2.840.10008.5.1.4.1.1.1'),
    str(0x0002, 0x0003, 'UI', '1.2.826.0.1.3680043.2.1125.1'),
    str(0x0002, 0x0010, 'UI', '1.2.840.10008.1.2.1'),
  ];
  const metaBody = Buffer.concat(meta.map((element) => encode(element)));
  const groupLength = Buffer.alloc(4);
  groupLength.writeUInt32LE(metaBody.length, 0);
  const elements: Element[] = [
    str(0x0008, 0x0020, 'DA', '20260301'),
    str(0x0008, 0x0060, 'CS', options.modality ?? 'CR'),
    str(0x0008, 0x0070, 'LO', 'ACME Imaging'),
    ...(options.phi
      ? [
          str(0x0008, 0x0080, 'LO', PHI_VALUES.institution),
          str(0x0010, 0x0010, 'PN', PHI_VALUES.name),
          str(0x0010, 0x0020, 'LO', PHI_VALUES.id),
          str(0x0010, 0x0030, 'DA', PHI_VALUES.birth),
        ]
      : []),
    str(0x0018, 0x0015, 'CS', options.bodyPart ?? 'CHEST'),
    str(0x0018, 0x5101, 'CS', options.view ?? 'PA'),
    us(0x0028, 0x0002, samples),
    str(0x0028, 0x0004, 'CS', options.photometric ?? 'MONOCHROME2'),
    us(0x0028, 0x0010, rows),
    us(0x0028, 0x0011, columns),
    str(0x0028, 0x0030, 'DS', '0.2\\0.2'),
    us(0x0028, 0x0100, bits),
    us(0x0028, 0x0101, bits === 8 ? 8 : 12),
    us(0x0028, 0x0102, bits === 8 ? 7 : 11),
    us(0x0028, 0x0103, 0),
    ...(options.burnedIn ? [str(0x0028, 0x0301, 'CS', options.burnedIn)] : []),
    ...(options.phi ? [str(0x0029, 0x0010, 'LO', 'PRIVATE CREATOR')] : []),
  ];
  const parts = [
    Buffer.alloc(128),
    Buffer.from('DICM', 'latin1'),
    encode({ tag: [0x0002, 0x0000], vr: 'UL', value: groupLength }),
    metaBody,
    ...elements.map((element) => encode(element)),
  ];
  if (!options.noPixels) {
    const bytesPerSample = bits / 8;
    const pixels = Buffer.alloc(rows * columns * samples * bytesPerSample);
    for (let y = 0; y < rows; y++)
      for (let x = 0; x < columns; x++)
        for (let s = 0; s < samples; s++) {
          const at = ((y * columns + x) * samples + s) * bytesPerSample;
          if (bits === 8) pixels[at] = pixel(x, y);
          else pixels.writeUInt16LE(pixel(x, y), at);
        }
    parts.push(encode({ tag: [0x7fe0, 0x0010], vr: bits === 8 ? 'OB' : 'OW', value: even(pixels, 0) }));
  }
  const file = Buffer.concat(parts);
  return options.truncateBy ? file.subarray(0, file.length - options.truncateBy) : file;
};

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};
const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([length, body, crc]);
};

/** An 8-bit PNG (greyscale or RGB) with Sub filters on odd rows, to exercise the unfiltering. */
export const makePng = (
  width: number,
  height: number,
  pixel: (x: number, y: number) => number = (x, y) => (x * 16 + y * 8) % 256,
  options: { rgb?: boolean; truncate?: boolean } = {},
): Buffer => {
  const channels = options.rgb ? 3 : 1;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = options.rgb ? 2 : 0;
  const stride = width * channels;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const filter = y % 2;
    raw[y * (stride + 1)] = filter;
    for (let i = 0; i < stride; i++) {
      const value = pixel(Math.floor(i / channels), y) & 0xff;
      const left = i >= channels ? pixel(Math.floor((i - channels) / channels), y) & 0xff : 0;
      raw[y * (stride + 1) + 1 + i] = filter === 1 ? (value - left) & 0xff : value;
    }
  }
  const file = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return options.truncate ? file.subarray(0, file.length - 20) : file;
};

/** A minimal baseline JPEG header: SOI, APP0 (JFIF), SOF0 and EOI; no scan data. */
export const makeJpegHeader = (width: number, height: number, options: { end?: boolean } = {}): Buffer =>
  Buffer.from([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x10,
    0x4a,
    0x46,
    0x49,
    0x46,
    0x00,
    0x01,
    0x01,
    0x00,
    0x00,
    0x01,
    0x00,
    0x01,
    0x00,
    0x00,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
    ...(options.end === false ? [] : [0xff, 0xd9]),
  ]);
