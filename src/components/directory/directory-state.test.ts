import { describe, expect, it } from 'vitest';
import {
  directoryReducer,
  filterMembers,
  initialDirectoryState,
  nextId,
  type DirectoryAction,
  type DirectoryState,
  type StaffRecord,
} from './directory-state';

const members: StaffRecord[] = [
  {
    id: 1,
    name: 'أ.د. عبد الله محمد الحسن',
    title: 'عميد الكلية',
    department: 'إدارة الكلية',
    email: 'dean@alrowad.edu.sd',
    phone: '+249 183 555 101',
    image: '/images/staff/portrait-1.svg',
  },
  {
    id: 7,
    name: 'Dr Reem Abdelgadir Musa',
    title: 'Lecturer in Commercial Law',
    department: 'Faculty of Law',
    email: 'reem.musa@alrowad.edu.sd',
    phone: '+249 183 555 161',
    image: '/images/staff/portrait-7.svg',
  },
  {
    id: 3,
    name: 'د. أمل الطيب أحمد',
    title: 'أستاذ مشارك في الجراحة العامة',
    department: 'كلية الطب',
    email: 'amal.ahmed@alrowad.edu.sd',
    phone: '+249 183 555 131',
    image: '/images/staff/portrait-3.svg',
  },
];
const defaults = {
  name: 'New Name',
  title: 'Job Title',
  department: 'Department',
  email: 'name@alrowad.edu.sd',
  phone: '+249 183 555 100',
  image: '/images/staff/portrait-new.svg',
};
const start = () => initialDirectoryState(members);
const run = (state: DirectoryState, ...actions: DirectoryAction[]) =>
  actions.reduce(directoryReducer, state);

describe('staff directory editor', () => {
  it('selects by a click, deselects by a second click, and selecting leaves edit mode', () => {
    const selected = run(start(), { type: 'toggleSelect', id: 7 });
    expect(selected.selectedId).toBe(7);
    expect(run(selected, { type: 'toggleSelect', id: 7 }).selectedId).toBeNull();
    const editing = run(selected, { type: 'edit' });
    expect(editing.editing).toBe(true);
    const other = run(editing, { type: 'toggleSelect', id: 3 });
    expect(other).toMatchObject({ selectedId: 3, editing: false, draft: null });
  });

  it('Add creates a record with the defaults and id = highest + 1, selects it and edits it', () => {
    expect(nextId(members)).toBe(8);
    const state = run(start(), { type: 'add', defaults });
    expect(state.members.at(-1)).toEqual({ id: 8, ...defaults });
    expect(state).toMatchObject({ selectedId: 8, editing: true, draft: { id: 8, ...defaults } });
    expect(run(state, { type: 'add', defaults }).members.at(-1)!.id).toBe(9);
    expect(nextId([])).toBe(1);
  });

  it('Edit Data copies the selected record; Save Changes replaces it and leaves edit mode', () => {
    const state = run(
      start(),
      { type: 'toggleSelect', id: 3 },
      { type: 'edit' },
      { type: 'updateDraft', field: 'title', value: 'أستاذ الجراحة العامة' },
      { type: 'updateDraft', field: 'phone', value: '+٢٤٩ ١٨٣ ٥٥٥ ١٣٩' },
    );
    expect(state.members.find((m) => m.id === 3)!.title).toBe('أستاذ مشارك في الجراحة العامة');
    const saved = run(state, { type: 'save' });
    expect(saved.editing).toBe(false);
    expect(saved.draft).toBeNull();
    expect(saved.selectedId).toBe(3);
    expect(saved.members.find((m) => m.id === 3)).toMatchObject({
      title: 'أستاذ الجراحة العامة',
      phone: '+249 183 555 139',
    });
  });

  it('Delete Employee removes the selected record and clears selection and edit mode', () => {
    const state = run(
      start(),
      { type: 'toggleSelect', id: 1 },
      { type: 'edit' },
      { type: 'delete' },
    );
    expect(state.members.map((m) => m.id)).toEqual([7, 3]);
    expect(state).toMatchObject({ selectedId: null, editing: false, draft: null });
  });

  it('searches names, departments and titles: substring, any case, Arabic spelling variants', () => {
    const ids = (query: string) => filterMembers(members, query).map((m) => m.id);
    expect(ids('')).toEqual([1, 7, 3]);
    expect(ids('reem')).toEqual([7]);
    expect(ids('FACULTY OF LAW')).toEqual([7]);
    expect(ids('commercial')).toEqual([7]);
    // Typed without hamza and with haa for taa marbuta: "امل", "الكليه".
    expect(ids('امل')).toEqual([3]);
    expect(ids('إدارة الكليه')).toEqual([1]);
    expect(ids('عَمِيد')).toEqual([1]);
    expect(ids('no such person')).toEqual([]);
  });

  it('ignores spaces inside names: عبدالله finds عبد الله', () => {
    const ids = (query: string) => filterMembers(members, query).map((m) => m.id);
    expect(ids('عبدالله')).toEqual([1]);
    expect(ids('عبد  الله')).toEqual([1]);
    expect(ids('ReemAbdelgadir')).toEqual([7]);
  });

  it('finds people by e-mail and by phone however the number is written', () => {
    const ids = (query: string) => filterMembers(members, query).map((m) => m.id);
    expect(ids('amal.ahmed@')).toEqual([3]);
    expect(ids('DEAN@ALROWAD')).toEqual([1]);
    expect(ids('555 161')).toEqual([7]);
    expect(ids('0183555131')).toEqual([3]);
    expect(ids('٠١٨٣٥٥٥١٠١')).toEqual([1]);
    expect(ids('00249183555161')).toEqual([7]);
    expect(ids('+249183555')).toEqual([1, 7, 3]);
  });
});

describe('undo of a deletion', () => {
  it('puts the record back where it was, once', () => {
    let state = directoryReducer(initialDirectoryState(members), { type: 'toggleSelect', id: 7 });
    const record = state.members[1]!;
    state = directoryReducer(state, { type: 'delete' });
    expect(state.members.map((m) => m.id)).toEqual([1, 3]);
    state = directoryReducer(state, { type: 'restore', record, index: 1 });
    expect(state.members.map((m) => m.id)).toEqual([1, 7, 3]);
    expect(directoryReducer(state, { type: 'restore', record, index: 1 })).toBe(state);
  });
});
