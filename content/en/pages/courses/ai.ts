import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Artificial Intelligence',
  description:
    'Artificial intelligence lectures by Dr. Hassan Abdelrahim Eltayeb: basic concepts, machine learning and hands-on projects.',
  intro: [
    'This section introduces the basic concepts of artificial intelligence and machine learning, from search and reasoning to neural networks.',
    'Hands-on projects, graded by level, help students build and test their own models.',
  ],
  sections: [],
} satisfies PageInput;
