/**
 * The informational pages' desk (issue #46): an editor saves a page's draft in both languages,
 * publishes it now or at a time, and puts any earlier version back. Every write checks the
 * page's version (a stale copy is refused, 409), keeps a revision and an audit row, in one
 * transaction. A page's row is made the first time it is saved, with the repository's words
 * as its first revision ('imported'); visitors see the row's `published` from then on
 * (published-pages.ts), and the public pages are renewed after each publication
 * (refresh-pages.ts).
 */
import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getContent, getPage } from '@content/index';
import { faqSchema, getPlatformFaq } from '@content/e-services';
import { getCareers } from '@content/outreach';
import { careersSchema, positionSchema } from '@content/outreach-schema';
import { pageSchema } from '@content/page-schema';
import { homeSchema } from '@content/schema';
import { getSections, pagesWithSections } from '@content/sections';
import { routeKeys, type RouteKey } from '@/config/routes';
import {
  blankFields,
  FORMATTED_FIELD,
  nestsDeeperThan,
  pathText,
  shapeMismatch,
  type Json,
} from '@/lib/page-pair';
import { formatTextSections } from '@/lib/page-formatting';
import { readRichText, storedRichText } from '@/lib/rich-text';
import type { Db } from '../db/db';
import {
  pageRevisions,
  sitePages,
  type PagePair,
  type PageRevisionReason,
  type PageRevisionRow,
  type PageReviewState,
  type SitePageRow,
} from '../db/schema';
import { SEED_AUTHOR } from '../db/seed-once';
import { laggingLanguage, savedLanguageTimes } from '@/lib/translation-state';
import { AppError } from '../errors';
import { staffFieldMessages } from '../publishing/publishing-errors';
import { mustSubmitIn } from '../publishing/review-gate';
import { recordAudit } from '../staff/record-audit';
import { scopeHolds, sectionOfPage, type EditorScope } from '@/config/editor-sections';
import type { SignedInStaff } from '../staff/staff-session';

/**
 * The pages an editor may change: the home page (its hero, quick links, statistics and the
 * other parts' words) and every page whose body is content sections.
 */
export function editablePageKeys(): RouteKey[] {
  return ['home', ...pagesWithSections('ar')];
}

export function isEditablePage(key: string): key is RouteKey {
  return (editablePageKeys() as string[]).includes(key);
}

/** A page's words as the repository has them (content/{ar,en}/pages/<key>.ts). */
export function repositoryPage(key: RouteKey): PagePair {
  const one = (locale: 'ar' | 'en') => ({
    ...getPage(locale, key),
    sections: getSections(locale, key),
    ...(key === 'home' ? { home: getContent(locale).home } : {}),
    ...(key === 'careers' ? { careers: getCareers(locale) } : {}),
    ...(key === 'e-services/platform' ? { faq: getPlatformFaq(locale) } : {}),
  });
  return { ar: one('ar'), en: one('en') } as PagePair;
}

/** A page as its editor opens it. */
export interface EditedPage {
  key: RouteKey;
  published: PagePair;
  draft: PagePair | null;
  publishAt: Date | null;
  publishedAt: Date | null;
  publishedBy: string | null;
  draftSavedAt: Date | null;
  draftSavedBy: string | null;
  arChangedAt: Date | null;
  enChangedAt: Date | null;
  /** 0 for a page never saved (its row does not exist yet). */
  version: number;
  /** Where its draft stands with review (page-review.ts), and who submitted it. */
  reviewState: PageReviewState | null;
  reviewAuthorId: string | null;
  reviewAuthor: string | null;
  reviewAt: Date | null;
  reviewComment: string | null;
}

function editedPageOf(key: RouteKey, row: SitePageRow | undefined): EditedPage {
  if (!row) {
    return {
      key,
      published: repositoryPage(key),
      draft: null,
      publishAt: null,
      publishedAt: null,
      publishedBy: null,
      draftSavedAt: null,
      draftSavedBy: null,
      arChangedAt: null,
      enChangedAt: null,
      version: 0,
      reviewState: null,
      reviewAuthorId: null,
      reviewAuthor: null,
      reviewAt: null,
      reviewComment: null,
    };
  }
  return { ...row, key };
}

export async function getPageForEditing(db: Db, key: RouteKey): Promise<EditedPage> {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.routeKey, key));
  return editedPageOf(key, row);
}

