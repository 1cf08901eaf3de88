/**
 * forbidden() is called only in the staff workspace, whose segment has its own page in its
 * language (src/app/[locale]/staff/forbidden.tsx). This root one renders nothing: without it,
 * Next embeds its default English 403 page in the page data of every page of the site
 * (about 2 KB of HTML each), for a case that cannot happen outside the workspace.
 */
export default function RootForbidden() {
  return null;
}
