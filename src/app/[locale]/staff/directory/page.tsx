import { getMessages, getTranslations } from 'next-intl/server';
import { DepartmentsForm } from '@/components/staff/departments-form';
import { openStaffPage } from '@/components/staff/staff-page';
import { PeopleTable } from '@/components/staff/people-table';
import { publicationStates } from '@/components/staff/record-publication';
import { localePath } from '@/i18n/routing';
import { publicationVisibility } from '@/lib/news';
import { getDb } from '@/server/db/client';
import { mustSubmitIn } from '@/server/publishing/review-gate';
import { listDirectoryForStaff } from '@/server/directory/directory-desk';
import { directoryImage } from '@/server/directory/published-directory';
import { DeskPage, DeskCount, DeskSection } from '@/components/staff/desk-page';
import { departmentNames, departmentsForEditing } from '@/server/directory/departments-desk';

/** The staff directory in the workspace: every record, in the page's order, each editable. */
export default async function DirectoryDesk({ params }: PageProps<'/[locale]/staff/directory'>) {
  const { locale, staff } = await openStaffPage(params, '/staff/directory', 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffDirectory' });
  const review = await getTranslations({ locale, namespace: 'StaffItemReview' });
  const db = await getDb();
  const rows = await listDirectoryForStaff(db);
  const messages = await getMessages({ locale });
  const departmentList = await departmentsForEditing(db);
  const now = new Date();
  const stateOf = await publicationStates(locale, 'StaffDirectory');
  const departments = departmentNames(locale);
  const headers = ['photo', 'name', 'title', 'department', 'state'] as const;
  return (
    <DeskPage
      id="directory-desk-title"
      title={t('title')}
      intro={t('intro')}
      add={{ href: localePath(locale, '/staff/directory/new'), label: t('add') }}
    >
      <DeskCount>{t('count', { total: rows.length })}</DeskCount>
      <PeopleTable
        caption={t('caption')}
        headers={headers.map((header) => t(`columns.${header}`))}
        marker="person"
        rows={rows.map((row) => {
          const visibility = publicationVisibility(row.publishAt, now);
          return {
            id: String(row.id),
            photo: directoryImage(row),
            name: locale === 'ar' ? row.nameAr : row.nameEn,
            href: localePath(locale, `/staff/directory/${row.id}`),
            facts: [
              locale === 'ar' ? row.titleAr : row.titleEn,
              departments[row.department] ?? row.department,
            ],
            visibility,
            state: row.reviewState
              ? `${stateOf(visibility, row.publishAt)} · ${review(row.reviewState === 'submitted' ? 'badgeSubmitted' : 'badgeReturned')}`
              : stateOf(visibility, row.publishAt),
          };
        })}
      />
      <DeskSection id="departments" title={t('departments.title')} className="max-w-4xl space-y-4">
        <p>{t('departments.intro')}</p>
        {(await mustSubmitIn(db, staff, 'directory')) ? (
          <p className="font-bold" data-departments-reviewed="">
            {messages.StaffItemReview.departmentsReviewed}
          </p>
        ) : (
          <DepartmentsForm
            key={departmentList.version}
            locale={locale}
            labels={{
              ...messages.StaffDirectory.departments,
              failedTitle: messages.StaffDirectory.form.failedTitle,
              failedNetwork: messages.StaffDirectory.form.failedNetwork,
            }}
            departments={departmentList.values.list}
            version={departmentList.version}
          />
        )}
      </DeskSection>
    </DeskPage>
  );
}