/** Every editable page's state, for the desk's list (one query). */
/** The pages of an editor's sections (every page for 'all'), in the registry's order. */
export async function listPagesForEditing(
  db: Db,
  sections: EditorScope = 'all',
): Promise<EditedPage[]> {
  const rows = await db.select().from(sitePages);
  const byKey = new Map(rows.map((row) => [row.routeKey, row]));
  return editablePageKeys()
    .filter((key) => scopeHolds(sections, sectionOfPage(key)))
    .map((key) => editedPageOf(key, byKey.get(key)));
}

/** A page's history, newest first. */
export async function listPageRevisions(db: Db, key: RouteKey): Promise<PageRevisionRow[]> {
  return db
    .select()
    .from(pageRevisions)
    .where(eq(pageRevisions.routeKey, key))
    .orderBy(desc(pageRevisions.savedAt))
    .limit(200);
}

/** Put in a blank field of a draft while the schema checks it, and taken out after. */
const BLANK = '\u2063blank\u2063';

function fillBlanks(value: Json, key?: string): Json {
  if (typeof value === 'string') {
    if (value.trim() !== '') return value;
    // A link must still look like one: a blank is a path of this site.
    return key === 'href' ? `/${BLANK}` : BLANK;
  }
  if (Array.isArray(value)) return value.map((item) => fillBlanks(item, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, fillBlanks(item, k)]));
  }
  return value;
}

/**
 * The blanks taken out again; formatted text kept as the site keeps it (only what the toolbar
 * makes, src/lib/rich-text.ts), whoever sent it.
 */
function emptyBlanks(value: unknown, key?: string): unknown {
  if (typeof value === 'string') {
    if (value.includes(BLANK)) return '';
    if (key !== FORMATTED_FIELD) return value;
    const { document } = readRichText(value);
    return document ? storedRichText(document) : value;
  }
  if (Array.isArray(value)) return value.map((item) => emptyBlanks(item, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, emptyBlanks(item, k)]));
  }
  return value;
}

/** The catalogue's code for what the schema refused at a field. */
function fieldCode(issue: z.core.$ZodIssue): string {
  const field = String(issue.path.at(-1));
  if (field === 'href') return 'pageLinkInvalid';
  // A vacancy's own fields (the careers page).
  if (field === 'ref') return 'positionRefInvalid';
  if (field === 'closingDate') return 'positionDateInvalid';
  if (field === 'applyEmail') return 'emailInvalid';
  if (issue.code === 'custom' && issue.message === 'positionRefTwice') return issue.message;
  // Formatted text (content/sections-schema.ts): the news editor's refusals.
  if (
    issue.code === 'custom' &&
    ['bodyInvalid', 'bodyBadLink', 'requiredToPublish'].includes(issue.message)
  ) {
    return issue.message;
  }
  if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'array') {
    // The home page's quick links and statistics keep their number (the page's grid).
    return 'exact' in issue && issue.exact ? 'pageListLength' : 'pageListEmpty';
  }
  if (issue.code === 'too_big')
    return field === 'description' ? 'pageDescriptionTooLong' : 'pageTooLong';
  return 'invalid';
}

const pairInput = z.object({ ar: z.unknown(), en: z.unknown() });
/** The home page's words: a page's, and its own parts. */
const homePageSchema = pageSchema.extend({ home: homeSchema }).strict();
/**
 * The careers page's words: a page's, and its vacancies (any number from one; the repository's
 * own check asks for five), each reference once.
 */
const careersPageSchema = pageSchema
  .extend({
    careers: careersSchema.extend({
      positions: z
        .array(positionSchema)
        .min(1)
        .refine((list) => new Set(list.map((position) => position.ref)).size === list.length, {
          error: 'positionRefTwice',
        }),
    }),
  })
  .strict();
/** The platform hub's words: a page's, and the seven questions of its FAQ dialog. */
const platformPageSchema = pageSchema.extend({ faq: faqSchema }).strict();
const ownSchemas: Partial<Record<RouteKey, typeof pageSchema>> = {
  home: homePageSchema,
  careers: careersPageSchema,
  'e-services/platform': platformPageSchema,
};
const schemaOf = (key?: RouteKey) => (key && ownSchemas[key]) || pageSchema;

type Linked = { items: { href: string }[] };

