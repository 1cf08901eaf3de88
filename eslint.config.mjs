import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

// Physical left/right utilities break the Arabic (right-to-left) layout: use ms/me, ps/pe,
// start/end, text-start/end, border-s/e, rounded-s/e instead.
const physical = String.raw`/(^|[\s"'\x60:])-?((m[lr]|p[lr]|left|right|scroll-[mp][lr])-|text-(left|right)\b|(rounded|border)-[lr](-|\b))/`;
const physicalMessage =
  'Use logical utilities (ms/me, ps/pe, start/end, text-start/end) so right-to-left layouts mirror.';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `JSXAttribute[name.name='className'] Literal[value=${physical}]`,
          message: physicalMessage,
        },
        {
          selector: `JSXAttribute[name.name='className'] TemplateElement[value.raw=${physical}]`,
          message: physicalMessage,
        },
      ],
    },
  },
  {
    // What only tests need lives in test/support, and the site's own code never imports it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/test/support', '**/test/support/**'],
              message: 'Only tests import test/support.',
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'data/**',
    'test-results/**',
    'playwright-report/**',
    'bench-results/**',
    'next-env.d.ts',
    // Built by scripts/build-service-worker.mjs.
    'public/sw.js',
  ]),
]);
