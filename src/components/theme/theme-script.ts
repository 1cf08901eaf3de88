import { LANG_COOKIE } from '@/i18n/paths';
import { PENDING_NOTICE_PATH_KEY } from '@/components/notices/notify';
import { LATE_SCRIPTS_LIST, PENDING_NOTICE_KEY } from '@runtime/contract';

/** localStorage key of the visitor's theme. */
export const THEME_KEY = 'theme';

/**
 * Runs in <head> before the first paint: applies the stored theme as a class on <html> so a
 * dark-theme visitor never sees a flash of the light page. Light is the default for everyone else.
 */
export const themeScript = `try{if(localStorage.getItem('${THEME_KEY}')==='dark'){document.documentElement.classList.add('dark');document.documentElement.style.colorScheme='dark'}}catch(e){}`;

/** The attribute of every theme toggle (src/components/theme/theme-toggle.tsx). */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';
/** Sent on window once the toggle has switched the theme (theme-store.ts listens). */
export const THEME_CHANGE_EVENT = 'college-theme-change';

/**
 * The theme toggles, from the page's first moment: a click on one switches the class on <html>,
 * keeps the choice, marks every toggle pressed or not and tells the page's scripts
 * (THEME_CHANGE_EVENT). Inline and delegated, so the first tap works at once, before the page's
 * scripts have run (they start on the visitor's first engagement: runtime/late-scripts.ts),
 * and it is the one handler afterwards too (the toggle has no React click handler). The state
 * read at each click is the page's own class, never a copy that could be stale.
 */
export const themeToggleScript =
  "document.addEventListener('click',function(e){" +
  `var b=e.target&&e.target.closest&&e.target.closest('[${THEME_TOGGLE_ATTRIBUTE}]');if(!b)return;` +
  "var r=document.documentElement,d=!r.classList.contains('dark');" +
  "r.classList.toggle('dark',d);r.style.colorScheme=d?'dark':'light';" +
  `try{localStorage.setItem('${THEME_KEY}',d?'dark':'light')}catch(x){}` +
  `var t=document.querySelectorAll('[${THEME_TOGGLE_ATTRIBUTE}]');for(var i=0;i<t.length;i++)t[i].setAttribute('aria-pressed',String(d));` +
  `dispatchEvent(new Event('${THEME_CHANGE_EVENT}'))});`;

/**
 * Gives the print stamp at the top of <main> (globals.css: shown only in print) today's date in
 * the page's language and the page's address, as CSS variables on <html> (so React's markup is
 * untouched), just before printing (beforeprint; a switch to print media too, as a page printed
 * to PDF by a headless browser shows), so the address is the current one after client-side
 * navigation. Not at load: the first Intl.DateTimeFormat of a page loads its locale's data,
 * about 50 ms of the main thread on a mid-range phone (200 ms in Lighthouse's throttled runs)
 * before the first paint of every page, for a stamp almost no visit prints.
 */
export const printStampScript = `(function(){function s(){try{var d=document.documentElement;d.style.setProperty('--print-date',JSON.stringify(new Intl.DateTimeFormat(d.lang==='ar'?'ar-SD-u-nu-latn':'en-GB',{dateStyle:'long'}).format(new Date())));d.style.setProperty('--print-url',JSON.stringify(location.href))}catch(e){}}addEventListener('beforeprint',s);try{matchMedia('print').addEventListener('change',function(e){if(e.matches)s()})}catch(e){}})();`;

/** localStorage key: set once the browser has the web fonts (webFontsScript). */
export const WEB_FONTS_KEY = 'web-fonts';

/**
 * The web fonts (issue #23), before anything is drawn. A page is drawn in the system's fonts
 * until the browser has the web fonts: <html> gets `data-web-fonts`, and globals.css then uses
 * them, only when an earlier page has fetched them (WEB_FONTS_KEY, set by webFontsFetchScript)
 * and the site's service worker, which keeps them, controls the page (where the browser has
 * service workers: clearing the site's data or caches removes the worker with the fonts, while
 * localStorage may stay). So a visitor's first page never waits for the font files or shares the
 * line with them, and no text re-flows when a font arrives after the first paint; later pages
 * are in the web fonts, from the worker's cache. When the browser asks for less data
 * (Save-Data: Chrome's Lite mode, read as `navigator.connection.saveData`), <html> gets
 * `data-save-data` instead and the font files are never downloaded.
 */
