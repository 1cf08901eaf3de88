import { expect, it } from 'vitest';
import {
  board,
  directoryMembers,
  mediaFiles,
  mediaImages,
  newsItems,
  newsRevisions,
  recordRevisions,
} from '../db/schema';
import { describeOnDatabases } from '../../../test/support/db/describe-on-databases';
import { pruneUnusedImages, UNUSED_PICTURE_DAYS } from './prune-images';

const now = new Date('2026-11-24T10:00:00Z');
const old = new Date(now.getTime() - (UNUSED_PICTURE_DAYS + 1) * 86_400_000);
const recent = new Date(now.getTime() - 86_400_000);

describeOnDatabases('unused pictures', (database) => {
  /** A picture with its two stored copies, uploaded at `createdAt`. */
  async function picture(name: string, createdAt: Date): Promise<string> {
    const [row] = await database.db
      .insert(mediaImages)
      .values({ width: 960, height: 640, uploadedBy: 'editor@alrowad.edu.sd', createdAt })
      .returning({ id: mediaImages.id });
    await database.db.insert(mediaFiles).values(
      [480, 960].map((width) => ({
        imageId: row!.id,
        width,
        height: (width * 2) / 3,
        storageKey: `${name}-${width}`,
        bytes: 1000,
      })),
    );
    return row!.id;
  }

  it('go after a week with their copies; a picture shown, or kept in a version, stays', async () => {
    const unused = await picture('unused', old);
    const fresh = await picture('fresh', recent);
    const inNews = await picture('news', old);
    const inNewsVersion = await picture('news-version', old);
    const onBoard = await picture('board', old);
    const inDirectory = await picture('directory', old);
    const inDirectoryVersion = await picture('directory-version', old);
    const [item] = await database.db
      .insert(newsItems)
      .values({ slug: 'with-picture', date: '2026-11-20', imageId: inNews })
      .returning({ id: newsItems.id });
    await database.db.insert(newsRevisions).values({
      newsId: item!.id,
      snapshot: { imageId: inNewsVersion } as never,
      reason: 'saved',
      savedBy: 'editor@alrowad.edu.sd',
    });
    await database.db.insert(board).values({
      nameAr: 'عضو',
      nameEn: 'Member',
      positionAr: 'عضو',
      positionEn: 'Member',
      imageUrl: `/api/media/${onBoard}/480`,
    });
    await database.db.insert(directoryMembers).values({
      nameAr: 'موظف',
      nameEn: 'Employee',
      titleAr: 'محاضر',
      titleEn: 'Lecturer',
      department: 'it',
      email: 'employee@alrowad.edu.sd',
      phone: '+249 183 555 100',
      imageId: inDirectory,
    });
    await database.db.insert(recordRevisions).values({
      kind: 'directory',
      recordId: 1,
      snapshot: { imageId: inDirectoryVersion },
      reason: 'saved',
      savedBy: 'editor@alrowad.edu.sd',
    });

    const deleted: string[] = [];
    const storage = { delete: async (key: string) => void deleted.push(key) };
    expect(await pruneUnusedImages(database.db, storage, now)).toBe(1);
    expect(deleted.sort()).toEqual(['unused-480', 'unused-960']);
    const left = (await database.db.select({ id: mediaImages.id }).from(mediaImages)).map(
      (row) => row.id,
    );
    expect(left.sort()).toEqual(
      [fresh, inNews, inNewsVersion, onBoard, inDirectory, inDirectoryVersion].sort(),
    );
    expect(left).not.toContain(unused);
    expect(await database.db.select().from(mediaFiles)).toHaveLength(12);
    // Nothing more to do.
    expect(await pruneUnusedImages(database.db, storage, now)).toBe(0);
  });
});
