import { ProgrammeJsonLd } from '@/components/seo/structured-data';
import type { ProgrammeKey } from '@/config/routes';
import { infoPage } from './info-page';

/** A programme page (/study/medicine…): an informational page that also describes its programme for search engines. */
export function programmePage(key: ProgrammeKey) {
  return infoPage(key, {
    afterSections: (locale) => <ProgrammeJsonLd locale={locale} programme={key} />,
  });
}
