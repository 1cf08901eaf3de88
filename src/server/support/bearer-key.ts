import 'server-only';

/** The key a page sends as `Authorization: Bearer <key>` (a reply link's), or null. */
export function bearerKey(request: Request): string | null {
  const value = request.headers
    .get('authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  return value ? value : null;
}
