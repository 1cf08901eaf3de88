/**
 * `Content-Disposition` of a download whose file name may be in any language: the UTF-8 name
 * (RFC 6266 `filename*`) and, for old clients that read only `filename=`, an ASCII name —
 * the caller's, or the name with every other character made `_`.
 */
export function attachmentDisposition(
  fileName: string,
  asciiFallback?: string,
  type: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii = (asciiFallback ?? fileName).replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
