'use client';

import type { Messages } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { employmentTypes } from '@content/outreach-schema';
import {
  emptyLike,
  FORMATTED_FIELD,
  growableLists,
  pathText,
  sharedKeys,
  structuralKeys,
  valueAt,
  withValueAt,
  type FieldPath,
  type Json,
} from '@/lib/page-pair';
import { ErrorSummary } from '../ui/error-summary';
import { fieldAria, FormField } from '../ui/form-field';
import { dangerButton, primaryButton, secondaryButton, textInput } from '../ui/styles';
import { useHydrated } from '../ui/use-hydrated';
import { EntryTools, moveEntry } from './entry-tools';
import { RichTextEditor, type LibraryLink, type ToolbarWords } from './rich-text-editor';
import { useStaffPost } from './use-staff-post';

type Labels = Messages['StaffPages']['editor'];
type Pair = { ar: Json; en: Json };
type Lang = 'ar' | 'en';

/** The small buttons of a list's entry (up, down, remove). */

/**
 * The parts of a page beyond its sections: the home page's own, the careers page's vacancies,
 * the platform hub's questions.
 */
const ownParts = ['home', 'careers', 'faq'] as const;

/** Fields written as paragraphs (a text area); the rest are one line. */
const longFields = new Set([
  'summary',
  'paragraphs',
  'intro',
  'body',
  'answer',
  'description',
  'note',
  'lead',
  'imageAlt',
  'text',
]);

const idOf = (lang: Lang, path: FieldPath) => `pf-${lang}-${path.join('-')}`;

/** The nearest field name along a path (`items` for `items.2`). */
function fieldNameOf(path: FieldPath): string {
  for (let index = path.length - 1; index >= 0; index--) {
    if (typeof path[index] === 'string') return path[index] as string;
  }
  return '';
}

function parsePath(name: string): FieldPath {
  return name.split('.').map((step) => (/^\d+$/.test(step) ? Number(step) : step));
}

/**
 * The page editor (issue #46): every text of an informational page, both languages side by side
 * (one column on a phone), in the page's own structure: its title, description and intro, then
 * each section. Lists of paragraphs, points, cards, steps, questions and rows can be added to,
 * shortened and reordered, in both languages at once. The fields are the browser's own (their
 * saved words in the server's HTML): what is typed is read from them when the form is sent,
 * also what was typed before the page's script ran. Save keeps a draft; publish sends both
 * languages out, now or at a time; the server checks everything again.
 */
