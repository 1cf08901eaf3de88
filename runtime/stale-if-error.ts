/**
 * `Cache-Control: stale-if-error` on the public pages (issue #42): a shared cache (the nginx
 * front, a CDN) that holds a page may keep serving it for a day while the site answers errors,
 * e.g. with its database down. The nginx front does so by its own configuration
 * (`proxy_cache_use_stale … http_500 …`, deploy/nginx/college.conf); this says the same to
 * any other cache. Set here, as the answer's head is written, because Next.js writes its own
 * Cache-Control on every page after next.config.ts's headers (those would be overwritten):
 *
 * - a prerendered page (`s-maxage=…, stale-while-revalidate=…`) gains `stale-if-error`;
 * - a page rendered per request that is the same for every visitor (`X-Front-Cache: public`,
 *   next.config.ts), which Next.js marks `private, no-store`, becomes cacheable by shared
 *   caches for the front's 60 seconds, as the front already keeps it, with `stale-if-error`;
 *   browsers still ask each time (max-age=0).
 *
 * Only a 200 answer to a plain GET or HEAD (not a client-side navigation's RSC payload, whose
 * answers Next.js varies by request headers). Loaded outside the Next.js bundler
 * (runtime/start-server.ts): no imports but Node's types.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** How long a shared cache may serve a stale page while the site fails. */
export const STALE_IF_ERROR_SECONDS = 86_400;
/** The front's lifetime of a page rendered per request (deploy/nginx/college.conf). */
export const SHARED_SECONDS = 60;

export interface AnswerHead {
  method: string | undefined;
  /** Whether the request is a client-side navigation's (the `RSC` header). */
  rsc: boolean;
  status: number;
  cacheControl: string | undefined;
  frontCache: string | undefined;
}

/** The Cache-Control an answer should carry, or undefined to leave it as it is. */
export function cachePolicy(answer: AnswerHead): string | undefined {
  if (answer.method !== 'GET' && answer.method !== 'HEAD') return undefined;
  if (answer.rsc || answer.status !== 200) return undefined;
  const current = answer.cacheControl ?? '';
  if (/stale-if-error/i.test(current)) return undefined;
  if (answer.frontCache?.trim().toLowerCase() === 'public') {
    return `public, max-age=0, s-maxage=${SHARED_SECONDS}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
  }
  if (/\bs-maxage=\d+/i.test(current) && !/\b(private|no-store|no-cache)\b/i.test(current)) {
    return `${current}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
  }
  return undefined;
}

function headerText(value: number | string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** From now on, `res`'s head is written with cachePolicy's Cache-Control for `req`. */
export function keepStaleOnError(req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    // Headers handed to writeHead itself win over those set before: read them too.
    const given = rest.find(
      (arg): arg is Record<string, unknown> =>
        typeof arg === 'object' && arg !== null && !Array.isArray(arg),
    );
    const fromArgs = (name: string) => {
      if (!given) return undefined;
      const key = Object.keys(given).find((each) => each.toLowerCase() === name);
      return key === undefined ? undefined : headerText(given[key] as string | string[]);
    };
    const policy = cachePolicy({
      method: req.method,
      rsc: req.headers.rsc !== undefined,
      status: statusCode,
      cacheControl: fromArgs('cache-control') ?? headerText(res.getHeader('cache-control')),
      frontCache: fromArgs('x-front-cache') ?? headerText(res.getHeader('x-front-cache')),
    });
    if (policy !== undefined) {
      if (given) {
        for (const key of Object.keys(given)) {
          if (key.toLowerCase() === 'cache-control') delete given[key];
        }
      }
      res.setHeader('Cache-Control', policy);
    }
    return writeHead(statusCode, ...rest);
  }) as typeof res.writeHead;
}
