import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DirectoryMemberInput } from '@/lib/directory-member';
import { directoryMemberSchema } from '@/lib/directory-member';
import { directoryMembers, mediaImages, staffAuditLog } from '../db/schema';
import { seedDirectory } from '../db/seed-directory';
import { directorySeed } from '../db/seeds/directory-seed';
import { describeOnDatabases } from '../../../test/support/db/describe-on-databases';
import { editor, refusal, refusedFields } from '../../../test/support/publishing/desk-tests';
import { isPublishedImage } from '../news/published-news';
import {
  changeDirectoryStatus,
  createDirectoryMember,
  getDirectoryMember,
  listDirectoryForStaff,
  removeDirectoryMember,
  restoreDirectoryRevision,
  saveDirectoryMember,
} from './directory-desk';
import { listRevisions } from '../publishing/record-revisions';
import { findDirectoryPerson, listDirectory } from './published-directory';

const record = (change: Partial<DirectoryMemberInput> = {}): DirectoryMemberInput => ({
  nameAr: 'د. سلمى عوض',
  nameEn: 'Dr Salma Awad',
  titleAr: 'أستاذ مساعد في علم الأدوية',
  titleEn: 'Assistant Professor of Pharmacology',
  department: 'medicine',
  email: 'Salma.Awad@alrowad.edu.sd',
  phone: '+249 183 555 133',
  imageId: null,
  ...change,
});

describe('a directory record', () => {
  it('needs both languages, a department, an e-mail and a Sudanese number', () => {
    const refused = directoryMemberSchema.safeParse(
      record({ nameEn: ' ', department: 'Pharmacy!', email: 'salma', phone: '0912345678' }),
    );
    expect(refusedFields(refused)).toEqual([
      ['department', 'directoryDepartmentRequired'],
      ['email', 'emailInvalid'],
      ['nameEn', 'directoryFieldRequired'],
      ['phone', 'directoryPhoneInvalid'],
    ]);
    // Arabic-Indic digits and extra spaces are read; the address is kept in lower case.
    expect(directoryMemberSchema.parse(record({ phone: '+٢٤٩  ١٨٣ ٥٥٥ ١٣٣' }))).toMatchObject({
      phone: '+249 183 555 133',
      email: 'salma.awad@alrowad.edu.sd',
    });
    expect(directoryMemberSchema.safeParse({ ...record(), extra: 1 }).success).toBe(false);
  });
});

