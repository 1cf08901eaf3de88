/**
 * The addresses of an uploaded picture's stored copies (served by
 * src/app/api/media/[id]/[width]/route.ts), for `src` and `srcset`. No server imports: pages,
 * components and the staff editor build the same addresses.
 */

/** The address of the copy of picture `id` that is `width` pixels wide. */
export function mediaUrl(id: string, width: number): string {
  return `/api/media/${id}/${width}`;
}

/** A `srcset` of the copies of picture `id` at `widths`: "/api/media/…/480 480w, …". */
export function mediaSrcSet(id: string, widths: readonly number[]): string {
  return widths.map((width) => `${mediaUrl(id, width)} ${width}w`).join(', ');
}
