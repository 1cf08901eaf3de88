/** localStorage key of the visitor's theme. */
export const THEME_KEY = 'theme';

/**
 * Runs in <head> before the first paint: applies the stored theme as a class on <html> so a
 * dark-theme visitor never sees a flash of the light page. Light is the default for everyone else.
 */
export const themeScript = `try{if(localStorage.getItem('${THEME_KEY}')==='dark'){document.documentElement.classList.add('dark');document.documentElement.style.colorScheme='dark'}}catch(e){}`;
