import { BiographyBody } from '@/components/courses/biography';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/components/page/metadata';
import { PageHeader } from '@/components/page/page-header';

export const generateMetadata = metadataFor('courses/biography');

/** /courses/{slug}/biography: the instructor's biography and contact card. */
export default async function BiographyPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return (
    <>
      <PageHeader locale={locale} page="courses/biography" />
      <BiographyBody locale={locale} />
    </>
  );
}
