import { currentDepartments, departmentNames } from '@/server/directory/departments-desk';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DirectoryCard } from '@/components/directory/directory-card';
import { DirectoryMemberForm } from '@/components/staff/directory-member-form';
import { LanguagePreviews } from '@/components/staff/language-previews';
import { openRecordDesk, PersonDeskPage } from '@/components/staff/record-desk-page';
import { catalogues } from '@/i18n/catalogues';
import { localePath } from '@/i18n/routing';
import { NO_PHOTO_PORTRAIT } from '@/lib/directory-member';
import { getDb } from '@/server/db/client';
import { directoryInputOf, getDirectoryMember } from '@/server/directory/directory-desk';
import { directoryPerson } from '@/server/directory/published-directory';
import { listRevisions } from '@/server/publishing/record-revisions';

/**
 * One record of the staff directory: its words, contact details and photo, its publication (now,
 * at a time, or off the site), its card as the directory shows it in each language, its removal,
 * and the history of its saved versions with each one's restore button.
 */
export default async function DirectoryMemberDesk({
  params,
}: PageProps<'/[locale]/staff/directory/[id]'>) {
  const {
    locale,
    staff,
    params: page,
    messages,
    fieldErrors,
  } = await openRecordDesk('directory', params);
  const db = await getDb();
  const member = await getDirectoryMember(db, page.id);
  if (!member) notFound();
  const revisions = await listRevisions(db, 'directory', member.id);
  const t = await getTranslations({ locale, namespace: 'StaffDirectory' });
  return (
    <PersonDeskPage
      locale={locale}
      desk="directory"
      staff={staff}
      person={member}
      revisions={revisions}
      describe={(snapshot) =>
        [
          snapshot[locale === 'ar' ? 'nameAr' : 'nameEn'],
          snapshot[locale === 'ar' ? 'titleAr' : 'titleEn'],
        ]
          .filter(Boolean)
          .join(' · ')
      }
      view={localePath(locale, '/faculty-staff/directory')}
      form={
        <DirectoryMemberForm
          locale={locale}
          memberId={member.id}
          initial={directoryInputOf(member)}
          portrait={member.portrait ?? NO_PHOTO_PORTRAIT}
          departments={currentDepartments().map((department) => [
            department.id,
            department[locale],
          ])}
          labels={messages.StaffDirectory}
          fieldErrors={fieldErrors}
        />
      }
      previews={
        <LanguagePreviews
          marker="directory"
          heading={t('preview.heading')}
          intro={t('preview.intro')}
        >
          {(language) => {
            const person = directoryPerson(member, language);
            return (
              <DirectoryCard
                member={{
                  ...person,
                  department: departmentNames(language)[person.department] ?? person.department,
                }}
                labels={catalogues[language].Directory}
                headingId={`directory-preview-${language}`}
              />
            );
          }}
        </LanguagePreviews>
      }
    />
  );
}
