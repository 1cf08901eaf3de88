import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'New Medical Sciences Building Opens at the Start of the Academic Year',
  navLabel: 'New Medical Sciences Building',
  description:
    'The new three-storey medical sciences building opens with lecture halls, an anatomy hall, a clinical skills laboratory and research laboratories.',
  intro: [
    'Students of medicine, nursing and medical laboratories begin the new academic year in a building designed for their practical training.',
  ],
  sections: [],
} satisfies PageInput;
