/**
 * The documents the upload endpoint must refuse, each with the status and error code it must
 * answer. Shared by the in-process server tests (applications.test.ts) and the tests over HTTP
 * against the production server (e2e/applications-api.spec.ts), so both check the same list.
 */
import { jpegBytes, pdfBytes, pngBytes } from './sample-files';

export interface BadDocument {
  /** What is wrong, for the failure message. */
  what: string;
  slot: string;
  body: () => BodyInit;
  status: number;
  code: string;
  headers?: Record<string, string>;
}

/** A multipart body with one `file` field per file, as a browser's FormData sends it. */
export function documentForm(files: { name: string; bytes: Buffer; type?: string }[]): FormData {
  const data = new FormData();
  for (const file of files) {
    data.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return data;
}

export const badDocuments: BadDocument[] = [
  {
    what: 'a .png photo whose bytes are a PDF',
    slot: 'photo',
    body: () => documentForm([{ name: 'photo.png', bytes: pdfBytes(), type: 'image/png' }]),
    status: 415,
    code: 'wrong_type',
  },
  {
    what: 'a .png photo whose bytes are a script',
    slot: 'photo',
    body: () =>
      documentForm([
        { name: 'photo.png', bytes: Buffer.from('<script>alert(1)</script>'), type: 'image/png' },
      ]),
    status: 415,
    code: 'wrong_type',
  },
  {
    what: 'the five bytes %PDF- and nothing of a PDF after them',
    slot: 'id',
    body: () => documentForm([{ name: 'id.pdf', bytes: Buffer.from('%PDF-') }]),
    status: 415,
    code: 'wrong_type',
  },
  {
    what: 'a PDF header followed by garbage',
    slot: 'certificate',
    body: () =>
      documentForm([
        {
          name: 'certificate.pdf',
          bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(9000, 0x41)]),
        },
      ]),
    status: 415,
    code: 'wrong_type',
  },
  {
    what: 'a PNG signature and header followed by garbage',
    slot: 'photo',
    body: () =>
      documentForm([
        {
          name: 'photo.png',
          bytes: Buffer.concat([pngBytes().subarray(0, 33), Buffer.alloc(4000, 0x41)]),
        },
      ]),
    status: 415,
    code: 'wrong_type',
  },
  {
    what: 'a JPEG cut off in the middle of its image data',
    slot: 'photo',
    body: () => documentForm([{ name: 'photo.jpg', bytes: jpegBytes().subarray(0, 200) }]),
    status: 415,
    code: 'wrong_type',
  },
  {
    what: 'a program',
    slot: 'id',
    body: () => documentForm([{ name: 'id.exe', bytes: Buffer.from('MZ\x90\x00\x03') }]),
    status: 415,
    code: 'wrong_type',
  },
  {
    what: 'an empty file',
    slot: 'id',
    body: () => documentForm([{ name: 'empty.pdf', bytes: Buffer.alloc(0) }]),
    status: 400,
    code: 'empty_file',
  },
  {
    what: 'two files in one request',
    slot: 'id',
    body: () =>
      documentForm([
        { name: 'a.pdf', bytes: pdfBytes() },
        { name: 'b.pdf', bytes: pdfBytes() },
      ]),
    status: 400,
    code: 'one_file',
  },
  {
    what: 'a file name with path separators',
    slot: 'id',
    body: () => documentForm([{ name: '../../etc/passwd.pdf', bytes: pdfBytes() }]),
    status: 400,
    code: 'bad_file_name',
  },
  {
    // busboy already rejects the header that carries it.
    what: 'a file name with a control character',
    slot: 'id',
    body: () => documentForm([{ name: 'id\u0007.pdf', bytes: pdfBytes() }]),
    status: 400,
    code: 'malformed',
  },
  {
    what: 'a body that is not multipart',
    slot: 'id',
    body: () => 'not multipart',
    status: 415,
    code: 'not_multipart',
    headers: { 'content-type': 'text/plain' },
  },
  {
    what: 'a multipart body cut short before its closing boundary',
    slot: 'id',
    body: () =>
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
    status: 400,
    code: 'malformed',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
  },
  {
    what: 'multipart without a boundary',
    slot: 'id',
    body: () => 'garbage',
    status: 400,
    code: 'malformed',
    headers: { 'content-type': 'multipart/form-data' },
  },
  {
    what: 'an unknown slot',
    slot: 'passport',
    body: () => documentForm([{ name: 'a.pdf', bytes: pdfBytes() }]),
    status: 404,
    code: 'unknown_slot',
  },
];
