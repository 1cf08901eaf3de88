'use client';

import { Search as searchNode, X as xNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useEffect, useReducer, useRef, useState, type MouseEvent } from 'react';
import type { Messages } from 'next-intl';
import { fill, plural } from '@/lib/template';
import {
  directoryReducer,
  filterMembers,
  initialDirectoryState,
  type EditableField,
  type StaffRecord,
} from './directory-state';
import { EditorToolbar, notifying } from '../ui/editor-toolbar';
import { DirectoryCard } from './directory-card';
import { secondaryButton, textInput } from '../ui/styles';

const Search = icon('search', searchNode);
const X = icon('x', xNode);

interface DirectoryProps {
  locale: string;
  members: StaffRecord[];
  /** The chips' department names, in the spec's order. */
  departments: string[];
  /** Contact-card address of each published member, by id. */
  vcards: Record<number, string>;
  labels: Messages['Directory'];
  /** Defaults of a new record (spec: 'New Name', 'Job Title', 'Department', placeholders). */
  defaults: Omit<StaffRecord, 'id'>;
}

const fields: { field: EditableField; type: string; dir?: 'ltr' | 'auto' }[] = [
  { field: 'name', type: 'text', dir: 'auto' },
  { field: 'title', type: 'text', dir: 'auto' },
  { field: 'department', type: 'text', dir: 'auto' },
  { field: 'email', type: 'email', dir: 'ltr' },
  { field: 'phone', type: 'tel', dir: 'ltr' },
];

/**
 * The staff directory (spec 000 section 2): search by name, department or title, department
 * chips, cards selected by a click (or their select button), and the Add / Edit Data / Save
 * Changes / Delete Employee editor with the spec's notices. Edits stay in this page.
 */
