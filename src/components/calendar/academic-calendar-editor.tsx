'use client';

import { Download as downloadNode, Plus as plusNode, X as xNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useReducer, useState } from 'react';
import type { Messages } from 'next-intl';
import type { SemesterType } from '@/lib/academic-calendar';
import { fill, fillNodes } from '@/lib/template';
import {
  calendarReducer,
  initialCalendarState,
  semestersOf,
  type Semester,
} from './calendar-state';
import { EditorToolbar, notifying } from '../ui/editor-toolbar';
import { dangerButton, secondaryButton, textInput } from '../ui/styles';
import { HOLD_CLICK_ATTRIBUTE } from '@runtime/contract';

const Download = icon('download', downloadNode);
const Plus = icon('plus', plusNode);
const X = icon('x', xNode);

export type CalendarLabels = Messages['Calendar'];

interface EditorProps {
  years: Record<string, Semester[]>;
  yearOptions: readonly string[];
  defaultYear: string;
  /** Address of each year's .ics download, in the page's language. */
  downloads: Record<string, string>;
  labels: CalendarLabels;
}

const typeStyle: Record<SemesterType, { header: string; label: keyof CalendarLabels }> = {
  regular: { header: 'bg-brand-700 text-white', label: 'typeRegular' },
  second: { header: 'bg-sky-800 text-white', label: 'typeSecond' },
  summer: { header: 'bg-gold-300 text-slate-900', label: 'typeSummer' },
};

/**
 * The academic calendar (spec 000 section 2): a year selector driving the heading, each
 * semester a section coloured by type with its events table, selection by click (or by the
 * semester's select button, for keyboards), and the Add/Edit/Save/Delete editor. Edits stay in
 * this page (DESIGN.md section 5); the .ics download is the published calendar.
 */
