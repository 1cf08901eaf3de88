import { currentDepartments, departmentNames } from '@/server/directory/departments-desk';
import { getMessages } from 'next-intl/server';
import type { StaffRecord } from '@/components/directory/directory-state';
import { StaffDirectory } from '@/components/directory/staff-directory';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/components/page/metadata';
import { PageHeader } from '@/components/page/page-header';
import { readDirectory } from '@/server/directory/published-directory';

export const generateMetadata = metadataFor('faculty-staff/directory');

// Read from the database on each request: a record shows, changes or goes the moment an editor
// saves it (issue #22).
export const dynamic = 'force-dynamic';

export default async function StaffDirectoryPage({
  params,
}: PageProps<'/[locale]/faculty-staff/directory'>) {
  const locale = await pageLocale(params);
  const names = departmentNames(locale);
  const labels = (await getMessages({ locale })).Directory;
  const people = await readDirectory(locale);
  const members: StaffRecord[] = people.map((member) => ({
    ...member,
    department: names[member.department] ?? member.department,
  }));
  const vcards = Object.fromEntries(
    people.map((member) => [member.id, `/api/staff/${member.id}?lang=${locale}`]),
  );
  return (
    <>
      <PageHeader locale={locale} page="faculty-staff/directory" />
      <div className="container-page py-10">
        <StaffDirectory
          locale={locale}
          members={members}
          departments={currentDepartments().map((department) => department[locale])}
          vcards={vcards}
          labels={labels}
          defaults={{
            name: labels.newName,
            title: labels.newTitle,
            department: labels.newDepartment,
            email: 'name@alrowad.edu.sd',
            phone: '+249 183 555 100',
            image: '/images/staff/portrait-new.svg',
          }}
        />
      </div>
    </>
  );
}
