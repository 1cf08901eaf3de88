/**
 * Renews the prerendered public pages after a page's publication (issue #46): every page of the
 * site, since a page's title and description also show on its siblings, in the menus' groups
 * and in the breadcrumbs. Next.js renders each again on its next visit (the visitor is served
 * the page at once); the nginx front follows within its cache time. Called by the page desk's
 * routes, and by the route that the background work and the start ask (renew-token.ts).
 */
import 'server-only';
import { revalidatePath } from 'next/cache';

export function renewPublicPages(): void {
  revalidatePath('/[locale]', 'layout');
}
