import AxeBuilder from '@axe-core/playwright';
import { source as axeSource } from 'axe-core';
import type { APIRequestContext, Page } from '@playwright/test';
import { LATE_SCRIPT } from '../runtime/contract';
import { FLIGHT_TYPE, LOADER } from '../runtime/late-scripts';

/** Every page path listed in the sitemap (both languages), as paths on the test server. */
export async function sitemapPaths(from: Page | APIRequestContext): Promise<string[]> {
  const request = 'request' in from ? from.request : from;
  const response = await request.get('/sitemap.xml');
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/**
 * What is wrong with the rewrite `npm start` made of one page (runtime/late-scripts.ts), one line
 * each, and the scripts the page hands to its loader. The rewrite is exact or nothing: a tag
 * Next.js writes otherwise than the rewrite expects is left as it is and loads at once, with
 * every unit test still passing. On a real page, then: no script tag with a `src` and no script
 * preload left (but Next's polyfills, `noModule`, which no browser that runs modules fetches),
 * the loader once and before its first call, at least one call, each to a chunk of Next's, and
 * every block of page data deferred (none the browser would run at once).
 */
export function lateScriptProblems(
  where: string,
  html: string,
): { problems: string[]; scripts: string[] } {
  const problems: string[] = [];
  for (const tag of html.match(/<script\b[^>]*\bsrc=[^>]*>/g) ?? []) {
    if (/\bnoModule=""/.test(tag)) continue;
    problems.push(`${where}: a script tag left as it was: ${tag}`);
  }
  for (const tag of html.match(/<link\b[^>]*\bas="script"[^>]*>/g) ?? []) {
    problems.push(`${where}: a script preload left: ${tag}`);
  }
  const loader = html.indexOf(LOADER);
  if (loader === -1) problems.push(`${where}: no loader`);
  else if (html.indexOf(LOADER, loader + 1) !== -1) problems.push(`${where}: the loader twice`);
  const calls = [
    ...html.matchAll(new RegExp(`<script>${LATE_SCRIPT}\\(("[^"<>]*")\\)</script>`, 'g')),
  ];
  if (calls.length === 0) problems.push(`${where}: no script handed to the loader`);
  else if (loader !== -1 && calls[0]!.index < loader) {
    problems.push(`${where}: a script handed to the loader before it is written`);
  }
  const scripts = calls.map((call) => JSON.parse(call[1]!) as string);
  for (const src of scripts) {
    if (!/^\/_next\/static\/[A-Za-z0-9._~/-]+\.js$/.test(src)) {
      problems.push(`${where}: the loader is handed "${src}"`);
    }
  }
  const runnable = html.split('<script>self.__next_f.push(').length - 1;
  if (runnable > 0) problems.push(`${where}: ${runnable} blocks of page data not deferred`);
  if (!html.includes(`<script type="${FLIGHT_TYPE}">self.__next_f.push(`)) {
    problems.push(`${where}: no deferred page data`);
  }
  return { problems, scripts };
}

/**
 * Records every Content Security Policy violation on the pages `page` opens from now on; the
 * function returned gives them (directive and source), one line each.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** Opens a page with the theme already chosen, as a returning visitor would. */
export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

/**
 * The axe-core rules whose outcome depends on colour: all a theme changes, so the dark theme is
 * checked with these alone.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The page at rest (see seriousViolations): no finite animation for `quiet` ms (250 unless
 * told), 5 s at most.
 */
async function pageAtRest(page: Page, quiet = 250): Promise<void> {
  // What a visitor reads is the page at rest: a notice still fading in is half transparent,
  // and axe would measure the contrast of its passing colours (CSS transitions are animations).
  // A notice mounts a frame or two after the event that shows it, so "no animation now" is not
  // enough: the page must stay still for 250 ms. Endless ones (a spinner) are not waited for.
  await page.evaluate(() => {
    delete (window as unknown as { quietSince?: number }).quietSince;
  });
  await page
    .waitForFunction(
      (quiet) => {
        const state = window as unknown as { quietSince?: number };
        const moving = document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getComputedTiming().endTime !== Infinity,
          );
        const now = performance.now();
        if (moving) {
          delete state.quietSince;
          return false;
        }
        state.quietSince ??= now;
        return now - state.quietSince >= quiet;
      },
      quiet,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * The serious and critical axe-core violations on the page as it is now, one line each; with
 * `rules`, of those rules only.
 */
export async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  await pageAtRest(page);
  // Legacy mode runs the same rules on the page and its frames, but gathers the frames'
  // results in the page itself instead of opening a blank page and injecting axe a second time
  // for each check: 0.9-2.0 s a check instead of 1.8-3.5 s here (three pages, each way twice),
  // with the same violations, passes, incomplete and inapplicable rules, node for node, on the
  // five pages compared.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return describeSerious(results.violations);
}

type Violation = { id: string; impact?: string | null; nodes: { target: unknown[] }[] };

function describeSerious(violations: Violation[]): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/**
 * seriousViolations for a page checked many times in a row (e2e/accessibility.spec.ts): axe is
 * put into the document once (not once per check, as AxeBuilder does) and, with `include`,
 * checks that part of the page only. A page with frames is left to AxeBuilder, which checks
 * inside them. `quiet`: how long the page must stay still first (pageAtRest); a page just
 * loaded, which no one has touched, has no notice on its way and needs only a few frames.
 */
export async function seriousViolationsOf(
  page: Page,
  { include, rules, quiet }: { include?: string; rules?: string[]; quiet?: number } = {},
): Promise<string[]> {
  if ((await page.locator('iframe').count()) > 0) {
    const builder = new AxeBuilder({ page }).setLegacyMode(true);
    if (include) builder.include(include);
    if (rules) builder.withRules(rules);
    await pageAtRest(page, quiet);
    return describeSerious((await builder.analyze()).violations);
  }
  await pageAtRest(page, quiet);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    ({ include, rules }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      return axe
        .run(include ? { include: [include] } : document, {
          ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
          resultTypes: ['violations'],
        })
        .then((results) =>
          results.violations.map(({ id, impact, nodes }) => ({
            id,
            impact,
            nodes: nodes.map((node) => ({ target: node.target as unknown[] })),
          })),
        );
    },
    { include, rules },
  );
  return describeSerious(violations);
}

/**
 * The layout shifts of the page so far (CLS's raw entries): their sum, and what moved (each
 * source's element and its box before and after), which a failing assertion prints. With
 * `since` (milliseconds from the page's start), only the shifts from that moment on.
 */
export async function layoutShift(
  page: Page,
  since = 0,
): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    (since) =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        const box = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.startTime < since) continue;
            const shift = entry as unknown as {
              value: number;
              sources: {
                node?: Node;
                previousRect: DOMRectReadOnly;
                currentRect: DOMRectReadOnly;
              }[];
            };
            total += shift.value;
            for (const source of shift.sources) {
              const node = source.node;
              const name =
                node instanceof Element
                  ? `${node.tagName.toLowerCase()}.${node.className}`
                  : `${node?.nodeName} "${node?.textContent?.slice(0, 40)}"`;
              moved.push(
                `${Math.round(entry.startTime)} ms ${name}: ${box(source.previousRect)} → ${box(source.currentRect)}`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, moved }), 300);
      }),
    since,
  );
}
