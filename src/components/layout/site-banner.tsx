import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { BannerView } from '@/server/banner/site-banner';

/** The bar's classes (here, so Tailwind finds them): the severity picks the colours. */
const barPlace = 'fixed inset-x-0 bottom-0 z-40';
const barLook =
  'border-t-4 border-gold-400 bg-brand-900 text-white shadow-lg data-[severity=urgent]:border-red-300 data-[severity=urgent]:bg-red-800 data-[severity=warning]:border-amber-500 data-[severity=warning]:bg-amber-100 data-[severity=warning]:text-amber-950 print:hidden';
const rowClasses = 'container-page flex items-start gap-3 py-3';
const textClasses = 'flex-1 font-bold';
const linkClasses = 'ms-2 whitespace-nowrap underline';
const buttonClasses =
  'rounded-md px-2 text-xl leading-none hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current';

/**
 * The site-wide announcement (issue #22). After the page has loaded, when the browser is next
 * idle, the script asks for the banner shown now (GET /api/banner/{locale}, at low priority: it
 * never competes with what the page needs to be drawn) and, when there is one the visitor has
 * not closed in this session, adds a bar fixed at the foot of the window: showing it moves
 * nothing on the page (no layout shift). Its words go in as text, never as markup, after the bar
 * is in place, so screen readers announce them politely; the close button keeps it closed for
 * the session.
 * Not on the staff workspace's pages.
 *
 * A few lines of script rather than a React component: the pages are prerendered, so the banner
 * must be read after they load, and hydrating a component on every page for it would cost every
 * visitor more script. The bar is added to <body> by the script itself (React 19 leaves nodes
 * it did not render there alone), never changed inside React's markup.
 */
export function bannerScript(locale: Locale, labels: { region: string; dismiss: string }): string {
  const text = JSON.stringify({
    region: labels.region,
    dismiss: labels.dismiss,
    bar: `${barPlace} ${barLook}`,
    row: rowClasses,
    text: textClasses,
    link: linkClasses,
    button: buttonClasses,
  });
  return `addEventListener('load',function(){
if(/^\\/(en\\/)?staff(\\/|$)/.test(location.pathname))return;
var L=${text.replace(/</g, '\\u003c')},k='site-banner-closed';
(self.requestIdleCallback||setTimeout)(function(){
fetch('/api/banner/${locale}',{priority:'low'}).then(function(r){return r.ok?r.json():null}).then(function(d){
var b=d&&d.banner;if(!b)return;
try{if(sessionStorage.getItem(k)===b.version)return}catch(e){}
function el(t,c){var e=document.createElement(t);if(c)e.className=c;return e}
var s=el('section',L.bar),r=el('div',L.row),p=el('p',L.text),m=el('span'),x=el('button',L.button),i=el('span');
s.id='site-banner';s.setAttribute('aria-label',L.region);s.setAttribute('data-severity',b.severity);
p.setAttribute('aria-live','polite');x.type='button';x.setAttribute('aria-label',L.dismiss);
i.setAttribute('aria-hidden','true');i.textContent='\\u00d7';x.appendChild(i);
p.appendChild(m);r.appendChild(p);r.appendChild(x);s.appendChild(r);document.body.appendChild(s);
x.onclick=function(){s.remove();document.body.style.paddingBottom='';try{sessionStorage.setItem(k,b.version)}catch(e){}};
requestAnimationFrame(function(){m.textContent=b.message;
if(b.link){var a=el('a',L.link);a.href=b.link.href;a.textContent=b.link.label;p.appendChild(a)}
document.body.style.paddingBottom=s.offsetHeight+'px'})
}).catch(function(){})})})`;
}

/** The banner's script, with its words in the page's language. */
export async function SiteBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Banner' });
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: bannerScript(locale, { region: t('region'), dismiss: t('dismiss') }),
      }}
    />
  );
}

/**
 * The bar as the script draws it, for the workspace's preview: in the page's flow rather than
 * fixed at the foot of the window, and without its close button's action.
 */
export function BannerPreview({ banner }: { banner: Omit<BannerView, 'version'> }) {
  return (
    <div className={barLook} data-severity={banner.severity}>
      <div className={rowClasses}>
        <p className={textClasses}>
          <span>{banner.message}</span>
          {banner.link ? (
            <a className={linkClasses} href={banner.link.href}>
              {banner.link.label}
            </a>
          ) : null}
        </p>
        <span aria-hidden="true" className={buttonClasses}>
          ×
        </span>
      </div>
    </div>
  );
}
