import { getStaffDirectory } from '@content/calendar';
import { departmentIds } from '@content/staff-schema';
import { DirectoryMemberForm } from '@/components/staff/directory-member-form';
import { openRecordDesk, RecordDeskPage } from '@/components/staff/record-desk-page';
import { NO_PHOTO_PORTRAIT } from '@/lib/directory-member';

/** A new person of the staff directory, a draft until published from its page. */
export default async function NewDirectoryMember({
  params,
}: PageProps<'/[locale]/staff/directory/new'>) {
  const { locale, messages, fieldErrors } = await openRecordDesk('directory', params);
  const departments = getStaffDirectory(locale).departments;
  return (
    <RecordDeskPage locale={locale} desk="directory" heading="newTitle">
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
        fieldErrors={fieldErrors}
      />
    </RecordDeskPage>
  );
}
