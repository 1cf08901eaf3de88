import { describe, expect, it } from 'vitest';
import { menusOf } from '@/components/navigation/menu-model';
import { completeNavigation, navigationSchema, type Navigation } from '@/lib/navigation';
import { describeOnDatabases } from '../../../test/support/db/describe-on-databases';
import {
  auditedActions,
  refusal,
  refusalCode,
  refusedFields,
} from '../../../test/support/publishing/desk-tests';
import {
  currentNavigation,
  discardNavigationDraft,
  loadNavigation,
  navigationForEditing,
  navigationStore,
  publishNavigation,
  repositoryNavigation,
  restoreNavigationRevision,
  saveNavigationDraft,
} from './navigation-desk';
import { buildSearchIndex } from '../search/build-search-index';
import { collectDocuments } from '../search/collect-documents';
import { syncNewsDocuments } from '../search/news-documents';
import { searchSite } from '../search/search-site';

const staff = { id: 'editor-1', email: 'editor@alrowad.edu.sd', name: 'Editor' };

/** The registry's arrangement with the study menu renamed, its admission group's pages in another order (the fees first, the status hidden) and a link added; the news on the home page first, the leadership hidden. */
function arranged(): Navigation {
  const navigation = structuredClone(repositoryNavigation());
  const study = navigation.menus.find((menu) => menu.id === 'study')!;
  study.ar = 'الدراسة في الكلية';
  study.en = 'Studying here';
  const admission = study.groups.find((group) => group.id === 'study.admission')!;
  const fees = admission.links.findIndex(
    (link) => 'page' in link && link.page === 'admission/fees',
  );
  admission.links.unshift(...admission.links.splice(fees, 1));
  for (const link of admission.links) {
    if ('page' in link && link.page === 'admission/status') link.shown = false;
  }
  admission.links.push({ href: 'https://portal.alrowad.edu.sd', ar: 'البوابة', en: 'Portal' });
  const news = navigation.home.findIndex((section) => section.id === 'latestNews');
  navigation.home.unshift(...navigation.home.splice(news, 1));
  navigation.home.find((section) => section.id === 'leadership')!.shown = false;
  return navigationSchema.parse(navigation);
}

