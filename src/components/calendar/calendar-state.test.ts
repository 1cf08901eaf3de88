import { describe, expect, it } from 'vitest';
import {
  calendarReducer,
  initialCalendarState,
  semestersOf,
  type CalendarAction,
  type CalendarState,
  type Semester,
} from './calendar-state';

const first: Semester = {
  id: '2024-2025-first',
  name: 'First Semester',
  type: 'regular',
  events: [{ event: 'Registration', date: '1–15 August 2024', notes: 'Online' }],
};
const second: Semester = {
  id: '2024-2025-second',
  name: 'Second Semester',
  type: 'second',
  events: [{ event: 'Classes', date: '6 February – 20 May 2025', notes: 'Lectures' }],
};
const other: Semester = { ...first, id: '2023-2024-first' };

function start(): CalendarState {
  return initialCalendarState(
    { '2023-2024': [other], '2024-2025': [first, second], '2025-2026': [], '2026-2027': [] },
    '2024-2025',
  );
}
const run = (state: CalendarState, ...actions: CalendarAction[]) =>
  actions.reduce(calendarReducer, state);

describe('academic calendar editor', () => {
  it('selects a semester by a click and deselects it by a second click', () => {
    const selected = run(start(), { type: 'toggleSelect', id: second.id });
    expect(selected.selectedId).toBe(second.id);
    expect(run(selected, { type: 'toggleSelect', id: second.id }).selectedId).toBeNull();
    expect(run(selected, { type: 'toggleSelect', id: first.id }).selectedId).toBe(first.id);
  });

  it('Add enters adding mode with a blank draft and clears the selection', () => {
    const state = run(start(), { type: 'toggleSelect', id: first.id }, { type: 'add' });
    expect(state.mode).toBe('adding');
    expect(state.selectedId).toBeNull();
    expect(state.draft).toEqual({
      id: '',
      name: '',
      type: 'regular',
      events: [{ event: '', date: '', notes: '' }],
    });
  });

  it('Save after Add appends a semester whose id is new- plus the timestamp, and leaves edit mode', () => {
    const state = run(
      start(),
      { type: 'add' },
      { type: 'draftName', value: 'Winter School' },
      { type: 'draftType', value: 'summer' },
      { type: 'updateEvent', index: 0, field: 'event', value: 'Workshops' },
      { type: 'updateEvent', index: 0, field: 'date', value: '1–10 January 2025' },
      { type: 'addEvent' },
      { type: 'updateEvent', index: 1, field: 'notes', value: 'Optional' },
      { type: 'save', now: 1732345678901 },
    );
    expect(state.mode).toBe('browse');
    expect(state.draft).toBeNull();
    expect(semestersOf(state).map((s) => s.id)).toEqual([first.id, second.id, 'new-1732345678901']);
    expect(semestersOf(state)[2]).toEqual({
      id: 'new-1732345678901',
      name: 'Winter School',
      type: 'summer',
      events: [
        { event: 'Workshops', date: '1–10 January 2025', notes: '' },
        { event: '', date: '', notes: 'Optional' },
      ],
    });
  });

  it('Edit works on a copy; Save replaces the semester by id', () => {
    const editing = run(start(), { type: 'toggleSelect', id: first.id }, { type: 'edit' });
    expect(editing.mode).toBe('editing');
    expect(editing.draft).toEqual(first);
    const changed = run(
      editing,
      { type: 'draftName', value: 'First Semester (revised)' },
      { type: 'updateEvent', index: 0, field: 'date', value: '3–17 August 2024' },
    );
    // The published list is untouched until Save.
    expect(semestersOf(changed)[0]).toEqual(first);
    const saved = run(changed, { type: 'save', now: 1 });
    expect(saved.mode).toBe('browse');
    expect(semestersOf(saved)).toHaveLength(2);
    expect(semestersOf(saved)[0]).toEqual({
      ...first,
      name: 'First Semester (revised)',
      events: [{ ...first.events[0]!, date: '3–17 August 2024' }],
    });
  });

  it('Edit without a selection does nothing', () => {
    expect(run(start(), { type: 'edit' })).toEqual(start());
  });

  it('removes a draft event by its position', () => {
    const state = run(
      start(),
      { type: 'add' },
      { type: 'updateEvent', index: 0, field: 'event', value: 'A' },
      { type: 'addEvent' },
      { type: 'updateEvent', index: 1, field: 'event', value: 'B' },
      { type: 'addEvent' },
      { type: 'updateEvent', index: 2, field: 'event', value: 'C' },
      { type: 'removeEvent', index: 1 },
    );
    expect(state.draft!.events.map((e) => e.event)).toEqual(['A', 'C']);
  });

  it('Delete removes the semester being edited by id and leaves edit mode', () => {
    const state = run(
      start(),
      { type: 'toggleSelect', id: second.id },
      { type: 'edit' },
      { type: 'delete' },
    );
    expect(semestersOf(state).map((s) => s.id)).toEqual([first.id]);
    expect(state.mode).toBe('browse');
    expect(state.selectedId).toBeNull();
    expect(state.draft).toBeNull();
  });

  it('Undo puts a deleted semester back at its place in its year, once', () => {
    const deleted = run(
      start(),
      { type: 'toggleSelect', id: first.id },
      { type: 'edit' },
      { type: 'delete' },
    );
    const restored = run(
      deleted,
      { type: 'selectYear', year: '2023-2024' },
      {
        type: 'restore',
        year: '2024-2025',
        semester: first,
        index: 0,
      },
    );
    expect(restored.years['2024-2025']!.map((s) => s.id)).toEqual([first.id, second.id]);
    expect(semestersOf(restored).map((s) => s.id)).toEqual([other.id]);
    expect(
      calendarReducer(restored, { type: 'restore', year: '2024-2025', semester: first, index: 0 }),
    ).toBe(restored);
  });

  it('Delete while adding discards the draft and removes nothing', () => {
    const state = run(start(), { type: 'add' }, { type: 'delete' });
    expect(semestersOf(state)).toEqual([first, second]);
    expect(state.mode).toBe('browse');
  });

  it('switching the year shows that year, clears the selection and leaves edit mode; edits of other years stay', () => {
    const edited = run(
      start(),
      { type: 'toggleSelect', id: second.id },
      { type: 'edit' },
      { type: 'delete' },
      { type: 'toggleSelect', id: first.id },
      { type: 'selectYear', year: '2023-2024' },
    );
    expect(edited.year).toBe('2023-2024');
    expect(semestersOf(edited)).toEqual([other]);
    expect(edited.selectedId).toBeNull();
    const back = run(edited, { type: 'selectYear', year: '2024-2025' });
    expect(semestersOf(back).map((s) => s.id)).toEqual([first.id]);
  });
});
