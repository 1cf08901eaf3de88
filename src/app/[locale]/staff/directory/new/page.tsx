import { getMessages, getTranslations } from 'next-intl/server';
import { getStaffDirectory } from '@content/calendar';
import { departmentIds } from '@content/staff-schema';
import { pageLocale } from '@/i18n/page-locale';
import { DeskRecordPage } from '@/components/staff/desk-page';
import { DirectoryMemberForm } from '@/components/staff/directory-member-form';
import { localePath } from '@/i18n/routing';
import { NO_PHOTO_PORTRAIT } from '@/lib/directory-member';
import { requireStaffPage } from '@/server/staff/staff-session';

/** A new person of the staff directory, a draft until published from its page. */
export default async function NewDirectoryMember({
  params,
}: PageProps<'/[locale]/staff/directory/new'>) {
  const locale = await pageLocale(params);
  await requireStaffPage(locale, localePath(locale, '/staff/directory/new'), 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffDirectory' });
  const messages = await getMessages({ locale });
  const departments = getStaffDirectory(locale).departments;
  return (
    <DeskRecordPage
      id="directory-member-title"
      back={{ href: localePath(locale, '/staff/directory'), label: t('form.backToList') }}
      heading={t('form.newTitle')}
    >
      <DirectoryMemberForm
        locale={locale}
        memberId={null}
        initial={{
          nameAr: '',
          nameEn: '',
          titleAr: '',
          titleEn: '',
          department: 'administration',
          email: '',
          phone: '',
          imageId: null,
        }}
        portrait={NO_PHOTO_PORTRAIT}
        departments={departmentIds.map((department) => [department, departments[department]])}
        labels={messages.StaffDirectory}
        fieldErrors={messages.Staff.fieldErrors}
      />
    </DeskRecordPage>
  );
}
