import { getTranslations } from 'next-intl/server';
import { directionsHref } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { NewTabLink } from '@/components/ui/new-tab-link';

/** "Get directions": OpenStreetMap's route planner to the campus, in a new tab. */
export async function DirectionsLink({ locale, className }: { locale: Locale; className: string }) {
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return (
    <NewTabLink href={directionsHref()} className={className}>
      {t('directions')}
      <span className="sr-only"> ({t('directionsNote')})</span>
    </NewTabLink>
  );
}
