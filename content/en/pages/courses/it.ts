import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Information Technology',
  description:
    'Information technology lectures by Dr. Hassan Abdelrahim Eltayeb: main topics, practical projects, tools and resources.',
  intro: [
    'Lectures on the main topics of information technology, including programming, databases, networks and web development.',
    'Practical projects let students apply what they learn by building working applications.',
  ],
  sections: [],
} satisfies PageInput;
