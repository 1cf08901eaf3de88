import type { PageInput } from '../../page-schema';

export const page = {
  title: 'Search the Site',
  navLabel: 'Search',
  description:
    'Search the Al-Rowad College website: every page, the staff directory, the board of trustees, the news, the events and the academic calendar.',
  intro: [
    'Search the titles, headings and text of every page of the English site, the staff directory, the board of trustees, the news, the upcoming events and the academic calendar. A search finds other forms of a word (apply, applying, application) and forgives one typo in a longer word.',
  ],
  sections: [],
} satisfies PageInput;
