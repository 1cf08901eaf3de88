import type { PageInput } from '../../page-schema';

export const page = {
  title: 'College News',
  navLabel: 'News',
  description:
    'The latest news from Al-Rowad College of Science and Technology: new facilities, partnerships and student achievements.',
  intro: [
    "Follow the college's latest news, from new facilities and academic partnerships to the achievements of our students in competitions.",
  ],
  sections: [],
} satisfies PageInput;