describeOnDatabases('the directory desk', (database) => {
  it('seeds the eight people once, ids 1 to 8, with their drawn portraits', async () => {
    expect(await seedDirectory(database.db)).toBe(directorySeed.length);
    expect(await seedDirectory(database.db)).toBe(0);
    const people = await listDirectory(database.db, 'en');
    expect(people.map((person) => person.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(people[3]).toEqual({
      id: 4,
      name: 'Dr Khalid Omer Babiker',
      title: 'Assistant Professor of Physiology',
      department: 'medicine',
      email: 'khalid.babiker@alrowad.edu.sd',
      phone: '+249 183 555 132',
      image: '/images/staff/portrait-4.svg',
    });
    expect((await findDirectoryPerson(database.db, 'ar', 1))?.name).toBe(
      'أ.د. عبد الله محمد الحسن',
    );
  });

  it('never seeds over a directory an editor has started', async () => {
    await createDirectoryMember(database.db, editor, record());
    expect(await seedDirectory(database.db)).toBe(0);
    expect(await listDirectoryForStaff(database.db)).toHaveLength(1);
  });

  it('adds a person at the end as a draft, publishes and takes them off, their photo public only while published', async () => {
    await seedDirectory(database.db);
    // The audit log outlives the reset: only this test's rows are compared.
    const before = (await database.db.select({ id: staffAuditLog.id }).from(staffAuditLog)).map(
      (row) => row.id,
    );
    const [image] = await database.db
      .insert(mediaImages)
      .values({ width: 960, height: 960, uploadedBy: editor.email })
      .returning({ id: mediaImages.id });
    const { id } = await createDirectoryMember(database.db, editor, record({ imageId: image!.id }));
    expect(id).toBe(9);
    // A draft: on the desk, not in the directory, its card or its photo.
    expect((await listDirectory(database.db, 'en')).map((person) => person.id)).not.toContain(9);
    expect(await findDirectoryPerson(database.db, 'en', 9)).toBeNull();
    expect(await isPublishedImage(database.db, image!.id)).toBe(false);
    expect((await listDirectoryForStaff(database.db)).at(-1)).toMatchObject({
      id: 9,
      publishAt: null,
    });

    const version = () =>
      getDirectoryMember(database.db, '9').then((row) => row!.updatedAt.toISOString());
    await changeDirectoryStatus(database.db, editor, '9', {
      action: 'publish',
      version: await version(),
    });
    const shown = await listDirectory(database.db, 'en');
    expect(shown.at(-1)).toMatchObject({
      id: 9,
      name: 'Dr Salma Awad',
      email: 'salma.awad@alrowad.edu.sd',
      image: `/api/media/${image!.id}/480`,
    });
    expect(await isPublishedImage(database.db, image!.id)).toBe(true);

    await changeDirectoryStatus(database.db, editor, '9', {
      action: 'unpublish',
      version: await version(),
    });
    expect((await listDirectory(database.db, 'ar')).map((person) => person.id)).not.toContain(9);
    expect(await findDirectoryPerson(database.db, 'en', 9)).toBeNull();
    expect(await isPublishedImage(database.db, image!.id)).toBe(false);

    // Scheduled: in the directory from its time, not before.
    const at = new Date('2027-01-10T06:00:00Z');
    await changeDirectoryStatus(
      database.db,
      editor,
      '9',
      { action: 'schedule', at, version: await version() },
      new Date('2027-01-09T06:00:00Z'),
    );
    expect(
      await findDirectoryPerson(database.db, 'en', 9, new Date('2027-01-10T05:59:00Z')),
    ).toBeNull();
    expect(
      (await findDirectoryPerson(database.db, 'en', 9, new Date('2027-01-10T06:00:00Z')))?.name,
    ).toBe('Dr Salma Awad');
    expect(
      (
        await refusal(
          changeDirectoryStatus(database.db, editor, '9', {
            action: 'publish',
            version: '2020-01-01T00:00:00.000Z',
          }),
        )
      ).code,
    ).toBe('record_conflict');

    // A seeded person keeps the drawn portrait until a photo is uploaded.
    const dean = (await getDirectoryMember(database.db, '1'))!;
    await saveDirectoryMember(database.db, editor, '1', {
      ...record({ nameAr: dean.nameAr, nameEn: 'Prof. Abdalla M. Elhassan' }),
      department: 'administration',
    });
    expect(await findDirectoryPerson(database.db, 'en', 1)).toMatchObject({
      name: 'Prof. Abdalla M. Elhassan',
      image: '/images/staff/portrait-1.svg',
    });
    const audit = await database.db
      .select({
        id: staffAuditLog.id,
        action: staffAuditLog.action,
        subject: staffAuditLog.subjectId,
      })
      .from(staffAuditLog);
    const added = audit.filter((row) => !before.includes(row.id));
    expect(added.map((row) => `${row.action} ${row.subject}`).sort()).toEqual([
      'directory.create 9',
      'directory.publish 9',
      'directory.save 1',
      'directory.schedule 9',
      'directory.unpublish 9',
    ]);
  });

  it('refuses a photo not uploaded here, an unknown record, and removes one for good', async () => {
    await seedDirectory(database.db);
    const unknownPhoto = await refusal(
      createDirectoryMember(
        database.db,
        editor,
        record({ imageId: '00000000-0000-4000-8000-000000000000' }),
      ),
    );
    expect(unknownPhoto.code).toBe('invalid_directory_member');
    expect(Object.keys(unknownPhoto.fields!)).toEqual(['imageId']);
    expect((await refusal(saveDirectoryMember(database.db, editor, '99', record()))).code).toBe(
      'unknown_member',
    );
    expect((await refusal(saveDirectoryMember(database.db, editor, '1e3', record()))).code).toBe(
      'unknown_member',
    );
    // Removed only from a copy of its last version: an older one is refused (409).
    expect(
      (await refusal(removeDirectoryMember(database.db, editor, '8', '2020-01-01T00:00:00.000Z')))
        .code,
    ).toBe('record_conflict');
    expect(await getDirectoryMember(database.db, '8')).not.toBeNull();
    const latest = (await getDirectoryMember(database.db, '8'))!.updatedAt.toISOString();
    await removeDirectoryMember(database.db, editor, '8', latest);
    expect(await findDirectoryPerson(database.db, 'en', 8)).toBeNull();
    expect(
      await database.db.select().from(directoryMembers).where(eq(directoryMembers.id, 8)),
    ).toEqual([]);
    expect((await refusal(removeDirectoryMember(database.db, editor, '8', latest))).code).toBe(
      'unknown_member',
    );
    expect(await listDirectoryForStaff(database.db)).toHaveLength(7);
  });

  it('puts back a version kept before drafts and scheduling, which also said whether it was shown', async () => {
    await seedDirectory(database.db);
    await saveDirectoryMember(database.db, editor, '4', record());
    const [latest] = await listRevisions(database.db, 'directory', 4);
    await database.db.execute(
      sql`update record_revisions set snapshot = snapshot || '{"shown": false}'::jsonb where id = ${latest!.id}`,
    );
    await restoreDirectoryRevision(database.db, editor, '4', latest!.id);
    // Publication is not part of a version: the record stays published.
    expect((await findDirectoryPerson(database.db, 'en', 4))?.name).toBe('Dr Salma Awad');
  });

  it('keeps every version of a record, the seeded one too, and puts one back', async () => {
    await seedDirectory(database.db);
    await saveDirectoryMember(database.db, editor, '4', {
      ...record({ nameAr: 'د. خالد عمر بابكر', nameEn: 'Dr Khalid Omer Babiker' }),
    });
    const revisions = await listRevisions(database.db, 'directory', 4);
    expect(revisions.map((revision) => revision.reason)).toEqual(['saved', 'seeded']);
    expect(revisions[1]!.snapshot).toMatchObject({
      titleEn: 'Assistant Professor of Physiology',
      phone: '+249 183 555 132',
    });
    await restoreDirectoryRevision(database.db, editor, '4', revisions[1]!.id);
    expect(await findDirectoryPerson(database.db, 'en', 4)).toMatchObject({
      title: 'Assistant Professor of Physiology',
      phone: '+249 183 555 132',
      image: '/images/staff/portrait-4.svg',
    });
    expect((await listRevisions(database.db, 'directory', 4)).map((r) => r.reason)).toEqual([
      'restored',
      'saved',
      'seeded',
    ]);
    expect(
      (await refusal(restoreDirectoryRevision(database.db, editor, '5', revisions[1]!.id))).code,
    ).toBe('unknown_revision');
  });
});
