/**
 * Renews the prerendered public pages after a change (issue #46, item 6): Next.js renders each
 * again on its next visit (the visitor is served the page at once); the nginx front follows
 * within its cache time. A page's publication renews what shows its words: the page itself and
 * the other pages of its menu group, whose cards show its description (`renewPagesShowing`). A
 * change of the site's settings or the college's figures, which every footer or many pages
 * state, renews every page of the route registry in both languages (`renewPublicPages`), as do
 * the scheduled publications of the background work and the start (renew-token.ts).
 *
 * Page by page, not the whole layout: the not-found and offline pages stay as the build drew
 * them (the not-found page, drawn again for a rewritten request, lost its <title> from the head).
 */
import 'server-only';
import { revalidatePath } from 'next/cache';
import { pathOf, routeKeys, siblingsOf, type RouteKey } from '@/config/routes';
import { locales } from '@/i18n/routing';

function renew(keys: readonly RouteKey[]): void {
  for (const locale of locales) {
    for (const key of keys) {
      const path = pathOf(key);
      // The route as Next.js names it: every language under its prefix (src/proxy.ts).
      revalidatePath(`/${locale}${path === '/' ? '' : path}`);
      // Its share image shows its title.
      revalidatePath(`/api/og/${locale}${path === '/' ? '' : path}`);
    }
  }
}

/** Every public page of the registry, in both languages. */
export function renewPublicPages(): void {
  renew(routeKeys);
}

/** The pages that show `key`'s words: itself, and the pages of its menu group. */
export function pagesShowing(key: RouteKey): RouteKey[] {
  return [key, ...siblingsOf(key)];
}

/** Renews the pages that show `key`'s words (after its publication). */
export function renewPagesShowing(key: RouteKey): void {
  renew(pagesShowing(key));
}
