import { CoursesHomeBody } from '@/components/courses/courses-home';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/components/page/metadata';
import { PageHeader } from '@/components/page/page-header';

export const generateMetadata = metadataFor('courses');

/** /courses/{slug}: the lecture collection's home. */
export default async function CoursesHomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return (
    <>
      <PageHeader locale={locale} page="courses" />
      <CoursesHomeBody locale={locale} />
    </>
  );
}
