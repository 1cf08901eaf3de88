import { SubjectBody } from '@/components/courses/subject-page';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/components/page/metadata';
import { PageHeader } from '@/components/page/page-header';

export const generateMetadata = metadataFor('courses/math');

/** /courses/{slug}/math: lectures, tools and resources of the subject. */
export default async function MathematicsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return (
    <>
      <PageHeader locale={locale} page="courses/math" />
      <SubjectBody locale={locale} subject="math" />
    </>
  );
}
