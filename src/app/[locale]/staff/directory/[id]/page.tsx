import { getMessages, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getStaffDirectory } from '@content/calendar';
import { departmentIds } from '@content/staff-schema';
import { DirectoryCard } from '@/components/directory/directory-card';
import { pageLocale } from '@/i18n/page-locale';
import { DeskRecordPage } from '@/components/staff/desk-page';
import { DirectoryMemberForm } from '@/components/staff/directory-member-form';
import { LanguagePreviews } from '@/components/staff/language-previews';
import { RecordPublication } from '@/components/staff/record-publication';
import { RemoveRecord } from '@/components/staff/remove-record';
import { RevisionHistory } from '@/components/staff/revision-history';
import { catalogues } from '@/i18n/catalogues';
import { localePath } from '@/i18n/routing';
import { NO_PHOTO_PORTRAIT } from '@/lib/directory-member';
import { getDb } from '@/server/db/client';
import { getDirectoryMember } from '@/server/directory/directory-desk';
import { directoryPerson } from '@/server/directory/published-directory';
import { listRevisions } from '@/server/publishing/record-revisions';
import { requireStaffPage } from '@/server/staff/staff-session';

/**
 * One record of the staff directory: its words, contact details and photo, its publication (now,
 * at a time, or off the site), its card as the directory shows it in each language, its removal,
 * and the history of its saved versions with each one's restore button.
 */
export default async function DirectoryMemberDesk({
  params,
}: PageProps<'/[locale]/staff/directory/[id]'>) {
  const locale = await pageLocale(params);
  const { id } = await params;
  await requireStaffPage(locale, localePath(locale, `/staff/directory/${id}`), 'editor');
  const db = await getDb();
  const member = await getDirectoryMember(db, id);
  if (!member) notFound();
  const revisions = await listRevisions(db, 'directory', member.id);
  const t = await getTranslations({ locale, namespace: 'StaffDirectory' });
  const messages = await getMessages({ locale });
  const departments = getStaffDirectory(locale).departments;
  return (
    <DeskRecordPage
      id="directory-member-title"
      back={{ href: localePath(locale, '/staff/directory'), label: t('form.backToList') }}
      heading={t('form.editTitle')}
      details={<p className="text-xl">{locale === 'ar' ? member.nameAr : member.nameEn}</p>}
    >
      <DirectoryMemberForm
        locale={locale}
        memberId={member.id}
        initial={{
          nameAr: member.nameAr,
          nameEn: member.nameEn,
          titleAr: member.titleAr,
          titleEn: member.titleEn,
          department: member.department,
          email: member.email,
          phone: member.phone,
          imageId: member.imageId,
        }}
        portrait={member.portrait ?? NO_PHOTO_PORTRAIT}
        departments={departmentIds.map((department) => [department, departments[department]])}
        labels={messages.StaffDirectory}
        fieldErrors={messages.Staff.fieldErrors}
      />
      <RecordPublication
        locale={locale}
        namespace="StaffDirectory"
        endpoint={`/api/staff/directory/${member.id}`}
        record={member}
        view={localePath(locale, '/faculty-staff/directory')}
      />
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
                department: getStaffDirectory(language).departments[person.department],
              }}
              labels={catalogues[language].Directory}
              headingId={`directory-preview-${language}`}
            />
          );
        }}
      </LanguagePreviews>
      {revisions.length > 0 ? (
        <RevisionHistory
          locale={locale}
          namespace="StaffDirectory"
          endpoint={`/api/staff/directory/${member.id}`}
          revisions={revisions}
          marker="directory"
          describe={(snapshot) =>
            [
              snapshot[locale === 'ar' ? 'nameAr' : 'nameEn'],
              snapshot[locale === 'ar' ? 'titleAr' : 'titleEn'],
            ]
              .filter(Boolean)
              .join(' · ')
          }
        />
      ) : null}
      <RemoveRecord
        locale={locale}
        endpoint={`/api/staff/directory/${member.id}`}
        version={member.updatedAt.toISOString()}
        list="/staff/directory"
        words={messages.StaffDirectory.form}
      />
    </DeskRecordPage>
  );
}
