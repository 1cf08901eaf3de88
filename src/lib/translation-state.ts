/**
 * The translation state of an item written in both languages (issue #47, item 3): when each
 * language's words last changed, and so whether one language is behind the other. Pure, for the
 * server (which times each save) and the pages (which mark an item and say what changed).
 */

export type TranslatedLanguage = 'ar' | 'en';

/** The fields an item keeps in each language, by stem: `title` is `titleAr` and `titleEn`. */
export const translatedFields = {
  news: ['title', 'excerpt', 'body', 'imageAlt'],
  events: ['title', 'location', 'description'],
  circulars: ['title', 'body'],
} as const;

/** A field's column in one language: `title`, 'ar' → `titleAr`. */
export function fieldIn(stem: string, language: TranslatedLanguage): string {
  return `${stem}${language === 'ar' ? 'Ar' : 'En'}`;
}

/**
 * The stems of `fields` whose words in `language` differ between `before` and `after`
 * (missing counts as empty).
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
  language: TranslatedLanguage,
): string[] {
  return fields.filter((stem) => {
    const key = fieldIn(stem, language);
    return String(before[key] ?? '') !== String(after[key] ?? '');
  });
}

/** The languages whose fields a save changes (`stored`: the item before; `submitted`: the save). */
export function changedLanguages(
  stored: Record<string, unknown>,
  submitted: Record<string, unknown>,
  fields: readonly string[],
): TranslatedLanguage[] {
  return (['ar', 'en'] as const).filter(
    (language) => changedFields(stored, submitted, fields, language).length > 0,
  );
}

/**
 * How much later one language must have changed for the other to be behind: more than a save's
 * second, so that the two times of one save (or a create) never count.
 */
export const TRANSLATION_SLACK_MS = 1000;

/** When each language of an item last changed. */
export interface LanguageTimes {
  arChangedAt: Date;
  enChangedAt: Date;
}

/** The language that needs translating (changed less recently than the other), or null. */
export function laggingLanguage(times: LanguageTimes): TranslatedLanguage | null {
  const ahead = times.arChangedAt.getTime() - times.enChangedAt.getTime();
  if (ahead > TRANSLATION_SLACK_MS) return 'en';
  if (-ahead > TRANSLATION_SLACK_MS) return 'ar';
  return null;
}

/**
 * The times a save writes (none when it changes neither language's words): a language whose
 * words change counts as changed now; and when the words of the language that is behind change
 * (its translation, done), both count as changed now: the two are in step again. Without that,
 * the language just brought up to date would be the later one, and the other would look behind.
 */
export function savedLanguageTimes(
  times: LanguageTimes,
  changed: readonly TranslatedLanguage[],
  now: Date,
): Partial<LanguageTimes> {
  const behind = laggingLanguage(times);
  if (changed.length === 2 || (behind && changed.includes(behind))) {
    return { arChangedAt: now, enChangedAt: now };
  }
  if (changed.includes('ar')) return { arChangedAt: now };
  if (changed.includes('en')) return { enChangedAt: now };
  return {};
}

/** The other language. */
export function otherLanguage(language: TranslatedLanguage): TranslatedLanguage {
  return language === 'ar' ? 'en' : 'ar';
}

/** When `language` of the item last changed. */
export function changedAt(times: LanguageTimes, language: TranslatedLanguage): Date {
  return language === 'ar' ? times.arChangedAt : times.enChangedAt;
}

/**
 * Of an item's revisions (any order), the one that shows the item as it stood when `language`
 * last changed: the newest saved no later than a save's second after that time (a revision is
 * written a moment after its save's time). Undefined when the history holds none that old.
 */
export function revisionAt<R extends { savedAt: Date }>(
  revisions: readonly R[],
  at: Date,
): R | undefined {
  const limit = at.getTime() + TRANSLATION_SLACK_MS;
  let found: R | undefined;
  for (const revision of revisions) {
    const time = revision.savedAt.getTime();
    if (time <= limit && (!found || time > found.savedAt.getTime())) found = revision;
  }
  return found;
}
