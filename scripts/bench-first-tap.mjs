// `npm run bench`, the first tap (issue #41): how long a visitor waits for a control to answer
// the first tap on a page whose scripts have not run yet, on the throttled phone Lighthouse's
// mobile runs simulate (applied here for real through the DevTools protocol, as the repeat
// visits are). Each control is tried on a fresh page, loaded and read for 1.5 s untouched: its
// scripts start only on that tap (runtime/late-scripts.ts). The figure is the time from the
// tap (its pointerdown, or the key's keydown) to the first frame in which the page shows the
// answer, read in the page itself on every frame; for a link, to the start of the navigation.

import { chromium } from '@playwright/test';
import { INLINE_ATTRIBUTE } from '../runtime/contract.ts';
import { CPU_SLOWDOWN, NETWORK } from './bench-repeat-visit.mjs';

/** How long the visitor reads the page before the tap. */
const READ_MS = 1500;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/**
 * The controls: where, on which screen, how the visitor reaches it (`before`, untimed, e.g.
 * opening the menu whose section is tapped), the tap, and what the page shows once it has
 * answered (evaluated in the page on every frame, with the control as `el`). `shell`: the site's
 * shell, budget 100 ms; the others, 300 ms.
 */
export const FIRST_TAP_CONTROLS = [
  {
    name: 'Phone menu',
    path: '/about/history',
    device: PHONE,
    control: 'button[popovertarget="site-menu"]',
    answered: "document.getElementById('site-menu').matches(':popover-open')",
    shell: true,
  },
  {
    name: 'Phone menu section',
    path: '/about/history',
    device: PHONE,
    before: 'button[popovertarget="site-menu"]',
    control: '#site-menu details > summary',
    answered: 'el.parentElement.open',
    shell: true,
  },
  {
    name: 'Escape closes the phone menu',
    path: '/about/history',
    device: PHONE,
    before: 'button[popovertarget="site-menu"]',
    key: 'Escape',
    control: 'button[popovertarget="site-menu"]',
    answered:
      "!document.getElementById('site-menu').matches(':popover-open') && document.activeElement === el",
    shell: true,
  },
  {
    name: 'Desktop menu',
    path: '/en/about/history',
    device: DESKTOP,
    control: '.site-menu-bar button[popovertarget]',
    answered: "document.getElementById(el.getAttribute('popovertarget')).matches(':popover-open')",
    shell: true,
  },
  {
    name: 'Theme toggle (in the phone menu)',
    path: '/about/history',
    device: PHONE,
    before: 'button[popovertarget="site-menu"]',
    control: `#site-menu button[${INLINE_ATTRIBUTE}]`,
    answered: "document.documentElement.classList.contains('dark')",
    shell: true,
  },
  {
    name: 'Language toggle (in the phone menu; the navigation starts)',
    path: '/about/history',
    device: PHONE,
    before: 'button[popovertarget="site-menu"]',
    control: '#site-menu a[hreflang="en"]',
    navigates: true,
    shell: true,
  },
  {
    name: 'Search (the phone header; the navigation starts)',
    path: '/about/history',
    device: PHONE,
    control: 'header a[href="/search"]',
    navigates: true,
    shell: true,
  },
  {
    name: 'Search box (desktop header)',
    path: '/en/about/history',
    device: DESKTOP,
    control: '#site-search',
    answered: 'document.activeElement === el',
    shell: true,
  },
  {
    name: 'Directory card',
    path: '/en/faculty-staff/directory',
    device: PHONE,
    control: '[data-testid="staff-grid"] article h3',
    answered: "getComputedStyle(el.closest('article')).borderTopColor === 'rgb(217, 159, 31)'",
    shell: false,
  },
  {
    name: 'Tab',
    path: '/en/campus-life/sports',
    device: PHONE,
    control: '[role="tab"][aria-selected="false"]',
    answered: "getComputedStyle(el).borderBottomColor !== 'rgba(0, 0, 0, 0)'",
    shell: false,
  },
];

/** Installed before the page's own code: the tap's time, and a frame-by-frame watch after it. */
function instrument() {
  const state = { tapAt: null, answeredAt: null, check: null };
  Object.defineProperty(window, '__firstTap', { value: state });
  const start = (event) => {
    if (state.tapAt !== null || !state.check) return;
    state.tapAt = event.timeStamp;
    try {
      sessionStorage.setItem('first-tap-at', String(performance.timeOrigin + event.timeStamp));
    } catch {}
    // Checked at each frame, before it is painted; the time is when the check found the answer
    // (the frame's own start time can precede the tap's event).
    const frame = () => {
      if (state.check()) state.answeredAt = performance.now();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  addEventListener('pointerdown', start, { capture: true });
  addEventListener('keydown', start, { capture: true });
}

async function measureControl(browser, origin, control) {
  const context = await browser.newContext({ ...control.device, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(instrument);
    await page.goto(origin + control.path, { waitUntil: 'load' });
    await page.waitForTimeout(READ_MS);
    const tap = (selector) =>
      control.device.hasTouch
        ? page.locator(selector).first().tap()
        : page.locator(selector).first().click();
    if (control.before) {
      await tap(control.before);
      await page.waitForTimeout(300);
    }
    const target = page.locator(control.control).first();
    if (control.navigates) {
      await target.evaluate(() => {
        window.__firstTap.check = () => false;
      });
      await Promise.all([page.waitForEvent('framenavigated'), tap(control.control)]);
      await page.waitForLoadState('domcontentloaded');
      // The new document starts when the browser acted on the tap: its time origin.
      return await page.evaluate(() =>
        Math.round(performance.timeOrigin - Number(sessionStorage.getItem('first-tap-at'))),
      );
    }
    await target.evaluate((el, answered) => {
      window.__firstTap.check = new Function('el', `return (${answered})`).bind(null, el);
    }, control.answered);
    if (control.key) await page.keyboard.press(control.key);
    else await tap(control.control);
    await page.waitForFunction(() => window.__firstTap.answeredAt !== null, null, {
      timeout: 20_000,
    });
    return await page.evaluate(() =>
      Math.round(window.__firstTap.answeredAt - window.__firstTap.tapAt),
    );
  } finally {
    await context.close();
  }
}

/**
 * The first-tap figures: for each control, the median of `runs` tries (ms), and its budget
 * (100 ms for the shell, 300 ms for the rest).
 */
export async function measureFirstTaps(origin, executablePath, runs = 3) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const results = [];
    for (const control of FIRST_TAP_CONTROLS) {
      const tries = [];
      for (let run = 0; run < runs; run++)
        tries.push(await measureControl(browser, origin, control));
      tries.sort((a, b) => a - b);
      results.push({
        name: control.name,
        path: control.path,
        ms: tries[Math.floor(tries.length / 2)],
        tries,
        budgetMs: control.shell ? 100 : 300,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
