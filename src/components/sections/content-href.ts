import { configHref, type ConfigHref } from '@/config/site';
import { localizePath, type Locale } from '@/i18n/routing';

/**
 * A content href in the page's language: site pages get the /en prefix, files and addresses
 * stay, 'config:<name>' becomes the configured address ('' when there is none).
 */
export function hrefIn(locale: Locale, href: string): string {
  if (href.startsWith('config:')) return configHref(href.slice('config:'.length) as ConfigHref);
  if (!href.startsWith('/') || href.startsWith('/downloads/')) return href;
  const [path, hash] = href.split('#');
  return localizePath(locale, path || '/') + (hash ? `#${hash}` : '');
}

/** Addresses that are not pages read left-to-right inside Arabic text. */
export function isAddress(href: string): boolean {
  return /^(mailto|tel):/.test(href);
}
