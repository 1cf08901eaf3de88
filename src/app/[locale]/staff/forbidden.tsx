import { getLocale } from 'next-intl/server';
import { NoAccess } from '@/components/staff/no-access';
import { isLocale } from '@/i18n/routing';

/**
 * A staff page of another role that the proxy did not catch (its check, src/proxy.ts, answers
 * with the no-access page first): Next's 403, drawn by the page's scripts.
 */
export default async function StaffForbidden() {
  const current = await getLocale();
  return <NoAccess locale={isLocale(current) ? current : 'ar'} />;
}
