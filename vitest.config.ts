import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@content': fileURLToPath(new URL('./content', import.meta.url)),
      '@runtime': fileURLToPath(new URL('./runtime', import.meta.url)),
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
      'runtime/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    // Two files at a time on this 2-core machine (Vitest's default outside watch mode is one
    // fewer than the cores: one). Much of a database test is waiting on PostgreSQL, the SMTP
    // server or the disk: 227 s for the suite instead of 297 s here.
    maxWorkers: 2,
    // Worker threads, not child processes: each file's imports (Next's and next-intl's modules,
    // drizzle, PGlite) load faster in a thread. The whole suite here: 199 s instead of 261 s,
    // one after the other on a quiet machine (`time npx vitest run --pool=forks|threads`).
    pool: 'threads',
    // Every migration applied once for the run, copied into each test's fresh database.
    globalSetup: ['test/support/vitest-global-setup.ts'],
    setupFiles: ['test/support/vitest-setup.ts'],
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
