'use client';

import type { Messages } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  isPageLink,
  MAX_ADDED_LINKS,
  MAX_NAV_LABEL,
  type AddedLink,
  type HomeSectionId,
  type Navigation,
} from '@/lib/navigation';
import { ArrowDown, ArrowUp, Trash2 } from '../ui/icons';
import { ErrorSummary } from '../ui/error-summary';
import { primaryButton, secondaryButton, textInput } from '../ui/styles';
import { SubmitButton } from '../ui/submit-button';
import { useStaffPost } from './use-staff-post';

type Words = Messages['StaffNavigation'];

/** `list` with the item at `index` moved one place by `step` (nothing past either end). */
function moved<T>(list: T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The id of the field at a path of the navigation (`menus.0.ar` → nav-menus-0-ar). */
const fieldId = (path: string) => `nav-${path.replaceAll('.', '-')}`;

/**
 * What was ticked, unticked or typed in the form before its script ran: the fields (named by
 * their ids, fieldId) whose state in the page differs from the arrangement's, written into it.
 * React's hydration leaves a field as the editor left it without telling the state, which a
 * save would then have sent unchanged.
 */
function adoptEarlyChanges(form: HTMLFormElement, navigation: Navigation): Navigation | null {
  let changed: Navigation | null = null;
  for (const element of form.querySelectorAll<HTMLInputElement>(
    'input[id^="nav-menus-"], input[id^="nav-home-"]',
  )) {
    const path = element.id.slice('nav-'.length).split('-');
    const key = path.pop()!;
    let holder: unknown = changed ?? navigation;
    for (const step of path) holder = (holder as Record<string, unknown> | undefined)?.[step];
    if (!holder || typeof holder !== 'object' || !(key in holder)) continue;
    const now = element.type === 'checkbox' ? element.checked : element.value;
    if ((holder as Record<string, unknown>)[key] === now) continue;
    changed ??= structuredClone(navigation);
    let target: unknown = changed;
    for (const step of path) target = (target as Record<string, unknown>)[step];
    (target as Record<string, unknown>)[key] = now;
  }
  return changed;
}

function MoveButtons({
  name,
  index,
  count,
  words,
  move,
}: {
  name: string;
  index: number;
  count: number;
  words: Words;
  move: (step: -1 | 1) => void;
}) {
  const button =
    'inline-flex size-9 items-center justify-center rounded-md border border-slate-300 disabled:opacity-40 dark:border-slate-600';
  return (
    <span className="inline-flex gap-1">
      <button
        type="button"
        className={button}
        disabled={index === 0}
        aria-label={words.moveUp.replace('{name}', name)}
        onClick={() => move(-1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={button}
        disabled={index === count - 1}
        aria-label={words.moveDown.replace('{name}', name)}
        onClick={() => move(1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
    </span>
  );
}

/**
 * The menus and the home page's sections, as the desk edits them: each menu's names and place,
 * its groups' names and places, each group's links (a page shown or hidden, an added link
 * removed) and places, a link added to a group, and the home sections' order and which are
 * shown. Saved as a draft (POST /api/staff/navigation); the server checks everything again and
 * its messages are shown under the fields they name.
 */
export function NavigationForm({
  locale,
  initial,
  version,
  pageNames,
  words,
}: {
  locale: 'ar' | 'en';
  initial: Navigation;
  version: number;
  /** Each page's name in the page's language, by its route key. */
  pageNames: Record<string, string>;
  words: Words;
}) {
  const [navigation, setNavigation] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [adding, setAdding] = useState<Record<string, AddedLink>>({});
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const { pending, post } = useStaffPost(locale, words);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const early = formRef.current && adoptEarlyChanges(formRef.current, initial);
    if (early) setNavigation(early);
  }, [initial]);

  const change = (update: (draft: Navigation) => void) =>
    setNavigation((current) => {
      const draft = structuredClone(current);
      update(draft);
      return draft;
    });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = await post('/api/staff/navigation', { navigation, version }, words.saved);
    setErrors(
      Object.fromEntries(
        Object.entries(fields ?? {}).map(([path, text]) => [
          path.replace(/^navigation\./, ''),
          text,
        ]),
      ),
    );
  }

  const first = Object.keys(errors)[0];
  const error = (path: string) =>
    errors[path] ? (
      <p id={`${fieldId(path)}-error`} className="text-sm font-bold text-red-700 dark:text-red-300">
        {errors[path]}
      </p>
    ) : null;

  const names = (
    path: string,
    value: { ar: string; en: string },
    set: (language: 'ar' | 'en', text: string) => void,
  ) => (
    <div className="grid gap-3 sm:grid-cols-2">
      {(['ar', 'en'] as const).map((language) => {
        const id = fieldId(`${path}.${language}`);
        const problem = errors[`${path}.${language}`];
        return (
          <div key={language} className="space-y-1">
            <label htmlFor={id} className="block font-bold">
              {language === 'ar' ? words.nameAr : words.nameEn}
            </label>
            <input
              id={id}
              lang={language}
              dir={language === 'ar' ? 'rtl' : 'ltr'}
              maxLength={MAX_NAV_LABEL}
              value={value[language]}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-error` : undefined}
              onChange={(event) => set(language, event.target.value)}
              className={textInput}
            />
            {error(`${path}.${language}`)}
          </div>
        );
      })}
    </div>
  );

  return (
    <form ref={formRef} noValidate onSubmit={save} className="space-y-8" data-navigation-form="">
      {first ? <ErrorSummary target={fieldId(first)}>{words.errorSummary}</ErrorSummary> : null}
      {error('menus')}
      <section aria-labelledby="nav-menus-title" className="space-y-6">
        <h2 id="nav-menus-title" className="text-2xl font-bold">
          {words.menus}
        </h2>
        {navigation.menus.map((menu, m) => {
          const menuName = menu[locale] || menu.id;
          return (
            // Each menu folded under its name (the five open at once are a long page), opened
            // by the editor or by a refusal inside it.
            <details
              key={menu.id}
              open={
                opened.has(menu.id) ||
                Object.keys(errors).some((path) => path.startsWith(`menus.${m}.`))
              }
              onToggle={(event) => {
                const open = event.currentTarget.open;
                setOpened((all) => {
                  const next = new Set(all);
                  if (open) next.add(menu.id);
                  else next.delete(menu.id);
                  return next;
                });
              }}
              className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
              data-nav-menu={menu.id}
            >
              <summary className="cursor-pointer text-xl font-bold">
                {words.menu.replace('{name}', menuName)}
              </summary>
              <fieldset className="mt-4 space-y-4">
                <legend className="sr-only">{words.menu.replace('{name}', menuName)}</legend>
                <MoveButtons
                  name={menuName}
                  index={m}
                  count={navigation.menus.length}
                  words={words}
                  move={(step) => change((draft) => (draft.menus = moved(draft.menus, m, step)))}
                />
                {names(`menus.${m}`, menu, (language, text) =>
                  change((draft) => (draft.menus[m]![language] = text)),
                )}
                {error(`menus.${m}.groups`)}
                {menu.groups.map((group, g) => {
                  const path = `menus.${m}.groups.${g}`;
                  const groupName = group[locale] || group.id;
                  const added = group.links.filter((link) => !isPageLink(link)).length;
                  const adding_ = adding[group.id] ?? { href: '', ar: '', en: '' };
                  return (
                    <fieldset
                      key={group.id}
                      className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
                      data-nav-group={group.id}
                    >
                      <legend className="px-1 font-bold">
                        {words.group.replace('{name}', groupName)}
                      </legend>
                      <MoveButtons
                        name={groupName}
                        index={g}
                        count={menu.groups.length}
                        words={words}
                        move={(step) =>
                          change((draft) => {
                            draft.menus[m]!.groups = moved(draft.menus[m]!.groups, g, step);
                          })
                        }
                      />
                      {names(path, group, (language, text) =>
                        change((draft) => (draft.menus[m]!.groups[g]![language] = text)),
                      )}
                      <p className="font-bold">{words.links}</p>
                      {error(`${path}.links`)}
                      <ul className="space-y-2">
                        {group.links.map((link, l) => {
                          const linkName = isPageLink(link)
                            ? (pageNames[link.page] ?? link.page)
                            : link[locale];
                          const checkbox = fieldId(`${path}.links.${l}.shown`);
                          return (
                            <li
                              key={isPageLink(link) ? link.page : `added-${l}-${link.href}`}
                              className="flex flex-wrap items-center gap-3"
                              data-nav-link={isPageLink(link) ? link.page : link.href}
                            >
                              <MoveButtons
                                name={linkName}
                                index={l}
                                count={group.links.length}
                                words={words}
                                move={(step) =>
                                  change((draft) => {
                                    const target = draft.menus[m]!.groups[g]!;
                                    target.links = moved(target.links, l, step);
                                  })
                                }
                              />
                              {isPageLink(link) ? (
                                <label
                                  htmlFor={checkbox}
                                  className="inline-flex items-center gap-2"
                                >
                                  <input
                                    id={checkbox}
                                    type="checkbox"
                                    className="size-5"
                                    checked={link.shown}
                                    onChange={(event) =>
                                      change((draft) => {
                                        const target = draft.menus[m]!.groups[g]!.links[l]!;
                                        if (isPageLink(target)) target.shown = event.target.checked;
                                      })
                                    }
                                  />
                                  {linkName}
                                </label>
                              ) : (
                                <>
                                  <span>
                                    {linkName} <span className="text-sm">({words.added}:</span>{' '}
                                    <bdi dir="ltr" className="text-sm">
                                      {link.href}
                                    </bdi>
                                    <span className="text-sm">)</span>
                                  </span>
                                  <button
                                    type="button"
                                    className="inline-flex size-9 items-center justify-center rounded-md border border-slate-300 dark:border-slate-600"
                                    aria-label={words.remove.replace('{name}', linkName)}
                                    onClick={() =>
                                      change((draft) => {
                                        draft.menus[m]!.groups[g]!.links.splice(l, 1);
                                      })
                                    }
                                  >
                                    <Trash2 aria-hidden="true" className="size-4" />
                                  </button>
                                  {error(`${path}.links.${l}.href`)}
                                  {error(`${path}.links.${l}.ar`)}
                                  {error(`${path}.links.${l}.en`)}
                                </>
                              )}
                            </li>
                          );
                        })}
                      </ul>
                      {added < MAX_ADDED_LINKS ? (
                        <details className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
                          <summary className="cursor-pointer font-bold">{words.addLink}</summary>
                          <div className="mt-3 grid gap-3 sm:grid-cols-3">
                            {(
                              [
                                ['href', words.linkHref, 'ltr', undefined],
                                ['ar', words.nameAr, 'rtl', 'ar'],
                                ['en', words.nameEn, 'ltr', 'en'],
                              ] as const
                            ).map(([field, label, dir, lang]) => {
                              const id = `nav-add-${group.id.replace('.', '-')}-${field}`;
                              return (
                                <div key={field} className="space-y-1">
                                  <label htmlFor={id} className="block font-bold">
                                    {label}
                                  </label>
                                  <input
                                    id={id}
                                    dir={dir}
                                    lang={lang}
                                    value={adding_[field]}
                                    maxLength={field === 'href' ? 500 : MAX_NAV_LABEL}
                                    aria-describedby={field === 'href' ? `${id}-hint` : undefined}
                                    onChange={(event) =>
                                      setAdding((all) => ({
                                        ...all,
                                        [group.id]: { ...adding_, [field]: event.target.value },
                                      }))
                                    }
                                    className={textInput}
                                  />
                                  {field === 'href' ? (
                                    <p
                                      id={`${id}-hint`}
                                      className="text-sm text-slate-600 dark:text-slate-400"
                                    >
                                      {words.linkHrefHint}
                                    </p>
                                  ) : null}
                                </div>
                              );
                            })}
                          </div>
                          <button
                            type="button"
                            className={`${secondaryButton} mt-3`}
                            disabled={
                              !adding_.href.trim() || !adding_.ar.trim() || !adding_.en.trim()
                            }
                            onClick={() => {
                              change((draft) => {
                                draft.menus[m]!.groups[g]!.links.push({
                                  href: adding_.href.trim(),
                                  ar: adding_.ar.trim(),
                                  en: adding_.en.trim(),
                                });
                              });
                              setAdding((all) => ({
                                ...all,
                                [group.id]: { href: '', ar: '', en: '' },
                              }));
                            }}
                          >
                            {words.add}
                          </button>
                        </details>
                      ) : null}
                    </fieldset>
                  );
                })}
              </fieldset>
            </details>
          );
        })}
      </section>

      <section aria-labelledby="nav-home-title" className="space-y-3">
        <h2 id="nav-home-title" className="text-2xl font-bold">
          {words.home}
        </h2>
        <p>{words.homeIntro}</p>
        {error('home')}
        <ol className="space-y-2" data-nav-home="">
          {navigation.home.map((section, s) => {
            const name = words.sections[section.id as HomeSectionId];
            const id = fieldId(`home.${s}.shown`);
            return (
              <li
                key={section.id}
                className="flex items-center gap-3"
                data-nav-section={section.id}
              >
                <MoveButtons
                  name={name}
                  index={s}
                  count={navigation.home.length}
                  words={words}
                  move={(step) => change((draft) => (draft.home = moved(draft.home, s, step)))}
                />
                <label htmlFor={id} className="inline-flex items-center gap-2">
                  <input
                    id={id}
                    type="checkbox"
                    className="size-5"
                    checked={section.shown}
                    onChange={(event) =>
                      change((draft) => (draft.home[s]!.shown = event.target.checked))
                    }
                  />
                  {name}
                </label>
              </li>
            );
          })}
        </ol>
      </section>

      <SubmitButton pending={pending} pendingLabel={words.saving}>
        {words.save}
      </SubmitButton>
    </form>
  );
}

/** Publishing the draft, or discarding it: buttons of their own, outside the form. */
export function NavigationActions({
  locale,
  version,
  pending: draftPending,
  canPublish,
  words,
}: {
  locale: 'ar' | 'en';
  version: number;
  /** Whether the draft differs from what visitors see. */
  pending: boolean;
  /** False for an account that must submit the draft for review instead. */
  canPublish: boolean;
  words: Words;
}): ReactNode {
  const { pending, post } = useStaffPost(locale, words);
  if (!draftPending) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {canPublish ? (
        <button
          type="button"
          className={primaryButton}
          disabled={pending}
          onClick={() => post('/api/staff/navigation/publish', { version }, words.published)}
        >
          {words.publish}
        </button>
      ) : null}
      <button
        type="button"
        className={secondaryButton}
        disabled={pending}
        onClick={() => post('/api/staff/navigation/discard', { version }, words.discarded)}
      >
        {words.discard}
      </button>
    </div>
  );
}