/** The home's links that name no page of the site (they are route keys: `admission`). */
function homeLinkCodes(words: unknown): string[] {
  const known = routeKeys as readonly string[];
  const home = (words as { home?: { quickLinks: Linked; programmes: Linked } }).home;
  if (!home) return [];
  return [
    ...home.quickLinks.items.map(
      (item, index) => [`home.quickLinks.items.${index}.href`, item.href] as const,
    ),
    ...home.programmes.items.map(
      (item, index) => [`home.programmes.items.${index}.href`, item.href] as const,
    ),
  ]
    .filter(([, href]) => !known.includes(href))
    .map(([path]) => path);
}

/**
 * The page's words checked: both languages in one structure and as the page schema wants
 * them, each language's fields named `ar.<path>`/`en.<path>` when refused (400,
 * `invalid_page`). `complete`: no field may be blank either (409, `page_incomplete`).
 */
export function checkPagePair(input: unknown, complete: boolean, key?: RouteKey): PagePair {
  const schema = schemaOf(key);
  const pair = pairInput.safeParse(input);
  // Refused before anything walks it: a body of nested lists must not exhaust the stack.
  if (!pair.success || nestsDeeperThan(pair.data)) throw new AppError('invalid_page');
  const mismatch = shapeMismatch(pair.data.ar as Json, pair.data.en as Json);
  if (mismatch) {
    throw new AppError(
      'invalid_page',
      {},
      staffFieldMessages({ [`en.${pathText(mismatch)}`]: 'pageStructure' }),
    );
  }
  const codes: Record<string, string> = {};
  const checked = {} as Record<'ar' | 'en', unknown>;
  for (const locale of ['ar', 'en'] as const) {
    const words = pair.data[locale] as Json;
    const result = schema.safeParse(fillBlanks(words));
    if (!result.success) {
      for (const issue of result.error.issues) {
        codes[`${locale}.${issue.path.join('.')}`] ??= fieldCode(issue);
      }
      continue;
    }
    const tabs = result.data.sections.filter((section) => section.type === 'tabs').length;
    if (tabs > 1) codes[`${locale}.sections`] = 'pageStructure';
    for (const path of homeLinkCodes(result.data)) codes[`${locale}.${path}`] = 'homeLinkInvalid';
    checked[locale] = emptyBlanks(result.data);
    if (complete) {
      for (const path of blankFields(words)) codes[`${locale}.${path}`] = 'requiredToPublish';
    }
  }
  if (Object.keys(codes).length > 0) {
    const onlyBlanks = Object.values(codes).every((code) => code === 'requiredToPublish');
    throw new AppError(
      onlyBlanks ? 'page_incomplete' : 'invalid_page',
      {},
      staffFieldMessages(codes),
    );
  }
  return checked as unknown as PagePair;
}

/** The page's row, locked until the transaction ends, checked against the editor's version. */
export async function lockedPage(
  tx: Db,
  key: RouteKey,
  version: number,
): Promise<SitePageRow | undefined> {
  const [row] = await tx.select().from(sitePages).where(eq(sitePages.routeKey, key)).for('update');
  if ((row?.version ?? 0) !== version) throw new AppError('page_conflict');
  return row;
}

export async function keep(
  tx: Db,
  key: RouteKey,
  snapshot: PagePair,
  reason: PageRevisionReason,
  by: string,
) {
  await tx.insert(pageRevisions).values({ routeKey: key, snapshot, reason, savedBy: by });
}

/**
 * The row of a page saved for the first time: the repository's words as published, kept as
 * the page's first revision. Its version is then 1, the editor's 0 having been checked.
 */
export async function firstRow(tx: Db, key: RouteKey): Promise<SitePageRow> {
  const published = repositoryPage(key);
  const [row] = await tx
    .insert(sitePages)
    .values({
      routeKey: key,
      published,
      publishedBy: SEED_AUTHOR,
      version: 0,
      // Before any change the transaction makes: a language changed now is then the newer.
      arChangedAt: sql`now() - interval '2 seconds'`,
      enChangedAt: sql`now() - interval '2 seconds'`,
      publishedAt: sql`now() - interval '2 seconds'`,
    })
    .returning();
  await tx.insert(pageRevisions).values({
    routeKey: key,
    snapshot: published,
    reason: 'imported',
    savedBy: SEED_AUTHOR,
    savedAt: sql`clock_timestamp() - interval '1 millisecond'`,
  });
  return row!;
}

/**
 * The same words, whatever the order of an object's keys (jsonb keeps its own order), and
 * whether a text section was opened as formatted text or not (page-formatting.ts).
 */
