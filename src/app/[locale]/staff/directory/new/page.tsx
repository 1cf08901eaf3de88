import { getMessages, getTranslations } from 'next-intl/server';
import { getStaffDirectory } from '@content/calendar';
import { departmentIds } from '@content/staff-schema';
import { pageLocale } from '@/components/page/info-page';
import { DirectoryMemberForm } from '@/components/staff/directory-member-form';
import { Link } from '@/components/ui/link';
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
    <article aria-labelledby="directory-member-title" className="space-y-8">
      <p>
        <Link href={localePath(locale, '/staff/directory')} className="underline">
          {t('form.backToList')}
        </Link>
      </p>
      <h1 id="directory-member-title" className="text-3xl font-bold text-brand-900 dark:text-white">
        {t('form.newTitle')}
      </h1>
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
    </article>
  );
}