export const webFontsScript = `try{var c=navigator.connection,h=document.documentElement;if(c&&c.saveData)h.setAttribute('data-save-data','');else if(localStorage.getItem('${WEB_FONTS_KEY}')&&(!navigator.serviceWorker||navigator.serviceWorker.controller))h.setAttribute('data-web-fonts','')}catch(e){}`;

/**
 * Fetches the web fonts once a page drawn without them has loaded, two seconds later and when the
 * browser is idle (after the page's own painting, on a slow phone too), unless it saves data
 * (webFontsScript's mark): the files of the stylesheets' @font-face rules (the same requests the
 * fonts make, so the browser's cache and the service worker keep them), then remembers that they
 * are here (WEB_FONTS_KEY) for the next page. Plain requests, not FontFace loads: a loaded font
 * face makes the browser lay out the whole page again, for fonts this page does not use.
 */
export const webFontsFetchScript = `addEventListener('load',function(){var h=document.documentElement;if(h.hasAttribute('data-web-fonts')||h.hasAttribute('data-save-data')||!self.fetch)return;setTimeout(function(){(self.requestIdleCallback||setTimeout)(function(){var u=[],i,j,r,m,re=/url\\(["']?([^"')]+\\.woff2)/g;for(i=0;i<document.styleSheets.length;i++){try{r=document.styleSheets[i].cssRules}catch(e){continue}for(j=0;j<r.length;j++)if(r[j].type===5)while((m=re.exec(r[j].style.getPropertyValue('src')))){m=new URL(m[1],document.styleSheets[i].href||location.href).href;if(u.indexOf(m)<0)u.push(m)}}if(u.length)Promise.all(u.map(function(x){return fetch(x,{priority:'low'}).then(function(r){if(!r.ok)throw r;return r.arrayBuffer()})})).then(function(){try{localStorage.setItem('${WEB_FONTS_KEY}','1')}catch(e){}},function(){})})},2000)});`;

/**
 * Registers the service worker (public/sw.js, issue #23) once the page has loaded, except on the
 * staff workspace's pages; then, unless the browser saves data, asks it to keep the applicant's
 * pages in the page's language and the page's startup scripts (the loader's list,
 * runtime/late-scripts.ts: `npm start` defers them until the visitor engages), for offline
 * visits (src/service-worker/service-worker.ts).
 */
export const serviceWorkerScript = `if('serviceWorker' in navigator&&!/^\\/(en\\/)?staff(\\/|$)/.test(location.pathname))addEventListener('load',function(){navigator.serviceWorker.register('/sw.js').then(function(){return navigator.serviceWorker.ready}).then(function(r){var c=navigator.connection;if(r.active&&!(c&&c.saveData))r.active.postMessage({type:'warm',locale:document.documentElement.lang,scripts:self.${LATE_SCRIPTS_LIST}||[]})}).catch(function(){})});`;

/**
 * The language toggles (src/components/layout/language-toggle.tsx), from the page's first
 * moment: a click on one remembers the choice (the cookie the server reads for unprefixed
 * links, and localStorage), leaves the next page its confirmation notice (sessionStorage,
 * shown by the Toaster), and points the link at the address in the browser rather than the
 * rendered route (a missing page is rendered as /page-not-found; its toggle leads to the same
 * requested path in the other language, a 404 there too), with its query. Inline and delegated,
 * so it works before the page's scripts have run (they start on the visitor's first engagement:
 * runtime/late-scripts.ts).
 */
export const languageToggleScript =
  "document.addEventListener('click',function(e){" +
  "var a=e.target&&e.target.closest&&e.target.closest('a[data-language-toggle]');if(!a)return;" +
  "var t=a.getAttribute('data-language-toggle');if(t!=='ar'&&t!=='en')return;" +
  `document.cookie='${LANG_COOKIE}='+t+'; path=/; max-age=31536000; samesite=lax';` +
  "var m=/^\\/(en|ar)(\\/.*)?$/.exec(location.pathname),p=m?m[2]||'/':location.pathname||'/';" +
  "var to=t==='ar'?p:p==='/'?'/'+t:'/'+t+p;a.href=to+location.search;" +
  `try{localStorage.setItem('${LANG_COOKIE}',t);sessionStorage.setItem('${PENDING_NOTICE_KEY}','language');sessionStorage.setItem('${PENDING_NOTICE_PATH_KEY}',to)}catch(x){}` +
  '});';