const same = (a: unknown, b: unknown) =>
  isDeepStrictEqual(formatTextSections(a as Json), formatTextSections(b as Json));

export interface PageWriteResult {
  key: RouteKey;
  version: number;
  /** Whether what visitors see changed (the public pages are then renewed). */
  published: boolean;
  /** The account whose submitted draft this publication or schedule approved (page-review.ts). */
  approved?: { authorId: string; scheduled: Date | null };
}

/** A page's review columns emptied: its draft is no longer submitted nor sent back. */
export const noReview = {
  reviewState: null,
  reviewAuthorId: null,
  reviewAuthor: null,
  reviewAt: null,
  reviewComment: null,
} as const;

/**
 * The approval a publication of `row`'s draft gives, when it had been submitted for review:
 * recorded in the publication's transaction, and returned so the author can be told.
 */
async function approvalOf(
  tx: Db,
  staff: SignedInStaff,
  row: SitePageRow,
  scheduled: Date | null,
): Promise<PageWriteResult['approved']> {
  if (row.reviewState !== 'submitted' || !row.reviewAuthorId) return undefined;
  await recordAudit(tx, staff, 'page.approve', { type: 'page', id: row.routeKey });
  return { authorId: row.reviewAuthorId, scheduled };
}

/** Saves the page's draft (blank fields allowed). */
export async function savePageDraft(
  db: Db,
  staff: SignedInStaff,
  key: RouteKey,
  input: { content: unknown; version: number },
): Promise<PageWriteResult> {
  const draft = checkPagePair(input.content, false, key);
  const restricted = await mustSubmitIn(db, staff, sectionOfPage(key));
  return db.transaction(async (tx) => {
    const row = (await lockedPage(tx, key, input.version)) ?? (await firstRow(tx, key));
    const version = row.version + 1;
    // A submitted draft changed by an editor who must submit is theirs to submit again: the
    // reviewer never approves, in one author's name, words they did not submit.
    const withdrawn = restricted && row.reviewState === 'submitted' ? { reviewState: null } : {};
    await tx
      .update(sitePages)
      .set({
        draft,
        draftSavedAt: sql`now()`,
        draftSavedBy: staff.name,
        publishAt: null,
        version,
        ...withdrawn,
      })
      .where(eq(sitePages.routeKey, key));
    await keep(tx, key, draft, 'draft', staff.name);
    await recordAudit(tx, staff, 'page.save', { type: 'page', id: key });
    return { key, version, published: false };
  });
}

/**
 * Publishes `content` now, or schedules it for `at` (a time to come): both languages complete.
 * Scheduled, it waits as the draft until publishDuePages publishes it.
 */
export async function publishPage(
  db: Db,
  staff: SignedInStaff,
  key: RouteKey,
  input: { content: unknown; version: number; at?: Date | null },
  now = new Date(),
): Promise<PageWriteResult> {
  const content = checkPagePair(input.content, true, key);
  const scheduled = input.at && input.at.getTime() > now.getTime() ? input.at : null;
  return db.transaction(async (tx) => {
    const row = (await lockedPage(tx, key, input.version)) ?? (await firstRow(tx, key));
    const version = row.version + 1;
    if (scheduled) {
      await tx
        .update(sitePages)
        .set({
          draft: content,
          draftSavedAt: sql`now()`,
          draftSavedBy: staff.name,
          publishAt: scheduled,
          version,
          ...noReview,
        })
        .where(eq(sitePages.routeKey, key));
      await keep(tx, key, content, 'scheduled', staff.name);
      await recordAudit(
        tx,
        staff,
        'page.schedule',
        { type: 'page', id: key },
        {
          at: scheduled.toISOString(),
        },
      );
      return {
        key,
        version,
        published: false,
        approved: await approvalOf(tx, staff, row, scheduled),
      };
    }
    await writePublication(tx, row, content, staff.name, version);
    await keep(tx, key, content, 'published', staff.name);
    await recordAudit(tx, staff, 'page.publish', { type: 'page', id: key });
    return { key, version, published: true, approved: await approvalOf(tx, staff, row, null) };
  });
}

/**
 * When each language now counts as changed, once `content` is published over `row`'s words
 * (as the news' and events' translation state: src/lib/translation-state.ts).
 */
function languageTimes(row: SitePageRow, content: PagePair, now = new Date()) {
  const changed = (['ar', 'en'] as const).filter(
    (language) => !same(row.published[language], content[language]),
  );
  return savedLanguageTimes(row, changed, now);
}

