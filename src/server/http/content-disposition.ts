import contentDisposition from 'content-disposition';

/**
 * `Content-Disposition` of a download whose file name may be in any language, written by the
 * `content-disposition` package (RFC 6266): the UTF-8 name (`filename*`, every character outside
 * RFC 5987's set percent-encoded, `'`, `(`, `)` and `*` too) and, for old clients that read only
 * `filename=`, an ASCII name — the caller's, or the name with every other character made `?`.
 */
export function attachmentDisposition(
  fileName: string,
  asciiFallback?: string,
  type: 'attachment' | 'inline' = 'attachment',
): string {
  return contentDisposition(fileName, { type, fallback: asciiFallback ?? true });
}
