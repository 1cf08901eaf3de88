import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Mathematics',
  description:
    'Mathematics lectures by Dr. Hassan Abdelrahim Eltayeb, with interactive tools and resources, from beginner to advanced level.',
  intro: [
    'Mathematics lectures for students of information technology, business and the health sciences, covering calculus, algebra and the mathematics behind data analysis.',
    'Each lecture shows its format, duration and level, and PDF lectures can be previewed or downloaded; interactive tools and recommended resources follow the list.',
  ],
  sections: [],
} satisfies PageInput;
