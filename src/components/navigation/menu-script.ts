/**
 * The site's menus are native popovers (desktop-menus.tsx, mobile-menu.tsx): a button opens its
 * panel at the first tap, Escape and a tap outside close it and give the focus back, and the
 * phone menu's sections are <details>, all with no script at all. This inline script, in every
 * page's <head> from the first moment (delegated listeners, a few hundred bytes), adds what HTML
 * does not:
 * - a menu button says whether its panel is open (aria-expanded, data-state) and, for the phone
 *   menu, what it will do (its aria-label: open or close the menu), and the panel's link to the
 *   page being read says so (aria-current);
 * - a link followed from a panel closes it (a navigation without a reload would leave it open);
 * - the desktop menu buttons move the focus with the arrow keys in reading order (right to left
 *   in Arabic), Home and End, and ArrowDown opens a menu and enters it.
 */
export const MENU_ATTRIBUTE = 'data-site-menu';
export const MENU_TRIGGER_ATTRIBUTE = 'data-menu-trigger';
/** On the phone menu's button: its aria-label while the menu is closed, and while open. */
export const OPEN_LABEL_ATTRIBUTE = 'data-label-open';
export const CLOSE_LABEL_ATTRIBUTE = 'data-label-close';

export const menuScript =
  '(function(){var d=document;' +
  'function sync(p,open){' +
  "var b=d.querySelectorAll('[popovertarget=\"'+p.id+'\"]'),i,l;" +
  "for(i=0;i<b.length;i++){b[i].setAttribute('aria-expanded',String(open));b[i].setAttribute('data-state',open?'open':'closed');" +
  `l=b[i].getAttribute(open?'${CLOSE_LABEL_ATTRIBUTE}':'${OPEN_LABEL_ATTRIBUTE}');if(l)b[i].setAttribute('aria-label',l)}` +
  "if(open){var a=p.querySelectorAll('a[href]');for(i=0;i<a.length;i++){if(a[i].pathname===location.pathname)a[i].setAttribute('aria-current','page');else a[i].removeAttribute('aria-current')}}}" +
  `d.addEventListener('toggle',function(e){var p=e.target;if(p&&p.hasAttribute&&p.hasAttribute('${MENU_ATTRIBUTE}'))sync(p,e.newState==='open')},true);` +
  `d.addEventListener('click',function(e){var a=e.target&&e.target.closest&&e.target.closest('[${MENU_ATTRIBUTE}] a[href]');if(a&&a.closest('[popover]').hidePopover)a.closest('[popover]').hidePopover()});` +
  "d.addEventListener('keydown',function(e){" +
  `var b=e.target&&e.target.closest&&e.target.closest('[${MENU_TRIGGER_ATTRIBUTE}]');if(!b||e.altKey||e.ctrlKey||e.metaKey)return;` +
  `var all=[].slice.call(d.querySelectorAll('[${MENU_TRIGGER_ATTRIBUTE}]')),i=all.indexOf(b),rtl=d.documentElement.dir==='rtl',k=e.key,n=-1;` +
  "if(k==='Home')n=0;else if(k==='End')n=all.length-1;" +
  "else if(k===(rtl?'ArrowLeft':'ArrowRight'))n=(i+1)%all.length;" +
  "else if(k===(rtl?'ArrowRight':'ArrowLeft'))n=(i-1+all.length)%all.length;" +
  "else if(k==='ArrowDown'){var p=d.getElementById(b.getAttribute('popovertarget'));if(!p||!p.showPopover)return;e.preventDefault();" +
  "if(!p.matches(':popover-open')){try{p.showPopover({source:b})}catch(x){p.showPopover()}}var f=p.querySelector('a[href]');if(f)f.focus();return}" +
  'if(n>=0){e.preventDefault();all[n].focus()}})' +
  '})();';
