/**
 * Renews the prerendered public pages after a page's publication or a change of the site's
 * settings (issue #46): every page of the route registry in both languages, since a page's title
 * and description also show on its siblings, in the menus' groups and in the breadcrumbs, and
 * the settings in every footer. Next.js renders each again on its next visit (the visitor is
 * served the page at once); the nginx front follows within its cache time. Called by the page
 * desk's and the settings' routes, and by the route that the background work and the start ask
 * (renew-token.ts).
 *
 * Page by page, not the whole layout: the not-found and offline pages stay as the build drew
 * them (the not-found page, drawn again for a rewritten request, lost its <title> from the head).
 */
import 'server-only';
import { revalidatePath } from 'next/cache';
import { pathOf, routeKeys } from '@/config/routes';
import { locales } from '@/i18n/routing';

export function renewPublicPages(): void {
  for (const locale of locales) {
    for (const key of routeKeys) {
      const path = pathOf(key);
      // The route as Next.js names it: every language under its prefix (src/proxy.ts).
      revalidatePath(`/${locale}${path === '/' ? '' : path}`);
      // Its share image shows its title.
      revalidatePath(`/api/og/${locale}${path === '/' ? '' : path}`);
    }
  }
}
