import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { workspaceDateTime } from '@/lib/format';
import {
  changedAt,
  changedFields,
  fieldIn,
  laggingLanguage,
  otherLanguage,
  revisionAt,
  type LanguageTimes,
} from '@/lib/translation-state';
import { storedRichText, toDocument } from '@/lib/rich-text';
import { RichText } from '../news/rich-text';
import { MarkTranslatedButton } from './news-actions';
import type { ItemEditorNotice } from './record-form';

/**
 * The notice above the fields of the language that is behind (issue #47, item 3), or null when
 * neither is: when each language last changed, and which fields of the other language changed
 * since, as they were then (the revision saved at the lagging language's last change) and as
 * they are now, side by side (stacked on a phone). When the history no longer holds that
 * revision, every field of the other language as it is now, and it says so. Ends with "the
 * translation is up to date".
 */
export async function translationNotice({
  locale,
  item,
  current,
  revisions,
  fields,
  endpoint,
  words,
}: {
  locale: Locale;
  item: LanguageTimes & { updatedAt: Date };
  /** The item's words now, as a revision keeps them (titleAr, titleEn…). */
  current: Record<string, unknown>;
  revisions: readonly { savedAt: Date; snapshot: unknown }[];
  /**
   * The translated fields' stems with their labels in the editor, in the editor's order;
   * `rich` for a text written with the toolbar editor (src/lib/rich-text.ts).
   */
  fields: readonly { stem: string; label: string; rich?: boolean }[];
  endpoint: string;
  words: { failedTitle: string; failedNetwork: string };
}): Promise<ItemEditorNotice | null> {
  const language = laggingLanguage(item);
  if (!language) return null;
  const other = otherLanguage(language);
  const t = await getTranslations({ locale, namespace: 'StaffTranslation' });
  const date = workspaceDateTime(locale);
  const since = changedAt(item, language);
  // A rich text compares as its document: one revision kept it in the marks typed before the
  // toolbar editor, the item now as the editor's JSON, with the same words.
  const rich = new Set(
    fields.filter((field) => field.rich).map((field) => fieldIn(field.stem, other)),
  );
  const comparable = (words: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(words).map(([key, value]) => [
        key,
        rich.has(key) ? storedRichText(toDocument(String(value ?? ''))) : value,
      ]),
    );
  const kept = revisionAt(revisions, since)?.snapshot as Record<string, unknown> | undefined;
  const reference = kept ? comparable(kept) : undefined;
  current = comparable(current);
  const shown = reference
    ? changedFields(
        reference,
        current,
        fields.map((field) => field.stem),
        other,
      )
    : fields.map((field) => field.stem);
  const textOf = (words: Record<string, unknown>, stem: string) =>
    String(words[fieldIn(stem, other)] ?? '');
  const otherText = (text: string, stem: string) =>
    text ? (
      rich.has(fieldIn(stem, other)) ? (
        <RichText
          source={text}
          className="space-y-2"
          lang={other}
          dir={other === 'ar' ? 'rtl' : 'ltr'}
        />
      ) : (
        <p lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'} className="whitespace-pre-wrap">
          {text}
        </p>
      )
    ) : (
      <p className="text-slate-600 dark:text-slate-400">{t('empty')}</p>
    );

  return {
    language,
    content: (
      <div
        role="note"
        aria-labelledby={`translation-notice-${language}`}
        className="space-y-3 rounded-lg border-s-4 border-amber-500 bg-amber-50 p-4 text-slate-900 dark:bg-slate-900 dark:text-slate-100"
        data-translation-notice={language}
      >
        <p id={`translation-notice-${language}`} className="font-bold">
          {t('badge', { language })}
        </p>
        <p>
          {t('since', {
            language,
            other,
            when: date.format(since),
            otherWhen: date.format(changedAt(item, other)),
          })}
        </p>
        {shown.length > 0 ? (
          <>
            <p>{reference ? t('changed', { other }) : t('noHistory', { language, other })}</p>
            <dl className="space-y-3">
              {shown.map((stem) => (
                <div key={stem} data-translation-field={stem}>
                  <dt className="font-bold">
                    {fields.find((field) => field.stem === stem)?.label}
                  </dt>
                  <dd className={reference ? 'grid gap-2 sm:grid-cols-2' : undefined}>
                    {reference ? (
                      <div
                        className="rounded border border-slate-300 bg-white p-2 dark:border-slate-600 dark:bg-slate-950"
                        data-translation-then=""
                      >
                        <p className="text-sm font-bold">{t('then')}</p>
                        {otherText(textOf(reference, stem), stem)}
                      </div>
                    ) : null}
                    <div
                      className="rounded border border-slate-300 bg-white p-2 dark:border-slate-600 dark:bg-slate-950"
                      data-translation-now=""
                    >
                      <p className="text-sm font-bold">{t('now')}</p>
                      {otherText(textOf(current, stem), stem)}
                    </div>
                  </dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
        <p className="text-sm">{t('howToClear', { language })}</p>
        <MarkTranslatedButton
          locale={locale}
          endpoint={endpoint}
          version={item.updatedAt.toISOString()}
          labels={{ markCurrent: t('markCurrent'), marked: t('marked'), ...words }}
        />
      </div>
    ),
  };
}
