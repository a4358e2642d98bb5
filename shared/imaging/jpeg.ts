import type { HeaderInfo } from './png.ts';
import { ImageFormatError } from './png.ts';
import type { QualityCheck } from './raster.ts';

export const isJpeg = (bytes: Uint8Array): boolean =>
  bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

// Start-of-frame markers: SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC).
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * Reads a JPEG's frame header (SOFn): dimensions, sample precision and components. Pixels are not
 * decoded (that needs a JPEG decoder): quality checks are header-only and the answer says so.
 */
export const readJpeg = (bytes: Uint8Array): { header: HeaderInfo; quality: QualityCheck[] } => {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) throw new ImageFormatError('The JPEG has a malformed marker');
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    if (isStartOfFrame(marker)) {
      if (offset + 10 > bytes.length) break;
      const header = {
        bitDepth: bytes[offset + 4] ?? 0,
        height: ((bytes[offset + 5] ?? 0) << 8) | (bytes[offset + 6] ?? 0),
        width: ((bytes[offset + 7] ?? 0) << 8) | (bytes[offset + 8] ?? 0),
        channels: bytes[offset + 9] ?? 0,
      };
      if (header.width === 0 || header.height === 0) throw new ImageFormatError('The JPEG frame has no size');
      const quality: QualityCheck[] = [
        { issue: 'not-decoded', message: 'JPEG pixels are not decoded: only the header was checked' },
      ];
      const end = bytes.length >= 2 && bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9;
      if (!end)
        quality.push({
          issue: 'truncated',
          message: 'The JPEG has no end-of-image marker: it may be truncated',
        });
      return { header, quality };
    }
    if (length < 2) throw new ImageFormatError('The JPEG has a malformed segment');
    offset += 2 + length;
  }
  throw new ImageFormatError('The JPEG has no frame header (SOF)');
};