export function AcademicCalendarEditor({
  years,
  yearOptions,
  defaultYear,
  downloads,
  labels,
}: EditorProps) {
  const [state, dispatch] = useReducer(calendarReducer, initialCalendarState(years, defaultYear));
  const [announcement, setAnnouncement] = useState('');
  const semesters = semestersOf(state);
  const editing = state.mode !== 'browse';
  const selected = semesters.find((semester) => semester.id === state.selectedId);
  // Years read left to right inside Arabic text too.
  const year = (
    <bdi key="year" dir="ltr">
      {state.year}
    </bdi>
  );

  function toggle(semester: Semester) {
    const deselect = state.selectedId === semester.id;
    dispatch({ type: 'toggleSelect', id: semester.id });
    setAnnouncement(
      fill(labels[deselect ? 'deselectedAnnouncement' : 'selectedAnnouncement'], {
        name: semester.name,
      }),
    );
  }

  return (
    <div className="space-y-8">
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <label className="font-bold text-slate-800 dark:text-slate-200">
          {labels.yearLabel}
          <select
            value={state.year}
            onChange={(event) => dispatch({ type: 'selectYear', year: event.target.value })}
            className={`${textInput} w-48`}
          >
            {yearOptions.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
        <a href={downloads[state.year]} download className={secondaryButton}>
          <Download aria-hidden="true" className="size-4" />
          {fillNodes(labels.download, { year })}
        </a>
      </div>

      <div>
        <h2 className="text-2xl font-bold text-brand-900 dark:text-white">
          {fillNodes(labels.heading, { year })}
        </h2>
        <p className="mt-3 rounded-lg bg-gold-300 px-4 py-3 font-bold text-slate-900">
          {fillNodes(labels.banner, { year })}
        </p>
      </div>

      <EditorToolbar
        note={labels.localNote}
        add={notifying(labels.addSemester, () => dispatch({ type: 'add' }), {
          title: labels.noticeAddTitle,
          description: labels.noticeAddText,
        })}
        edit={
          selected && !editing
            ? notifying(labels.edit, () => dispatch({ type: 'edit' }), {
                title: labels.noticeEditTitle,
                description: labels.noticeEditText,
              })
            : null
        }
        save={
          editing
            ? {
                label: labels.save,
                // A new semester's id is made of the time of the click, not of a render.
                run: () => {
                  dispatch({ type: 'save', now: Date.now() });
                  return { title: labels.noticeSavedTitle, description: labels.noticeSavedText };
                },
              }
            : null
        }
        remove={
          editing
            ? {
                label: labels.delete,
                run: () => {
                  const id = state.draft?.id ?? state.selectedId;
                  const index = semesters.findIndex((semester) => semester.id === id);
                  const deleted = semesters[index];
                  dispatch({ type: 'delete' });
                  return {
                    title: labels.noticeDeletedTitle,
                    description: labels.noticeDeletedText,
                    // A semester being added was never in the list: nothing to restore.
                    action: deleted
                      ? {
                          label: labels.undo,
                          onClick: () =>
                            dispatch({
                              type: 'restore',
                              year: state.year,
                              semester: deleted,
                              index,
                            }),
                        }
                      : undefined,
                  };
                },
              }
            : null
        }
      />

      {state.draft ? (
        <SemesterForm
          draft={state.draft}
          adding={state.mode === 'adding'}
          labels={labels}
          dispatch={dispatch}
        />
      ) : null}

      {semesters.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{labels.noSemesters}</p>
      ) : null}
      {semesters.map((semester) => {
        const isSelected = semester.id === state.selectedId;
        const style = typeStyle[semester.type];
        const headingId = `semester-${semester.id}`;
        return (
          <section
            key={semester.id}
            aria-labelledby={headingId}
            data-selected={isSelected || undefined}
            className={`overflow-hidden rounded-lg border-2 transition-shadow ${
              isSelected
                ? 'border-gold-500 shadow-lg ring-4 ring-gold-300'
                : 'border-slate-200 dark:border-slate-700'
            }`}
          >
            <div
              className={`flex flex-wrap items-center justify-between gap-3 px-4 py-3 ${style.header}`}
            >
              <div className="flex flex-wrap items-baseline gap-x-3">
                <h3 id={headingId} className="text-lg font-bold">
                  {semester.name}
                </h3>
                <span className="text-sm font-bold opacity-90">{labels[style.label]}</span>
              </div>
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => toggle(semester)}
                className="rounded-full border-2 border-current px-3 py-1 text-sm font-bold"
              >
                {isSelected ? labels.selected : fill(labels.select, { name: semester.name })}
              </button>
            </div>
            {/* A click anywhere on the table selects the semester too (keyboards use the button above). */}
            <div
              className="cursor-pointer overflow-x-auto"
              onClick={() => toggle(semester)}
              // Held before the page has hydrated, and replayed once it has.
              {...{ [HOLD_CLICK_ATTRIBUTE]: '' }}
            >
              <table className="w-full text-start text-sm">
                <caption className="sr-only">{semester.name}</caption>
                <thead className="bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100">
                  <tr>
                    <th scope="col" className="px-4 py-2 text-start">
                      {labels.event}
                    </th>
                    <th scope="col" className="px-4 py-2 text-start">
                      {labels.date}
                    </th>
                    <th scope="col" className="px-4 py-2 text-start">
                      {labels.notes}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                  {semester.events.length === 0 ? (
                    <tr>
                      <td colSpan={3} className="px-4 py-3 text-slate-600 dark:text-slate-400">
                        {labels.noEvents}
                      </td>
                    </tr>
                  ) : null}
                  {semester.events.map((event, index) => (
                    <tr key={index}>
                      <th scope="row" className="px-4 py-3 text-start font-bold">
                        <bdi>{event.event}</bdi>
                      </th>
                      <td className="px-4 py-3">
                        <bdi>{event.date}</bdi>
                      </td>
                      <td className="px-4 py-3 text-slate-700 dark:text-slate-300">
                        <bdi>{event.notes}</bdi>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </div>
  );
}

function SemesterForm({
  draft,
  adding,
  labels,
  dispatch,
}: {
  draft: Semester;
  adding: boolean;
  labels: CalendarLabels;
  dispatch: React.Dispatch<Parameters<typeof calendarReducer>[1]>;
}) {
  return (
    <form
      aria-labelledby="semester-form-heading"
      onSubmit={(event) => event.preventDefault()}
      className="space-y-4 rounded-lg border border-brand-300 bg-brand-50 p-5 dark:border-brand-700 dark:bg-slate-900"
    >
      <h3 id="semester-form-heading" className="text-lg font-bold text-brand-900 dark:text-white">
        {adding ? labels.formHeadingAdd : fill(labels.formHeadingEdit, { name: draft.name })}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="font-bold text-slate-800 dark:text-slate-200">
          {labels.semesterName}
          <input
            type="text"
            dir="auto"
            value={draft.name}
            onChange={(event) => dispatch({ type: 'draftName', value: event.target.value })}
            className={textInput}
          />
        </label>
        <label className="font-bold text-slate-800 dark:text-slate-200">
          {labels.semesterType}
          <select
            value={draft.type}
            onChange={(event) =>
              dispatch({ type: 'draftType', value: event.target.value as SemesterType })
            }
            className={textInput}
          >
            <option value="regular">{labels.typeRegular}</option>
            <option value="second">{labels.typeSecond}</option>
            <option value="summer">{labels.typeSummer}</option>
          </select>
        </label>
      </div>
      <fieldset className="space-y-3">
        <legend className="font-bold text-slate-800 dark:text-slate-200">{labels.events}</legend>
        {draft.events.map((event, index) => (
          <fieldset
            key={index}
            className="grid gap-3 rounded-md border border-slate-300 bg-white p-3 sm:grid-cols-[1fr_1fr_1fr_auto] dark:border-slate-600 dark:bg-slate-950"
          >
            <legend className="px-1 text-sm font-bold text-slate-600 dark:text-slate-400">
              {fill(labels.eventNumber, { number: index + 1 })}
            </legend>
            {(['event', 'date', 'notes'] as const).map((field) => (
              <label key={field} className="text-sm font-bold text-slate-800 dark:text-slate-200">
                {labels[field === 'event' ? 'eventName' : field]}
                <input
                  type="text"
                  dir="auto"
                  value={event[field]}
                  onChange={(change) =>
                    dispatch({ type: 'updateEvent', index, field, value: change.target.value })
                  }
                  className={textInput}
                />
              </label>
            ))}
            <button
              type="button"
              onClick={() => dispatch({ type: 'removeEvent', index })}
              className={`${dangerButton} self-end`}
            >
              <X aria-hidden="true" className="size-4" />
              {fill(labels.removeEvent, { number: index + 1 })}
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          onClick={() => dispatch({ type: 'addEvent' })}
          className={secondaryButton}
        >
          <Plus aria-hidden="true" className="size-4" />
          {labels.addEvent}
        </button>
      </fieldset>
    </form>
  );
}
