/**
 * The staff directory editor as a pure state machine (spec 000 section 4): none selected →
 * select by click, click again deselects; selecting leaves edit mode. Edit Data copies the
 * selected record into the form; Save Changes replaces it and leaves edit mode. Add creates a
 * record with the defaults (id = highest + 1), selects it and enters edit mode. Delete removes
 * it and clears selection and edit mode. Changes live in the open page only.
 */
import { normalizeDigits, normalizeForSearch } from '@/lib/normalize';

export interface StaffRecord {
  id: number;
  name: string;
  title: string;
  /** The department's name, as shown (free text in the edit form). */
  department: string;
  email: string;
  phone: string;
  image: string;
}

/** The fields of the edit form. */
export type EditableField = 'name' | 'title' | 'department' | 'email' | 'phone';

export interface DirectoryState {
  members: StaffRecord[];
  selectedId: number | null;
  editing: boolean;
  draft: StaffRecord | null;
  query: string;
}

export type DirectoryAction =
  | { type: 'toggleSelect'; id: number }
  | { type: 'add'; defaults: Omit<StaffRecord, 'id'> }
  | { type: 'edit' }
  | { type: 'updateDraft'; field: EditableField; value: string }
  | { type: 'save' }
  | { type: 'delete' }
  /** Undo of a deletion: the record back at its place (kept out if its id is in use again). */
  | { type: 'restore'; record: StaffRecord; index: number }
  | { type: 'search'; query: string };

export function initialDirectoryState(members: StaffRecord[]): DirectoryState {
  return { members, selectedId: null, editing: false, draft: null, query: '' };
}

/** The id a new record gets: one more than the highest. */
export function nextId(members: StaffRecord[]): number {
  return members.reduce((highest, member) => Math.max(highest, member.id), 0) + 1;
}

/** Text folded for matching, without spaces: 'عبدالله' finds 'عبد الله' and the other way round. */
function fold(text: string): string {
  return normalizeForSearch(text).replace(/\s/g, '');
}

/**
 * A phone number as digits in its international form, so that 0912 345 678, +249 912345678
 * and 00249912345678 are one number.
 */
function phoneDigits(text: string): string {
  const digits = normalizeDigits(text).replace(/\D/g, '');
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `249${digits.slice(1)}`;
  return digits;
}

/**
 * The records whose name, department, title, e-mail or phone contains the search text:
 * case-insensitive, tolerant of Arabic spelling variants (hamza forms, taa marbuta, alef
 * maqsura, diacritics) and of spaces inside names; a number is found however it is written.
 */
export function filterMembers(members: StaffRecord[], query: string): StaffRecord[] {
  const needle = fold(query);
  if (!needle) return members;
  const number = /^[+\d\-\s()]+$/.test(normalizeDigits(query.trim())) ? phoneDigits(query) : '';
  return members.filter(
    (member) =>
      [member.name, member.department, member.title, member.email, member.phone].some((field) =>
        fold(field).includes(needle),
      ) ||
      (number.length >= 3 && phoneDigits(member.phone).includes(number)),
  );
}

export function directoryReducer(state: DirectoryState, action: DirectoryAction): DirectoryState {
  switch (action.type) {
    case 'toggleSelect':
      return {
        ...state,
        selectedId: state.selectedId === action.id ? null : action.id,
        editing: false,
        draft: null,
      };
    case 'add': {
      const record = { ...action.defaults, id: nextId(state.members) };
      return {
        ...state,
        members: [...state.members, record],
        selectedId: record.id,
        editing: true,
        draft: { ...record },
      };
    }
    case 'edit': {
      const selected = state.members.find((member) => member.id === state.selectedId);
      return selected ? { ...state, editing: true, draft: { ...selected } } : state;
    }
    case 'updateDraft':
      return state.draft
        ? { ...state, draft: { ...state.draft, [action.field]: action.value } }
        : state;
    case 'save': {
      const { draft } = state;
      if (!draft) return state;
      // Digits typed on an Arabic keyboard are kept as Western digits (DESIGN.md section 4).
      const saved = { ...draft, phone: normalizeDigits(draft.phone) };
      return {
        ...state,
        members: state.members.map((member) => (member.id === saved.id ? saved : member)),
        editing: false,
        draft: null,
      };
    }
    case 'delete':
      return {
        ...state,
        members: state.members.filter((member) => member.id !== state.selectedId),
        selectedId: null,
        editing: false,
        draft: null,
      };
    case 'restore': {
      if (state.members.some((member) => member.id === action.record.id)) return state;
      const members = [...state.members];
      members.splice(Math.min(action.index, members.length), 0, action.record);
      return { ...state, members };
    }
    case 'search':
      return { ...state, query: action.query };
  }
}
