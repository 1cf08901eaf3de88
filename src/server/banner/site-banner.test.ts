import { describe, expect, it } from 'vitest';
import { bannerSchema, bannerState, type BannerInput } from '@/lib/banner';
import { describeOnDatabases } from '../../../test/support/db/describe-on-databases';
import { editor, refusedFields } from '../../../test/support/publishing/desk-tests';
import { staffAuditLog } from '../db/schema';
import { listRevisions } from '../publishing/record-revisions';
import {
  activeBanner,
  bannerVersion,
  getBanner,
  restoreBannerRevision,
  saveBanner,
} from './site-banner';

const input = (change: Partial<BannerInput> = {}): BannerInput => ({
  messageAr: 'تأجيل امتحانات الأحد إلى الثلاثاء.',
  messageEn: "Sunday's exams move to Tuesday.",
  linkHref: '/academic-calendar',
  linkLabelAr: 'التقويم',
  linkLabelEn: 'The calendar',
  severity: 'warning',
  shownFrom: '',
  shownUntil: '',
  enabled: true,
  ...change,
});

describe('the banner schema', () => {
  it('needs both messages, the link’s words with a link, a safe link and times in order', () => {
    const refused = bannerSchema.safeParse(
      input({
        messageEn: ' ',
        linkLabelEn: '',
        shownFrom: '2026-12-02T08:00',
        shownUntil: '2026-12-01T08:00',
      }),
    );
    expect(refused.success).toBe(false);
    expect(refusedFields(refused)).toEqual([
      ['linkLabelEn', 'bannerLinkLabelRequired'],
      ['messageEn', 'bannerMessageRequired'],
      ['shownUntil', 'bannerUntilBeforeFrom'],
    ]);
    for (const href of ['javascript:alert(1)', '//evil.example', 'ftp://x.example']) {
      expect(bannerSchema.safeParse(input({ linkHref: href })).success, href).toBe(false);
    }
    expect(bannerSchema.safeParse(input({ severity: 'loud' as 'info' })).success).toBe(false);
    expect(bannerSchema.parse(input({ shownFrom: '2026-12-01T08:00' })).shownFrom).toEqual(
      new Date('2026-12-01T06:00:00Z'),
    );
  });

  it('is off, waiting, shown or ended by its switch and its times', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const hour = 3600_000;
    const at = (offset: number) => new Date(now.getTime() + offset);
    expect(bannerState({ enabled: false, shownFrom: null, shownUntil: null }, now)).toBe('off');
    expect(bannerState({ enabled: true, shownFrom: at(hour), shownUntil: null }, now)).toBe(
      'waiting',
    );
    expect(bannerState({ enabled: true, shownFrom: at(-hour), shownUntil: at(hour) }, now)).toBe(
      'shown',
    );
    expect(bannerState({ enabled: true, shownFrom: null, shownUntil: now }, now)).toBe('ended');
  });
});

describeOnDatabases('the banner', (database) => {
  it('shows the saved banner in each language, with the link in the page’s language', async () => {
    expect(await activeBanner(database.db, 'ar')).toBeNull();
    expect(await saveBanner(database.db, editor, bannerSchema.parse(input()))).toMatchObject({
      state: 'shown',
    });
    const ar = await activeBanner(database.db, 'ar');
    const en = await activeBanner(database.db, 'en');
    expect(ar).toMatchObject({
      message: 'تأجيل امتحانات الأحد إلى الثلاثاء.',
      link: { href: '/academic-calendar', label: 'التقويم' },
      severity: 'warning',
    });
    expect(en?.link).toEqual({ href: '/en/academic-calendar', label: 'The calendar' });
    expect(en?.version).toBe(ar?.version);
    expect(await database.db.select().from(staffAuditLog)).toHaveLength(1);
  });

  it('hides it when turned off, before its time and after its end', async () => {
    await saveBanner(database.db, editor, bannerSchema.parse(input({ enabled: false })));
    expect(await activeBanner(database.db, 'ar')).toBeNull();
    await saveBanner(
      database.db,
      editor,
      bannerSchema.parse(input({ shownFrom: '2999-01-01T00:00' })),
    );
    expect(await activeBanner(database.db, 'ar')).toBeNull();
    await saveBanner(
      database.db,
      editor,
      bannerSchema.parse(input({ shownUntil: '2000-01-01T00:00' })),
    );
    expect(await activeBanner(database.db, 'en')).toBeNull();
    await saveBanner(
      database.db,
      editor,
      bannerSchema.parse(input({ linkHref: '', linkLabelAr: '', linkLabelEn: '' })),
    );
    expect((await activeBanner(database.db, 'en'))?.link).toBeNull();
  });

  it('keeps every version, times as the form writes them, and puts one back', async () => {
    await saveBanner(
      database.db,
      editor,
      bannerSchema.parse(input({ shownFrom: '2026-11-24T08:30', shownUntil: '' })),
    );
    await saveBanner(database.db, editor, bannerSchema.parse(input({ enabled: false })));
    const revisions = await listRevisions(database.db, 'banner', 1);
    expect(revisions.map((revision) => revision.reason)).toEqual(['saved', 'saved']);
    expect(revisions[1]!.snapshot).toMatchObject({
      shownFrom: '2026-11-24T08:30',
      enabled: true,
    });
    await restoreBannerRevision(
      database.db,
      editor,
      revisions[1]!.id,
      new Date('2026-11-24T10:00:00Z'),
    );
    expect(await activeBanner(database.db, 'en')).toMatchObject({
      message: "Sunday's exams move to Tuesday.",
    });
    expect((await listRevisions(database.db, 'banner', 1)).map((r) => r.reason)).toEqual([
      'restored',
      'saved',
      'saved',
    ]);
    await expect(
      restoreBannerRevision(database.db, editor, '8d3f6a52-4c1e-4b7a-9f0d-2e5c7b9a1d44'),
    ).rejects.toMatchObject({ code: 'unknown_revision' });
  });

  it('refuses a save written from a banner someone saved since, and keeps theirs', async () => {
    const first = bannerSchema.parse(input());
    // Two editors open the desk before any banner: both forms name the version `none`.
    const opened = bannerVersion(await getBanner(database.db));
    expect(opened).toBe('none');
    const saved = await saveBanner(database.db, editor, first, new Date(), 'saved', opened);
    await expect(
      saveBanner(
        database.db,
        editor,
        bannerSchema.parse(input({ messageEn: 'The library closes at noon.' })),
        new Date(),
        'saved',
        opened,
      ),
    ).rejects.toMatchObject({ code: 'banner_conflict' });
    expect((await activeBanner(database.db, 'en'))?.message).toBe(
      "Sunday's exams move to Tuesday.",
    );
    expect(await listRevisions(database.db, 'banner', 1)).toHaveLength(1);
    // Written from the version the save returned, the next save goes in.
    expect(saved.version).toBe(bannerVersion(await getBanner(database.db)));
    await saveBanner(database.db, editor, first, new Date(), 'saved', saved.version);
    expect(await listRevisions(database.db, 'banner', 1)).toHaveLength(2);
  });
});
