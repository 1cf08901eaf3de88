// `npm run bench`, repeat visits (issue #23): how fast a page the service worker keeps opens
// again, on the throttled profile Lighthouse's mobile runs simulate (150 ms round trips,
// 1.6 Mbit/s down, 750 kbit/s up, the processor slowed four times), applied here for real
// through the DevTools protocol. A first visit registers the worker, a reload lets it keep the
// page, then the page is opened again from another address, as a visitor coming back would:
// the figures are that navigation's (largest contentful paint, the HTML's arrival, load).

import { chromium } from '@playwright/test';

/** Lighthouse's mobile throttling (its `mobileSlow4G` settings). */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/** The figures of the navigation the page is showing (after its load). */
function navigationFigures(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const [navigation] = performance.getEntriesByType('navigation');
        let lcp = null;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          lcp = entries[entries.length - 1]?.startTime ?? lcp;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(
          () =>
            resolve({
              lcpMs: lcp === null ? null : Math.round(lcp),
              responseEndMs: Math.round(navigation.responseEnd),
              loadMs: Math.round(navigation.loadEventEnd),
              fromWorker: navigation.workerStart > 0,
            }),
          300,
        );
      }),
  );
}

/** One page: first visit, kept by the worker, then the repeat visit measured. */
async function repeatVisit(browser, origin, path) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const url = origin + path;
    await page.goto(url, { waitUntil: 'load' });
    const first = await navigationFigures(page);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, {
      timeout: 60_000,
    });
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(async (address) => Boolean(await caches.match(address)), url, {
      timeout: 60_000,
    });
    await page.goto(`${origin}/robots.txt`);
    await page.goto(url, { waitUntil: 'load' });
    const repeat = await navigationFigures(page);
    return { first, repeat };
  } finally {
    await context.close();
  }
}

/** Repeat-visit figures of `paths`, by path. */
export async function measureRepeatVisits(origin, executablePath, paths) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const results = {};
    for (const path of paths) results[path] = await repeatVisit(browser, origin, path);
    return results;
  } finally {
    await browser.close();
  }
}
