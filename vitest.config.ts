import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@content': fileURLToPath(new URL('./content', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Tests run the server modules directly, outside Next's server bundle.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'content/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    // Many files open a fresh database (PGlite runs every migration in-process). On a busy
    // 2-core machine opening one took over 10 s, which Vitest's defaults (5 s per test, 10 s
    // per hook) reported as failures of tests whose assertions all held.
    testTimeout: 20_000,
    hookTimeout: 40_000,
    // next-intl imports `next/server` without an extension, which Node's ESM loader refuses;
    // inlining lets Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
  },
});
