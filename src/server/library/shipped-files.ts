/**
 * The documents the site ships (assets/downloads/: the housing and e-services guides made by
 * `npm run guide:*`, the 2024 research report, the lecture notes) become files of the college's
 * library (issue #46, item 5): imported once, at the first start of a database, so that an
 * editor replaces one (a new housing guide when the fees change) at the same address. Their
 * old addresses lead there: /downloads/{name}.pdf and /downloads/courses/{name}.pdf answer 308
 * to /files/{name}.pdf (next.config.ts), whatever the library holds now. They live outside
 * public/, so no address serves the repository's copy once an editor has replaced it.
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import path from 'node:path';
import { housingGuideHref } from '@content/campus-facts';
import { getCourses } from '@content/courses';
import { subjects } from '@content/courses-schema';
import { eServicesGuideHref } from '@content/e-services';
import { researchReportHref } from '@content/research-facts';
import { catalogues } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import type { Db } from '../db/db';
import { libraryFiles, seeds } from '../db/schema';
import { SEED_AUTHOR } from '../db/seed-once';
import { describeForLog } from '../logging/safe-log';
import type { Storage } from '../storage/storage';

export interface ShippedFile {
  /** Where the repository holds it: /downloads/housing-guide-ar.pdf. */
  path: string;
  /** Its library name, and so its address: /files/housing-guide-ar.pdf. */
  name: string;
  title: { ar: string; en: string };
}

const SEED = 'library-shipped-files';

/** The library name of a shipped file's path: its file name without `.pdf`. */
export function shippedName(href: string): string {
  return path.posix.basename(href, '.pdf');
}

/** Every document the site ships, with its title in both languages. */
export function shippedFiles(): ShippedFile[] {
  const words = (locale: Locale) => catalogues[locale].StaffFiles.shipped;
  /** "Housing guide (in Arabic)": a guide's name, and the language its file is in. */
  const titled = (name: (locale: Locale) => string, fileLocale: Locale) => ({
    ar: words('ar')
      .inLanguage.replace('{name}', name('ar'))
      .replace('{language}', words('ar').languages[fileLocale]),
    en: words('en')
      .inLanguage.replace('{name}', name('en'))
      .replace('{language}', words('en').languages[fileLocale]),
  });
  const guides = (
    [
      [housingGuideHref, 'housingGuide'],
      [eServicesGuideHref, 'eServicesGuide'],
      [researchReportHref, 'researchReport'],
    ] as const
  ).flatMap(([hrefs, key]) =>
    (['ar', 'en'] as const).map((locale) => ({
      path: hrefs[locale],
      name: shippedName(hrefs[locale]),
      title: titled((language) => words(language)[key], locale),
    })),
  );
  const lectures = subjects.flatMap((subject) =>
    getCourses('en')[subject].lectures.flatMap((lecture, index) => {
      if (!lecture.file) return [];
      const arabic = getCourses('ar')[subject].lectures[index]!;
      return (['ar', 'en'] as const).map((locale) => {
        const href = locale === 'en' ? lecture.file! : arabic.file!;
        return {
          path: href,
          name: shippedName(href),
          title: titled((language) => (language === 'ar' ? arabic.title : lecture.title), locale),
        };
      });
    }),
  );
  return [...guides, ...lectures];
}

/**
 * Imports the shipped documents into the library, once per database (recorded in `seeds`): a
 * file whose name the library already has is left as it is. A file the repository lacks is
 * skipped with a warning. Returns how many were imported.
 */
export async function importShippedFiles(db: Db, storage: Storage): Promise<number> {
  const [done] = await db.select().from(seeds).where(eq(seeds.name, SEED));
  if (done) return 0;
  const stored: { file: ShippedFile; key: string; bytes: number }[] = [];
  for (const file of shippedFiles()) {
    try {
      const data = await readFile(path.join(process.cwd(), 'assets', file.path));
      const { key } = await storage.put(Readable.from([data]));
      stored.push({ file, key, bytes: data.length });
    } catch (error) {
      console.warn(`[library] ${file.path} not imported: ${describeForLog(error)}`);
    }
  }
  // The rows and the seed's mark in one transaction; content a failed transaction leaves in the
  // storage is swept (sweep-storage.ts).
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seeds)
      .values({ name: SEED })
      .onConflictDoNothing()
      .returning({ name: seeds.name });
    if (claimed.length === 0) return 0;
    let imported = 0;
    for (const { file, key, bytes } of stored) {
      const [row] = await tx
        .insert(libraryFiles)
        .values({
          name: file.name,
          kind: 'document',
          titleAr: file.title.ar,
          titleEn: file.title.en,
          storageKey: key,
          bytes,
          contentAt: new Date(),
          createdBy: SEED_AUTHOR,
          updatedBy: SEED_AUTHOR,
        })
        .onConflictDoNothing()
        .returning({ id: libraryFiles.id });
      if (row) imported += 1;
    }
    return imported;
  });
}
