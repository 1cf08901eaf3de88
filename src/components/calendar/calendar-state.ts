/**
 * The academic calendar editor as a pure state machine (spec 000 section 4): browse → Add
 * (adding mode, editing on, selection cleared) or Edit of the selected semester (a copy) →
 * Save (appends a new semester, id 'new-' + timestamp, or replaces by id; leaves edit mode)
 * or Delete (removes by id; leaves edit mode). The draft's events can be added, edited and
 * removed by position. Changes live in the open page only (DESIGN.md section 5).
 */
import type { SemesterType } from '@/lib/academic-calendar';

export interface SemesterEvent {
  event: string;
  /** Free text, as the spec has it (published dates arrive formatted in the page's language). */
  date: string;
  notes: string;
}

export interface Semester {
  id: string;
  name: string;
  type: SemesterType;
  events: SemesterEvent[];
}

export interface CalendarState {
  year: string;
  years: Record<string, Semester[]>;
  selectedId: string | null;
  mode: 'browse' | 'adding' | 'editing';
  draft: Semester | null;
}

export type CalendarAction =
  | { type: 'selectYear'; year: string }
  | { type: 'toggleSelect'; id: string }
  | { type: 'add' }
  | { type: 'edit' }
  | { type: 'save'; now: number }
  | { type: 'delete' }
  /** Undo of a deletion: the semester back at its place in its year (once). */
  | { type: 'restore'; year: string; semester: Semester; index: number }
  | { type: 'draftName'; value: string }
  | { type: 'draftType'; value: SemesterType }
  | { type: 'addEvent' }
  | { type: 'removeEvent'; index: number }
  | { type: 'updateEvent'; index: number; field: keyof SemesterEvent; value: string };

const blankEvent = (): SemesterEvent => ({ event: '', date: '', notes: '' });

function copy(semester: Semester): Semester {
  return { ...semester, events: semester.events.map((event) => ({ ...event })) };
}

export function initialCalendarState(
  years: Record<string, Semester[]>,
  year: string,
): CalendarState {
  return { year, years, selectedId: null, mode: 'browse', draft: null };
}

/** The semesters of the year on show. */
export function semestersOf(state: CalendarState): Semester[] {
  return state.years[state.year] ?? [];
}

function withDraft(state: CalendarState, change: (draft: Semester) => Semester): CalendarState {
  return state.draft ? { ...state, draft: change(state.draft) } : state;
}

export function calendarReducer(state: CalendarState, action: CalendarAction): CalendarState {
  switch (action.type) {
    case 'selectYear':
      return { ...state, year: action.year, selectedId: null, mode: 'browse', draft: null };
    case 'toggleSelect':
      return { ...state, selectedId: state.selectedId === action.id ? null : action.id };
    case 'add':
      return {
        ...state,
        mode: 'adding',
        selectedId: null,
        draft: { id: '', name: '', type: 'regular', events: [blankEvent()] },
      };
    case 'edit': {
      const selected = semestersOf(state).find((semester) => semester.id === state.selectedId);
      if (!selected) return state;
      return { ...state, mode: 'editing', draft: copy(selected) };
    }
    case 'save': {
      const { draft } = state;
      if (!draft || state.mode === 'browse') return state;
      const list = semestersOf(state);
      const saved =
        state.mode === 'adding'
          ? [...list, { ...copy(draft), id: `new-${action.now}` }]
          : list.map((semester) => (semester.id === draft.id ? copy(draft) : semester));
      return {
        ...state,
        years: { ...state.years, [state.year]: saved },
        mode: 'browse',
        draft: null,
      };
    }
    case 'delete': {
      const id = state.draft?.id ?? state.selectedId;
      const list = semestersOf(state).filter((semester) => semester.id !== id);
      return {
        ...state,
        years: { ...state.years, [state.year]: list },
        selectedId: state.selectedId === id ? null : state.selectedId,
        mode: 'browse',
        draft: null,
      };
    }
    case 'restore': {
      const list = state.years[action.year] ?? [];
      if (list.some((semester) => semester.id === action.semester.id)) return state;
      const restored = [...list];
      restored.splice(Math.min(action.index, restored.length), 0, action.semester);
      return { ...state, years: { ...state.years, [action.year]: restored } };
    }
    case 'draftName':
      return withDraft(state, (draft) => ({ ...draft, name: action.value }));
    case 'draftType':
      return withDraft(state, (draft) => ({ ...draft, type: action.value }));
    case 'addEvent':
      return withDraft(state, (draft) => ({ ...draft, events: [...draft.events, blankEvent()] }));
    case 'removeEvent':
      return withDraft(state, (draft) => ({
        ...draft,
        events: draft.events.filter((_, index) => index !== action.index),
      }));
    case 'updateEvent':
      return withDraft(state, (draft) => ({
        ...draft,
        events: draft.events.map((event, index) =>
          index === action.index ? { ...event, [action.field]: action.value } : event,
        ),
      }));
  }
}
