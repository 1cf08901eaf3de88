/**
 * The page's reading direction, for the Radix primitives that only ever render in the browser
 * (the desktop menus once loaded, the phone menu's panel): their arrow keys follow it. Those
 * rendered on the server take it from the page's locale instead (`dirOf`).
 */
export function documentDirection(): 'rtl' | 'ltr' {
  return document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}
