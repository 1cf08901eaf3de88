/**
 * Requests of the staff workspace's server suites (staff-workspace-suite.ts,
 * support-mail-suite.ts, staff-accounts-suite.ts): a POST from the site's own page, and the
 * session cookie of a sign-in. Each request comes from an address of its own unless the test
 * names one, so the per-client limits count only what a test means them to.
 */
export const site = 'https://www.alrowad.edu.sd';

let client = 0;

export function post(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  client += 1;
  return new Request(`${site}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: site,
      host: 'www.alrowad.edu.sd',
      'x-college-peer-address': `10.1.${Math.floor(client / 250) % 250}.${client % 250}`,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The `Cookie` header that carries a sign-in answer's cookies. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
