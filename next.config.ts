import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import {
  downloadSecurityHeaders,
  hstsHeader,
  securityHeaders,
} from './src/config/security-headers';

const dev = process.env.NODE_ENV === 'development';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite'],
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders(dev) },
      // Later entries win: the browser's PDF viewer must be able to embed our own files.
      { source: '/downloads/:path*', headers: downloadSecurityHeaders(dev) },
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
