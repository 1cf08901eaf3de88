import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import {
  downloadSecurityHeaders,
  staffDocumentPageHeaders,
  hstsHeader,
  securityHeaders,
} from './src/config/security-headers';

const dev = process.env.NODE_ENV === 'development';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite'],
  // forbidden(): a staff page of another role answers 403 (src/server/staff/staff-session.ts).
  experimental: { authInterrupts: true },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders(dev) },
      // Later entries win: the browser's PDF viewer must be able to embed our own files.
      { source: '/downloads/:path*', headers: downloadSecurityHeaders(dev) },
      // The staff workspace: an applicant's document, shown in a frame of its application page.
      {
        source: '/api/staff/applications/:id/documents/:slot',
        headers: downloadSecurityHeaders(dev),
      },
      { source: '/staff/applications/:id', headers: staffDocumentPageHeaders(dev) },
      { source: '/en/staff/applications/:id', headers: staffDocumentPageHeaders(dev) },
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
    ];
  },
};

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