/** Makes `content` what visitors see, the draft and any schedule done with. */
async function writePublication(
  tx: Db,
  row: SitePageRow,
  content: PagePair,
  by: string,
  version: number,
  /** A restoration leaves the draft being written (and its schedule) as it is. */
  { keepDraft = false }: { keepDraft?: boolean } = {},
) {
  await tx
    .update(sitePages)
    .set({
      published: content,
      publishedAt: sql`now()`,
      publishedBy: by,
      ...(keepDraft
        ? {}
        : { draft: null, draftSavedAt: null, draftSavedBy: null, publishAt: null, ...noReview }),
      ...languageTimes(row, content),
      version,
    })
    .where(eq(sitePages.routeKey, row.routeKey));
}

/**
 * "The translation is up to date": both languages count as changed now, their words unchanged,
 * for a change that needs no translation (a corrected figure). Refused when neither is behind.
 */
export async function markPageTranslated(
  db: Db,
  staff: SignedInStaff,
  key: RouteKey,
  input: { version: number },
): Promise<PageWriteResult> {
  return db.transaction(async (tx) => {
    const row = await lockedPage(tx, key, input.version);
    if (!row || !laggingLanguage(row)) throw new AppError('page_conflict');
    const version = row.version + 1;
    const now = new Date();
    await tx
      .update(sitePages)
      .set({ arChangedAt: now, enChangedAt: now, version })
      .where(eq(sitePages.routeKey, key));
    await recordAudit(tx, staff, 'page.translated', { type: 'page', id: key });
    return { key, version, published: false };
  });
}

/** Drops the page's draft (and its schedule): the published words stay. */
export async function discardPageDraft(
  db: Db,
  staff: SignedInStaff,
  key: RouteKey,
  input: { version: number },
): Promise<PageWriteResult> {
  return db.transaction(async (tx) => {
    const row = await lockedPage(tx, key, input.version);
    if (!row?.draft) throw new AppError('page_conflict');
    const version = row.version + 1;
    await tx
      .update(sitePages)
      .set({
        draft: null,
        draftSavedAt: null,
        draftSavedBy: null,
        publishAt: null,
        version,
        ...noReview,
      })
      .where(eq(sitePages.routeKey, key));
    await recordAudit(tx, staff, 'page.discard', { type: 'page', id: key });
    return { key, version, published: false };
  });
}

/** Publishes an earlier revision of the page again (any draft is kept). */
export async function restorePageRevision(
  db: Db,
  staff: SignedInStaff,
  key: RouteKey,
  input: { revisionId: string; version: number },
): Promise<PageWriteResult> {
  return db.transaction(async (tx) => {
    const row = await lockedPage(tx, key, input.version);
    const [revision] = row
      ? await tx
          .select()
          .from(pageRevisions)
          .where(and(eq(pageRevisions.id, input.revisionId), eq(pageRevisions.routeKey, key)))
      : [];
    if (!row || !revision) throw new AppError('not_found');
    // A draft's revision may hold blanks: only a complete one goes out.
    const content = checkPagePair(revision.snapshot, true, key);
    const version = row.version + 1;
    await writePublication(tx, row, content, staff.name, version, { keepDraft: true });
    await keep(tx, key, content, 'restored', staff.name);
    await recordAudit(
      tx,
      staff,
      'page.restore',
      { type: 'page', id: key },
      {
        revision: input.revisionId,
      },
    );
    return { key, version, published: true };
  });
}

/**
 * Publishes the drafts whose time has come (a schedule); the keys of those published. Each in
 * its own transaction, the row locked, so two instances never publish one twice.
 */
export async function publishDuePages(db: Db, now = new Date()): Promise<RouteKey[]> {
  const due = await db
    .select({ key: sitePages.routeKey })
    .from(sitePages)
    .where(and(isNotNull(sitePages.publishAt), lte(sitePages.publishAt, now)));
  const published: RouteKey[] = [];
  for (const { key } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sitePages)
        .where(eq(sitePages.routeKey, key))
        .for('update');
      if (!row?.draft || !row.publishAt || row.publishAt > now) return;
      await writePublication(tx, row, row.draft, row.draftSavedBy ?? SEED_AUTHOR, row.version + 1);
      await keep(tx, key as RouteKey, row.draft, 'published', row.draftSavedBy ?? SEED_AUTHOR);
      published.push(key as RouteKey);
    });
  }
  return published;
}
