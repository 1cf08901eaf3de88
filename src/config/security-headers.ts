/**
 * Security headers sent with every response (DESIGN.md section 7).
 *
 * Everything is locked to our own origin, with two named exceptions from the configuration:
 * the external application form the application page embeds (frame-src), and the webmail
 * sign-in the e-mail pages hand visitors to (form-action). Images come from our origin only,
 * the same rule the board page applies to photo addresses from the database.
 */
import { siteConfig } from './site';

function origin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/**
 * `framesSelf`: the staff workspace's application page shows the applicant's PDF in a frame of
 * our own origin (the browser's viewer); every other page frames nothing of ours.
 */
export function contentSecurityPolicy(dev: boolean, { framesSelf = false } = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'unsafe-inline' because the pages are prerendered static HTML and Next.js writes its page
    // data as inline scripts whose content differs per page: a nonce or hash would force every
    // page to render per request (no static pages, no HTML cache). Scripts still load only from
    // our own origin.
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
    // Only the external application form, when one is configured; otherwise no frame at all.
    'frame-src': framesSelf
      ? ["'self'"]
      : siteConfig.applicationFormUrl
        ? [origin(siteConfig.applicationFormUrl)].filter(Boolean)
        : ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", origin(siteConfig.webmailUrl)].filter(Boolean),
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  return Object.entries(directives)
    .filter(([, values]) => values.length > 0)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(dev: boolean): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(dev) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // No other site may load our responses as images, scripts or frames of its own pages.
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  ];
}

/**
 * Headers of the shipped files under /downloads/ (lecture notes and other PDFs). Browsers show a
 * PDF by embedding it in a page of their own, which the site's policy would block
 * (`object-src 'none'`, `frame-ancestors 'none'`, X-Frame-Options DENY): Chrome then shows
 * "blocked" instead of the document. These files are our own static documents, so they get a
 * policy that lets the browser's viewer embed them from our origin and nothing else.
 */
export function downloadSecurityHeaders(dev: boolean): { key: string; value: string }[] {
  return securityHeaders(dev).map((header) =>
    header.key === 'Content-Security-Policy'
      ? { key: header.key, value: PDF_POLICY }
      : header.key === 'X-Frame-Options'
        ? { key: header.key, value: 'SAMEORIGIN' }
        : header,
  );
}

const PDF_POLICY = "object-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/**
 * The path of an applicant's document in the workspace, whose Content-Security-Policy its route
 * handler sets by the document's type (documentSecurityPolicy): next.config.ts's headers would
 * overwrite it, so the site's policy is not given to this path there.
 */
export const STAFF_DOCUMENT_PATH = '/api/staff/applications/:id/documents/:slot';

/** Every header of the downloads but the policy, for STAFF_DOCUMENT_PATH. */
export function staffDocumentHeaders(dev: boolean): { key: string; value: string }[] {
  return downloadSecurityHeaders(dev).filter((header) => header.key !== 'Content-Security-Policy');
}

/**
 * The policy of an applicant's document (issue #42): a picture is a sandboxed document that
 * loads nothing but itself; a PDF gets the downloads' policy, since Chromium shows no PDF in a
 * sandboxed document (its viewer runs apart from our origin, and the upload checks found a PDF
 * in the file's content).
 */
export function documentSecurityPolicy(mimeType: string): string {
  if (mimeType === 'application/pdf') return PDF_POLICY;
  return "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";
}

/** The staff workspace's application page: the site's headers, with frames of our own origin. */
export function staffDocumentPageHeaders(dev: boolean): { key: string; value: string }[] {
  return securityHeaders(dev).map((header) =>
    header.key === 'Content-Security-Policy'
      ? { key: header.key, value: contentSecurityPolicy(dev, { framesSelf: true }) }
      : header,
  );
}

/** Sent only when the request reached the proxy in front of us over HTTPS. */
export const hstsHeader = {
  key: 'Strict-Transport-Security',
  value: 'max-age=63072000; includeSubDomains',
};