export function PageEditor({
  locale,
  labels,
  endpoint,
  previews,
  initial,
  submitOnly,
  toolbar,
  library = [],
}: {
  locale: Lang;
  labels: Labels;
  /** The toolbar editor's words, for formatted text (a text section). */
  toolbar: ToolbarWords;
  /** The library's files a formatted text's links may point at. */
  library?: LibraryLink[];
  /** /api/staff/pages/{key}. */
  endpoint: string;
  /** The preview's address in each language. */
  previews: Record<Lang, string>;
  initial: { content: Pair; version: number; hasDraft: boolean; publishAt: string };
  /**
   * Where the page's section waits for review and the account may not publish it: the draft is
   * submitted for review (page-review.ts), never published or scheduled from here.
   */
  submitOnly?: { label: string; done: string };
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [content, setContent] = useState<Pair>(initial.content);
  // Raised by each change of the structure, so that every field is drawn again from `content`.
  const [generation, setGeneration] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const [at, setAt] = useState(initial.publishAt);
  const { pending, post } = useStaffPost(locale, labels);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** The page's words as the fields hold them now. */
  function read(): Pair {
    let words: Pair = content;
    const form = formRef.current;
    if (!form) return words;
    for (const element of form.elements) {
      if (!(
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
      ))
        continue;
      const [lang, ...rest] = element.name.split('.');
      const path = parsePath(rest.join('.'));
      // A value written once for both languages (a vacancy's reference, its closing date).
      for (const one of lang === 'both' ? (['ar', 'en'] as const) : [lang]) {
        if (one !== 'ar' && one !== 'en') continue;
        words = { ...words, [one]: withValueAt(words[one], path, element.value) };
      }
    }
    return words;
  }

  /** Changes a list in both languages (`change` gets each language's copy of it). */
  function changeList(path: FieldPath, change: (list: Json[]) => Json[]) {
    const words = read();
    const next = { ...words };
    for (const lang of ['ar', 'en'] as const) {
      const list = valueAt(words[lang], path);
      if (Array.isArray(list)) next[lang] = withValueAt(words[lang], path, change([...list]));
    }
    setContent(next);
    setGeneration((value) => value + 1);
    setDirty(true);
  }

  async function send(
    body: Record<string, unknown>,
    done: string,
    then?: () => void,
  ): Promise<boolean> {
    const fields = await post(endpoint, body, done, () => {
      setErrors({});
      setDirty(false);
      if (then) then();
      else router.refresh();
    });
    if (fields === null) return true;
    setErrors(fields);
    const first = Object.keys(fields)[0];
    if (first) {
      const [lang, ...rest] = first.split('.');
      document.getElementById(idOf(lang as Lang, parsePath(rest.join('.'))))?.focus();
    }
    return false;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const action = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') ?? 'save';
    const words = read();
    setContent(words);
    const version = initial.version;
    if (action === 'submit' && submitOnly) {
      await send({ action, version, content: words }, submitOnly.done);
    } else if (action === 'schedule') {
      await send({ action, version, content: words, at }, labels.scheduled);
    } else if (action === 'publish') {
      await send({ action, version, content: words }, labels.published);
    } else {
      await send({ action: 'save', version, content: words }, labels.saved);
    }
  }

  async function preview(lang: Lang) {
    if (!dirty) {
      router.push(previews[lang]);
      return;
    }
    const words = read();
    await send({ action: 'save', version: initial.version, content: words }, labels.saved, () =>
      router.push(previews[lang]),
    );
  }

  async function discard() {
    if (!window.confirm(labels.discardConfirm)) return;
    await send({ action: 'discard', version: initial.version }, labels.discarded);
  }

  const errorCount = Object.keys(errors).length;
  const firstError = Object.keys(errors)[0];

  /** A value written once for both languages: one field (a choice for a post's type). */
  function sharedField(path: FieldPath, label: string): ReactNode {
    const id = idOf('ar', path);
    const error = errors[`ar.${pathText(path)}`] ?? errors[`en.${pathText(path)}`];
    const value = valueAt(content.ar, path);
    const common = {
      name: `both.${pathText(path)}`,
      defaultValue: typeof value === 'string' ? value : '',
      className: textInput,
      ...fieldAria(id, { error }),
    };
    return (
      <div className="sm:w-1/2" data-page-field={pathText(path)}>
        <FormField
          key={`${id}-${generation}`}
          id={id}
          label={label}
          labelClassName="text-sm font-bold"
          error={error}
        >
          {fieldNameOf(path) === 'employment' ? (
            <select {...common}>
              {employmentTypes.map((type) => (
                <option key={type} value={type}>
                  {labels.employmentTypes[type]}
                </option>
              ))}
            </select>
          ) : (
            <input {...common} type="text" dir="ltr" />
          )}
        </FormField>
      </div>
    );
  }

  /**
   * Formatted text in both languages, each written with the toolbar editor (right to left in
   * Arabic). The editor's document travels in a hidden field of the form, read with the others
   * when the form is sent; before the page's script runs, the saved text shows as visitors see it.
   */
  function formattedPair(path: FieldPath, label: string): ReactNode {
    return (
      <div className="grid gap-3 xl:grid-cols-2" data-page-field={pathText(path)}>
        {(['ar', 'en'] as const).map((lang) => {
          const id = idOf(lang, path);
          const name = `${lang}.${pathText(path)}`;
          const value = valueAt(content[lang], path);
          const saved = typeof value === 'string' ? value : '';
          return (
            <div key={`${id}-${generation}`}>
              <input type="hidden" name={name} defaultValue={saved} data-formatted-field="" />
              <RichTextEditor
                id={id}
                value={saved}
                onChange={(next) => {
                  const field = formRef.current?.elements.namedItem(name);
                  if (field instanceof HTMLInputElement) field.value = next;
                  setDirty(true);
                }}
                label={`${label} · ${lang === 'ar' ? labels.arabic : labels.english}`}
                error={errors[name]}
                lang={lang}
                dir={lang === 'ar' ? 'rtl' : 'ltr'}
                words={toolbar}
                library={library}
              />
            </div>
          );
        })}
      </div>
    );
  }

  /** One text in both languages. */
  function textPair(path: FieldPath, label: string): ReactNode {
    const name = fieldNameOf(path);
    if (sharedKeys.has(name)) return sharedField(path, label);
    if (name === FORMATTED_FIELD) return formattedPair(path, label);
    const long = longFields.has(name);
    return (
      <div className="grid gap-3 sm:grid-cols-2" data-page-field={pathText(path)}>
        {(['ar', 'en'] as const).map((lang) => {
          const id = idOf(lang, path);
          const error = errors[`${lang}.${pathText(path)}`];
          const value = valueAt(content[lang], path);
          const common = {
            name: `${lang}.${pathText(path)}`,
            defaultValue: typeof value === 'string' ? value : '',
            lang,
            dir:
              name === 'href'
                ? ('ltr' as const)
                : lang === 'ar'
                  ? ('rtl' as const)
                  : ('ltr' as const),
            className: textInput,
            ...fieldAria(id, { error }),
          };
          return (
            <FormField
              key={`${id}-${generation}`}
              id={id}
              label={`${label} · ${lang === 'ar' ? labels.arabic : labels.english}`}
              labelClassName="text-sm font-bold"
              error={error}
            >
              {long ? <textarea {...common} rows={3} /> : <input {...common} type="text" />}
            </FormField>
          );
        })}
      </div>
    );
  }

  function fieldLabel(key: string): string {
    return (labels.fields as Record<string, string>)[key] ?? key;
  }

  function entryLabel(key: string, index: number): string {
    const entry = (labels.entries as Record<string, string>)[key] ?? labels.entries.items;
    return labels.entry.replace('{entry}', entry).replace('{number}', String(index + 1));
  }

  /** The buttons of one entry of a list that may change. */
  function entryTools(path: FieldPath, index: number, length: number, name: string): ReactNode {
    const what = entryLabel(name, index);
    return (
      <EntryTools
        index={index}
        length={length}
        labels={labels}
        names={{
          moveUp: labels.moveUpLabel.replace('{entry}', what),
          moveDown: labels.moveDownLabel.replace('{entry}', what),
          remove: labels.removeLabel.replace('{entry}', what),
        }}
        onMove={(to) => changeList(path, (list) => moveEntry(list, index, to))}
        onRemove={() => changeList(path, (list) => list.filter((_, at) => at !== index))}
      />
    );
  }

  function listError(path: FieldPath): ReactNode {
    const message = errors[`ar.${pathText(path)}`] ?? errors[`en.${pathText(path)}`];
    return message ? (
      <p className="text-sm font-bold text-red-700 dark:text-red-300">{message}</p>
    ) : null;
  }

  /** Whatever is at `path` (a text, a list, a group of fields), in both languages. */
  function node(path: FieldPath, label: string): ReactNode {
    const value = valueAt(content.ar, path);
    if (typeof value === 'string') return textPair(path, label);
    if (Array.isArray(value)) {
      // A list inside a list is a table's row: its entries are cells.
      const name = typeof path.at(-1) === 'number' ? 'cells' : fieldNameOf(path);
      const growable = typeof path.at(-1) === 'string' && growableLists.has(name);
      return (
        <fieldset className="space-y-4 border-s-4 border-slate-200 ps-4 dark:border-slate-700">
          <legend className="font-bold">{label}</legend>
          {listError(path)}
          {value.map((_, index) => {
            const entryPath = [...path, index];
            const entry = entryLabel(name, index);
            return (
              <div key={`${index}-${generation}`} className="space-y-2">
                {node(entryPath, entry)}
                {growable ? entryTools(path, index, value.length, name) : null}
              </div>
            );
          })}
          {growable ? (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => changeList(path, (list) => [...list, emptyLike(list[0] ?? '')])}
            >
              {labels.add.replace(
                '{entry}',
                (labels.entries as Record<string, string>)[name] ?? labels.entries.items,
              )}
            </button>
          ) : null}
        </fieldset>
      );
    }
    if (value && typeof value === 'object') {
      const keys = Object.keys(value).filter(
        (key) => !structuralKeys.has(key) || typeof value[key] === 'object',
      );
      const type = typeof value.type === 'string' ? value.type : null;
      return (
        <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <legend className="px-1 font-bold">
            {type ? `${label} · ${(labels.types as Record<string, string>)[type] ?? type}` : label}
          </legend>
          {keys.map((key) => (
            <div key={key}>{node([...path, key], fieldLabel(key))}</div>
          ))}
        </fieldset>
      );
    }
    return null;
  }

  const sections = valueAt(content.ar, ['sections']);
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onInput={() => setDirty(true)}
      noValidate
      className="space-y-6"
      data-page-editor=""
    >
      {errorCount > 0 && firstError ? (
        <ErrorSummary
          target={idOf(
            firstError.split('.')[0] as Lang,
            parsePath(firstError.split('.').slice(1).join('.')),
          )}
        >
          {labels.errorSummary.replace('{count}', String(errorCount))}
        </ErrorSummary>
      ) : null}
      <fieldset className="space-y-4">
        <legend className="mb-2 text-xl font-bold">{labels.header}</legend>
        {textPair(['title'], fieldLabel('title'))}
        {/* The menus' label is not offered: the menus and breadcrumbs are the repository's. */}
        {textPair(['description'], fieldLabel('description'))}
        {node(['intro'], fieldLabel('intro'))}
      </fieldset>
      {/* A page's own parts: the home's hero, quick links and statistics; the careers' vacancies. */}
      {ownParts.map((part) =>
        valueAt(content.ar, [part]) ? (
          <div key={`${part}-${generation}`}>{node([part], fieldLabel(part))}</div>
        ) : null,
      )}
      {Array.isArray(sections)
        ? sections.map((_, index) => (
            <div key={`${index}-${generation}`}>
              {node(
                ['sections', index],
                labels.sectionOf
                  .replace('{number}', String(index + 1))
                  .replace('{count}', String(sections.length)),
              )}
            </div>
          ))
        : null}
      <div
        className="sticky bottom-0 z-10 -mx-4 space-y-2 border-t border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-950"
        data-page-actions=""
      >
        <p className="text-sm" role="status">
          {dirty ? labels.unsaved : initial.hasDraft ? labels.draftSaved : labels.noDraft}
        </p>
        <div className="flex flex-wrap items-start gap-3">
          <button
            type="submit"
            name="action"
            value="save"
            className={secondaryButton}
            disabled={pending || !hydrated}
          >
            {labels.save}
          </button>
          <button
            type="submit"
            name="action"
            value={submitOnly ? 'submit' : 'publish'}
            className={primaryButton}
            disabled={pending || !hydrated}
          >
            {submitOnly ? submitOnly.label : labels.publish}
          </button>
          {/* Folded on a phone, where the bar would cover half the page; open from `sm`. */}
          <details className="phone-fold basis-full sm:basis-auto" data-page-more="">
            <summary className="inline-flex cursor-pointer items-center rounded-full border border-slate-300 px-4 py-2 font-bold sm:hidden dark:border-slate-600">
              {labels.more}
            </summary>
            <div className="mt-3 flex flex-wrap items-end gap-3 sm:mt-0">
              <button
                type="button"
                className={secondaryButton}
                disabled={pending || !hydrated}
                onClick={() => preview('ar')}
              >
                {labels.previewAr}
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={pending || !hydrated}
                onClick={() => preview('en')}
              >
                {labels.previewEn}
              </button>
              {initial.hasDraft ? (
                <button
                  type="button"
                  className={dangerButton}
                  disabled={pending || !hydrated}
                  onClick={discard}
                >
                  {labels.discard}
                </button>
              ) : null}
              {submitOnly ? null : (
                <>
                  <div>
                    <label htmlFor="page-publish-at" className="text-sm font-bold">
                      {labels.publishAt}
                    </label>
                    <input
                      id="page-publish-at"
                      type="datetime-local"
                      value={at}
                      onChange={(event) => setAt(event.target.value)}
                      className={textInput}
                      aria-describedby="page-publish-at-hint"
                    />
                    <p
                      id="page-publish-at-hint"
                      className="text-xs text-slate-600 dark:text-slate-400"
                    >
                      {labels.publishAtHint}
                    </p>
                  </div>
                  <button
                    type="submit"
                    name="action"
                    value="schedule"
                    className={secondaryButton}
                    disabled={pending || !hydrated || !at}
                  >
                    {labels.schedule}
                  </button>
                </>
              )}
            </div>
          </details>
        </div>
      </div>
    </form>
  );
}

/**
 * One action on the page that is not the editor's form: "Publish this version again" beside a
 * revision, "The translation is up to date" under the translation notice.
 */
export function PageActionButton({
  locale,
  endpoint,
  body,
  text,
  label,
  done,
  labels,
}: {
  locale: Lang;
  endpoint: string;
  body:
    | { action: 'restore'; version: number; revision: string }
    | { action: 'translated'; version: number };
  text: string;
  /** The button's full name when its words alone are ambiguous (a revision's date). */
  label?: string;
  done: string;
  labels: { failedTitle: string; failedNetwork: string };
}) {
  const { pending, post } = useStaffPost(locale, labels);
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      disabled={pending || !hydrated}
      aria-label={label}
      className={secondaryButton}
      onClick={() => post(endpoint, body, done)}
    >
      {text}
    </button>
  );
}