describe('the menus and the home sections as the college arranges them', () => {
  it("keep the registry's structure: every group and page once, in its own group", () => {
    const navigation = arranged();
    const moved = structuredClone(navigation);
    // A page put in another group than its own.
    const about = moved.menus[0]!.groups[0]!;
    about.links.push({ page: 'admission/fees', shown: true });
    expect(refusedFields(navigationSchema.safeParse(moved))[0]?.[1]).toBe('navStructure');
    const hidden = structuredClone(navigation);
    hidden.home.pop();
    expect(navigationSchema.safeParse(hidden).success).toBe(false);
    const unsafe = structuredClone(navigation);
    unsafe.menus[0]!.groups[0]!.links.push({ href: 'javascript:alert(1)', ar: 'س', en: 'x' });
    expect(
      navigationSchema
        .safeParse(unsafe)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toEqual([['menus.0.groups.0.links.4.href', 'navLinkInvalid']]);
  });

  it("keep a page of the site's link without its language, which each menu puts back", () => {
    const navigation = structuredClone(arranged());
    navigation.menus[0]!.groups[0]!.links.push({ href: '/en/contact', ar: 'اتصل', en: 'Call' });
    const parsed = navigationSchema.parse(navigation);
    expect(parsed.menus[0]!.groups[0]!.links.at(-1)).toMatchObject({ href: '/contact' });
    const about = menusOf('en', parsed)[0]!.groups[0]!;
    expect(about.links.at(-1)!.href).toBe('/en/contact');
  });

  it('are drawn in their order, without what is hidden, added links localised', () => {
    const study = menusOf('en', arranged()).find((menu) => menu.id === 'study')!;
    expect(study.label).toBe('Studying here');
    const admission = study.groups.find((group) => group.id === 'study.admission')!;
    expect(admission.links.map((link) => link.href)).toEqual([
      '/en/admission/fees',
      '/en/admission',
      '/en/admission/application',
      '/en/academic-calendar',
      'https://portal.alrowad.edu.sd',
    ]);
  });

  it('take in a page the registry gained since, at the end of its group', () => {
    const navigation = arranged();
    const admission = navigation.menus
      .find((menu) => menu.id === 'study')!
      .groups.find((group) => group.id === 'study.admission')!;
    admission.links = admission.links.filter(
      (link) => !('page' in link) || link.page !== 'academic-calendar',
    );
    const completed = completeNavigation(navigation, {
      menus: Object.fromEntries(repositoryNavigation().menus.map((m) => [m.id, m])) as never,
      groups: {} as never,
    });
    const links = completed.menus
      .find((menu) => menu.id === 'study')!
      .groups.find((group) => group.id === 'study.admission')!.links;
    expect(links.at(-1)).toEqual({ page: 'academic-calendar', shown: true });
  });
});

describeOnDatabases('the menus desk', (database) => {
  it('saves a draft visitors do not see, publishes it, discards and restores, with the 409s', async () => {
    navigationStore().values = null;
    navigationStore().version = 0;
    const first = await navigationForEditing(database.db);
    expect(first).toMatchObject({ version: 0, pending: false });
    expect(first.draft).toEqual(repositoryNavigation());
    expect(await refusalCode(publishNavigation(database.db, staff, 0))).toBe(
      'navigation_unchanged',
    );

    const saved = await saveNavigationDraft(database.db, staff, 0, arranged());
    expect(saved).toEqual({ version: 1, pending: true });
    expect(currentNavigation()).toEqual(repositoryNavigation());
    // The same draft again, or from the form read before the save.
    expect(await refusalCode(saveNavigationDraft(database.db, staff, 1, arranged()))).toBe(
      'navigation_unchanged',
    );
    expect(
      await refusalCode(saveNavigationDraft(database.db, staff, 0, repositoryNavigation())),
    ).toBe('navigation_conflict');

    await publishNavigation(database.db, staff, 1);
    expect(currentNavigation()).toEqual(arranged());
    // Another process finds it at its next load.
    navigationStore().values = null;
    navigationStore().version = 0;
    expect(await loadNavigation(database.db)).toBe(true);
    expect(currentNavigation()).toEqual(arranged());
    expect(await loadNavigation(database.db)).toBe(false);

    // The first arrangement (kept at the first save) back into the draft, then discarded.
    const desk = await navigationForEditing(database.db);
    expect(desk.revisions.map((revision) => revision.reason)).toEqual(['saved', 'seeded']);
    await restoreNavigationRevision(database.db, staff, desk.revisions.at(-1)!.id);
    // Again: the draft is that arrangement already.
    expect(
      await refusalCode(restoreNavigationRevision(database.db, staff, desk.revisions.at(-1)!.id)),
    ).toBe('navigation_unchanged');
    const restored = await navigationForEditing(database.db);
    expect(restored).toMatchObject({ pending: true, draft: repositoryNavigation() });
    expect(currentNavigation()).toEqual(arranged());
    await discardNavigationDraft(database.db, staff, restored.version);
    expect((await navigationForEditing(database.db)).draft).toEqual(arranged());
    expect(
      (await refusal(restoreNavigationRevision(database.db, staff, crypto.randomUUID()))).code,
    ).toBe('unknown_revision');
    expect(await auditedActions(database.db, '1')).toEqual(
      expect.arrayContaining([
        'navigation.save',
        'navigation.publish',
        'navigation.restore',
        'navigation.discard',
      ]),
    );
  });

  it('name the menus in the site search as the college renamed them', async () => {
    // This process as it started, with the build's names; then the study menu renamed.
    navigationStore().values = null;
    navigationStore().version = 0;
    const index = buildSearchIndex('en', collectDocuments('en'));
    const feesTrail = () =>
      searchSite(index, 'fees and costs').results.find((result) =>
        result.href.startsWith('/en/admission/fees'),
      )?.trail;
    await syncNewsDocuments('en', index, { db: database.db });
    expect(feesTrail()?.[0]).toBe('Study');
    const { version } = await navigationForEditing(database.db);
    const saved = await saveNavigationDraft(database.db, staff, version, arranged());
    await publishNavigation(database.db, staff, saved.version);
    expect(currentNavigation().menus.find((menu) => menu.id === 'study')?.en).toBe('Studying here');
    await syncNewsDocuments('en', index, { db: database.db });
    expect(feesTrail()?.[0]).toBe('Studying here');
  });
});
