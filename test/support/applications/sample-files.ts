/** Real, tiny documents of each accepted type, for tests (bytes a parser accepts). */
import { deflateSync } from 'node:zlib';

export function pdfBytes(extra = ''): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n${extra}%%EOF\n`,
  );
}

function crc32(buffer: Buffer): number {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A 2x2 RGB PNG. */
export function pngBytes(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 2x2 baseline JPEG (made with sharp), which a decoder reads to its end. */
const JPEG_2X2 =
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/' +
  '2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAAR' +
  'CAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAA' +
  'AAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCdAHrB/9k=';

export function jpegBytes(): Buffer {
  return Buffer.from(JPEG_2X2, 'base64');
}

/**
 * A valid document of exactly `bytes` bytes (for size limits and benchmarks): the tiny document
 * of that type, padded where its format allows padding — a comment line in the PDF, a private
 * ancillary chunk in the PNG, comment segments in the JPEG — so a reader still opens it.
 */
export function paddedDocument(kind: 'pdf' | 'png' | 'jpg', bytes: number): Buffer {
  if (kind === 'pdf') {
    const base = pdfBytes().length;
    return pdfBytes(`%${'x'.repeat(Math.max(0, bytes - base - 2))}\n`);
  }
  if (kind === 'png') {
    const png = pngBytes();
    const ihdrEnd = 8 + 12 + 13;
    const data = Buffer.alloc(Math.max(0, bytes - png.length - 12), 0x20);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from('prVt', 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([png.subarray(0, ihdrEnd), length, body, crc, png.subarray(ihdrEnd)]);
  }
  const jpeg = jpegBytes();
  let fill = Math.max(0, bytes - jpeg.length);
  const segments: Buffer[] = [];
  while (fill >= 4) {
    // A comment segment: FF FE, a length that counts itself, then at most 65533 bytes.
    let size = Math.min(fill, 65_537);
    // Never leave 1-3 bytes over: no segment is that small.
    if (fill - size > 0 && fill - size < 4) size -= 4;
    const dataLength = size - 4;
    const segment = Buffer.alloc(size, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(dataLength + 2, 2);
    segments.push(segment);
    fill -= segment.length;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}
