import { getTranslations } from 'next-intl/server';
import { directionsHref } from '@/config/site';
import type { Locale } from '@/i18n/routing';

/** "Get directions": OpenStreetMap's route planner to the campus, in a new tab. */
export async function DirectionsLink({ locale, className }: { locale: Locale; className: string }) {
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return (
    <a href={directionsHref()} target="_blank" rel="noopener noreferrer" className={className}>
      {t('directions')}
      <span className="sr-only"> ({t('directionsNote')})</span>
    </a>
  );
}
