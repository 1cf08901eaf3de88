import { afterEach, describe, expect, it } from 'vitest';
import { departmentIdFor, departmentsSchema, departmentsStore } from '@/lib/departments';
import type { DirectoryMemberInput } from '@/lib/directory-member';
import type { SignedInStaff } from '../staff/staff-session';
import { describeOnDatabases } from '../../../test/support/db/describe-on-databases';
import { auditedActions, editor, refusal } from '../../../test/support/publishing/desk-tests';
import {
  currentDepartments,
  departmentNames,
  departmentsForEditing,
  loadDepartments,
  saveDepartments,
} from './departments-desk';
import { createDirectoryMember, getDirectoryMember, removeDirectoryMember } from './directory-desk';

const registrar = { ...editor, name: 'Amna Yousif', roles: ['editor'] } as unknown as SignedInStaff;

afterEach(() => {
  // The departments of this process are global: each test starts from the repository's.
  const store = departmentsStore();
  store.values = null;
  store.version = 0;
});

const person = (department: string): DirectoryMemberInput => ({
  nameAr: 'أ. مها الطيب',
  nameEn: 'Ms Maha Eltayeb',
  titleAr: 'محاضرة في التسويق',
  titleEn: 'Lecturer in Marketing',
  department,
  email: 'maha.eltayeb@alrowad.edu.sd',
  phone: '+249 183 555 140',
  imageId: null,
});

describe('the departments form', () => {
  it('names each department in both languages, and makes a new one an id from its English', () => {
    const refused = departmentsSchema.safeParse({
      departments: [{ id: '', ar: ' ', en: 'Faculty of Business' }],
      version: 0,
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['departments.0.ar', 'departmentNameRequired'],
    ]);
    expect(departmentsSchema.safeParse({ departments: [], version: 0 }).success).toBe(false);
    expect(departmentIdFor('Faculty of Business', new Set())).toBe('faculty-of-business');
    expect(departmentIdFor('Media', new Set(['media']))).toBe('media-2');
    expect(departmentIdFor('كلية الإعلام', new Set())).toBe('department');
  });
});

describeOnDatabases('the directory departments', (database) => {
  it('are added, renamed and reordered; one that names people cannot go; a stale form is refused', async () => {
    const { db } = database;
    const opened = await departmentsForEditing(db);
    expect(opened.version).toBe(0);
    expect(opened.values.list.map((department) => department.id)).toEqual([
      'administration',
      'medicine',
      'nursing',
      'labs',
      'law',
      'it',
    ]);
    const list = opened.values.list.map(({ id, ar, en }) => ({ id, ar, en }));
    const saved = await saveDepartments(db, registrar, {
      departments: [
        ...list.slice(0, 5),
        { id: 'it', ar: 'كلية تقانة المعلومات', en: 'Faculty of Information Technology' },
        { id: '', ar: 'كلية إدارة الأعمال', en: 'Business' },
        { id: '', ar: 'كلية الإعلام', en: 'Media' },
      ],
      version: 0,
    });
    expect(saved).toEqual({ version: 1, changed: ['list'] });
    expect(currentDepartments().map((department) => department.id)).toEqual([
      'administration',
      'medicine',
      'nursing',
      'labs',
      'law',
      'it',
      'business',
      'media',
    ]);
    expect(departmentNames('en').it).toBe('Faculty of Information Technology');
    expect(await auditedActions(db, '1')).toContain('departments.save');

    // A record may be in a new department, never in one that does not exist.
    const { id } = await createDirectoryMember(db, registrar, person('business'));
    expect((await refusal(createDirectoryMember(db, registrar, person('pharmacy')))).code).toBe(
      'invalid_directory_member',
    );

    // Business names a person now: it cannot be removed.
    const withoutBusiness = currentDepartments()
      .filter((department) => department.id !== 'business')
      .map(({ id: key, ar, en }) => ({ id: key, ar, en }));
    const inUse = await refusal(
      saveDepartments(db, registrar, { departments: withoutBusiness, version: 1 }),
    );
    expect(inUse.code).toBe('department_in_use');
    // Nor may the form invent an id.
    expect(
      (
        await refusal(
          saveDepartments(db, registrar, {
            departments: [{ id: 'pharmacy', ar: 'صيدلة', en: 'Pharmacy' }],
            version: 1,
          }),
        )
      ).code,
    ).toBe('invalid_departments');
    // Sent twice: the second row is named, with what to do.
    const twice = await refusal(
      saveDepartments(db, registrar, { departments: [...list, list[0]!], version: 1 }),
    );
    expect(twice.code).toBe('invalid_departments');
    expect(Object.keys(twice.fields ?? {})).toEqual([
      `departments.${list.length}.ar`,
      `departments.${list.length}.en`,
    ]);
    // Once the person is gone, it can; and a form opened before that save is stale.
    const latest = (await getDirectoryMember(db, String(id)))!.updatedAt.toISOString();
    await removeDirectoryMember(db, registrar, String(id), latest);
    await saveDepartments(db, registrar, { departments: withoutBusiness, version: 1 });
    expect(
      (await refusal(saveDepartments(db, registrar, { departments: withoutBusiness, version: 1 })))
        .code,
    ).toBe('departments_conflict');

    // Another instance reads them on its next round.
    const store = departmentsStore();
    store.values = null;
    store.version = 0;
    expect(await loadDepartments(db)).toBe(true);
    expect(currentDepartments().map((department) => department.id)).toContain('media');
  });

  it('never lets a person into a department being removed at the same moment', async () => {
    const { db } = database;
    let version = 0;
    for (let round = 0; round < 6; round++) {
      const opened = await departmentsForEditing(db);
      const list = opened.values.list.map(({ id, ar, en }) => ({ id, ar, en }));
      const added = await saveDepartments(db, registrar, {
        departments: [...list, { id: '', ar: `قسم ${round}`, en: `Race ${round}` }],
        version,
      });
      version = added.version;
      const id = currentDepartments().at(-1)!.id;
      const [removal, creation] = await Promise.allSettled([
        saveDepartments(db, registrar, { departments: list, version }),
        createDirectoryMember(db, registrar, person(id)),
      ]);
      // One of the two, never both: a person is never left in a department that is gone.
      expect([removal.status, creation.status].sort(), `round ${round}`).toEqual([
        'fulfilled',
        'rejected',
      ]);
      version = (await departmentsForEditing(db)).version;
      if (creation.status === 'fulfilled') {
        const latest = (await getDirectoryMember(db, String(creation.value.id)))!.updatedAt;
        await removeDirectoryMember(db, registrar, String(creation.value.id), latest.toISOString());
        const removed = await saveDepartments(db, registrar, { departments: list, version });
        version = removed.version;
      }
    }
  });
});
