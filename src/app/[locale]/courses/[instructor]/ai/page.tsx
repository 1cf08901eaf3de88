import { SubjectBody } from '@/components/courses/subject-page';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/components/page/metadata';
import { PageHeader } from '@/components/page/page-header';

export const generateMetadata = metadataFor('courses/ai');

/** /courses/{slug}/ai: lectures, tools and resources of the subject. */
export default async function ArtificialIntelligencePage({
  params,
}: {
  params: Promise<{ locale: string }>;
}) {
  const locale = await pageLocale(params);
  return (
    <>
      <PageHeader locale={locale} page="courses/ai" />
      <SubjectBody locale={locale} subject="ai" />
    </>
  );
}