export function StaffDirectory({
  locale,
  members,
  departments,
  vcards,
  labels,
  defaults,
}: DirectoryProps) {
  const [state, dispatch] = useReducer(directoryReducer, initialDirectoryState(members));
  const [announcement, setAnnouncement] = useState('');
  const searchBox = useRef<HTMLInputElement>(null);
  // Words typed before the page hydrated (its script starts on the visitor's first touch:
  // runtime/late-scripts.ts) are in the box but not yet in the state: search them.
  useEffect(() => {
    const typed = searchBox.current?.value ?? '';
    if (typed !== '') dispatch({ type: 'search', query: typed });
  }, []);
  const shown = filterMembers(state.members, state.query);
  const selected = state.members.find((member) => member.id === state.selectedId);

  function toggle(member: StaffRecord) {
    const deselect = state.selectedId === member.id;
    dispatch({ type: 'toggleSelect', id: member.id });
    setAnnouncement(
      fill(labels[deselect ? 'deselectedAnnouncement' : 'selectedAnnouncement'], {
        name: member.name,
      }),
    );
  }

  function onCardClick(event: MouseEvent<HTMLElement>, member: StaffRecord) {
    // Links and buttons inside the card do their own thing.
    if ((event.target as HTMLElement).closest('a, button')) return;
    toggle(member);
  }

  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold text-brand-900 dark:text-white">{labels.heading}</h2>

      <div className="space-y-3">
        <label
          htmlFor="staff-search"
          className="block font-bold text-slate-800 dark:text-slate-200"
        >
          {labels.searchLabel}
        </label>
        <div className="relative max-w-xl">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            ref={searchBox}
            id="staff-search"
            type="search"
            dir="auto"
            value={state.query}
            placeholder={labels.searchPlaceholder}
            onChange={(event) => dispatch({ type: 'search', query: event.target.value })}
            className={`${textInput} mt-0 ps-10`}
          />
        </div>
        <div role="group" aria-label={labels.filters} className="flex flex-wrap gap-2">
          {['', ...departments].map((department) => (
            <button
              key={department || 'all'}
              type="button"
              aria-pressed={state.query === department}
              onClick={() => dispatch({ type: 'search', query: department })}
              className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-bold text-slate-700 hover:border-brand-500 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white dark:border-slate-600 dark:text-slate-200 dark:aria-pressed:border-brand-400 dark:aria-pressed:bg-brand-400 dark:aria-pressed:text-slate-950"
            >
              {department || labels.all}
            </button>
          ))}
        </div>
      </div>

      <EditorToolbar
        note={labels.localNote}
        add={notifying(labels.addEmployee, () => dispatch({ type: 'add', defaults }), {
          title: labels.noticeAddedTitle,
          description: labels.noticeAddedText,
        })}
        edit={
          selected && !state.editing
            ? notifying(labels.editData, () => dispatch({ type: 'edit' }), {
                title: labels.noticeEditTitle,
                description: labels.noticeEditText,
              })
            : null
        }
        save={
          state.editing
            ? notifying(labels.save, () => dispatch({ type: 'save' }), {
                title: labels.noticeSavedTitle,
                description: labels.noticeSavedText,
              })
            : null
        }
        remove={
          selected
            ? {
                label: labels.deleteEmployee,
                run: () => {
                  const index = state.members.indexOf(selected);
                  dispatch({ type: 'delete' });
                  return {
                    title: labels.noticeDeletedTitle,
                    description: labels.noticeDeletedText,
                    action: {
                      label: labels.undo,
                      onClick: () => dispatch({ type: 'restore', record: selected, index }),
                    },
                  };
                },
              }
            : null
        }
      />

      {state.editing && state.draft ? (
        <form
          aria-labelledby="staff-form-heading"
          onSubmit={(event) => event.preventDefault()}
          className="space-y-4 rounded-lg border border-brand-300 bg-brand-50 p-5 dark:border-brand-700 dark:bg-slate-900"
        >
          <h3 id="staff-form-heading" className="text-lg font-bold text-brand-900 dark:text-white">
            {fill(labels.formHeading, { name: state.draft.name })}
          </h3>
          <div className="grid gap-4 sm:grid-cols-2">
            {fields.map(({ field, type, dir }) => (
              <label key={field} className="font-bold text-slate-800 dark:text-slate-200">
                {labels[field]}
                <input
                  type={type}
                  dir={dir}
                  value={state.draft![field]}
                  inputMode={type === 'tel' ? 'tel' : undefined}
                  onChange={(event) =>
                    dispatch({ type: 'updateDraft', field, value: event.target.value })
                  }
                  className={textInput}
                />
              </label>
            ))}
          </div>
        </form>
      ) : null}

      <p role="status" aria-live="polite" className="font-bold text-slate-700 dark:text-slate-300">
        {announcement ? <span className="sr-only">{announcement}. </span> : null}
        {plural(locale, labels.results, shown.length)}
        {state.query.trim() ? (
          <span className="font-normal">
            {' '}
            {fill(labels.searchFor, { query: state.query.trim() })}
          </span>
        ) : null}
      </p>
      {state.query.trim() ? (
        <button
          type="button"
          className={secondaryButton}
          onClick={() => dispatch({ type: 'search', query: '' })}
        >
          <X aria-hidden="true" className="size-4" />
          {labels.clearSearch}
        </button>
      ) : null}

      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-400 p-6 text-center text-lg text-slate-700 dark:text-slate-300">
          {labels.noResults}
        </p>
      ) : (
        <ul
          className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3"
          data-testid="staff-grid"
        >
          {shown.map((member) => {
            const isSelected = member.id === state.selectedId;
            return (
              <li key={member.id}>
                <DirectoryCard
                  member={member}
                  labels={labels}
                  vcard={vcards[member.id]}
                  selected={isSelected}
                  onClick={(event) => onCardClick(event, member)}
                >
                  <div className="mt-auto pt-4">
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      onClick={() => toggle(member)}
                      className="rounded-full border-2 border-brand-700 px-3 py-1 text-sm font-bold text-brand-800 aria-pressed:bg-brand-700 aria-pressed:text-white dark:border-brand-300 dark:text-brand-200 dark:aria-pressed:bg-brand-300 dark:aria-pressed:text-slate-950"
                    >
                      {isSelected ? labels.selected : fill(labels.select, { name: member.name })}
                    </button>
                  </div>
                </DirectoryCard>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
