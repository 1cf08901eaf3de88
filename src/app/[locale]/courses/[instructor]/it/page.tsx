import { SubjectBody } from '@/components/courses/subject-page';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/components/page/metadata';
import { PageHeader } from '@/components/page/page-header';

export const generateMetadata = metadataFor('courses/it');

/** /courses/{slug}/it: lectures, tools and resources of the subject. */
export default async function InformationTechnologyPage({
  params,
}: {
  params: Promise<{ locale: string }>;
}) {
  const locale = await pageLocale(params);
  return (
    <>
      <PageHeader locale={locale} page="courses/it" />
      <SubjectBody locale={locale} subject="it" />
    </>
  );
}
