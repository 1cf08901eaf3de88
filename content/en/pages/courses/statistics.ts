import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Statistics',
  description:
    'Statistics lectures by Dr. Hassan Abdelrahim Eltayeb: basic concepts, descriptive and inferential statistics, tools and resources.',
  intro: [
    'This section starts with the basic concepts of statistics, from populations and samples to variables and distributions, then moves on to descriptive and inferential statistics.',
    'The lectures suit students who analyse data in health, business and social research projects.',
  ],
  sections: [],
} satisfies PageInput;
