import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { frontCachedPages } from './src/config/per-request-pages';
import {
  downloadSecurityHeaders,
  staffDocumentHeaders,
  staffDocumentPageHeaders,
  hstsHeader,
  securityHeaders,
  STAFF_DOCUMENT_PATH,
} from './src/config/security-headers';

const dev = process.env.NODE_ENV === 'development';

const frontCacheHeader = { key: 'X-Front-Cache', value: 'public' };

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm start` compresses (runtime/start-server.ts): it rewrites each page's script tags first.
  compress: false,
  reactStrictMode: true,
  // `npm test` type-checks the whole tree once (`npm run typecheck`, before the build): there
  // the build's own check would be the same work again (scripts/test-all.sh sets this).
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === '1' },
  serverExternalPackages: ['@electric-sql/pglite'],
  // The pages Next prerenders are read from .next when asked for (the system keeps the files
  // in its own cache), not also kept in the server's memory: 50 MB of the server's footprint
  // (docs/performance.md).
  cacheMaxMemorySize: 0,
  experimental: {
    // forbidden(): a staff page of another role answers 403 (src/server/staff/staff-session.ts).
    authInterrupts: true,
    // A route's server code is loaded by its first request, not every route's at start: the
    // workspace's pages, the PDFs and the share images stay out of the memory of a server that
    // is not asked for them (docs/performance.md, "The server's memory").
    preloadEntriesOnStart: false,
  },
  async headers() {
    return [
      // Every path but an applicant's document, whose handler sets its own policy.
      {
        source: '/:path((?!api/staff/applications/[^/]+/documents/).*)',
        headers: securityHeaders(dev),
      },
      // Later entries win: the browser's PDF viewer must be able to embed our own files.
      { source: '/downloads/:path*', headers: downloadSecurityHeaders(dev) },
      // The library's files (src/app/files/[file]/route.ts): documents and pictures of our own.
      { source: '/files/:path*', headers: downloadSecurityHeaders(dev) },
      // The staff workspace: an applicant's document, shown in a frame of its application page.
      { source: STAFF_DOCUMENT_PATH, headers: staffDocumentHeaders(dev) },
      { source: '/staff/applications/:id', headers: staffDocumentPageHeaders(dev) },
      { source: '/en/staff/applications/:id', headers: staffDocumentPageHeaders(dev) },
      // Public pages rendered per request (they read what editors publish): the same for every
      // visitor, so the nginx front may keep them for its short lifetime although Next.js
      // marks every dynamic page private (deploy/nginx/college.conf).
      ...frontCachedPages.map((source) => ({ source, headers: [frontCacheHeader] })),
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [hstsHeader],
      },
    ];
  },
  async redirects() {
    return [
      { source: '/calendar', destination: '/academic-calendar', permanent: true },
      { source: '/en/calendar', destination: '/en/academic-calendar', permanent: true },
      // The documents the site ships live in the college's library (shipped-files.ts), where
      // an editor replaces them at the same address.
      { source: '/downloads/courses/:name.pdf', destination: '/files/:name.pdf', permanent: true },
      { source: '/downloads/:name.pdf', destination: '/files/:name.pdf', permanent: true },
    ];
  },
};

/**
 * next-intl's plugin points its imports at src/i18n/request.ts when the site is built. `npm
 * start` serves what was built and does not load it: the plugin loads a compiler (SWC's native
 * module, for next-intl's message extraction) that would stay in the server's memory.
 */
export default async function config(phase: string): Promise<NextConfig> {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  return createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
}
