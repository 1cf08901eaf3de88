/**
 * unauthorized() is never called: a staff page without a session redirects to the sign-in page
 * (src/server/staff/staff-session.ts). This root one renders nothing, so that Next does not
 * embed its default English 401 page in the page data of every page of the site.
 */
export default function RootUnauthorized() {
  return null;
}
