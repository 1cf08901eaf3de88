import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Geographic Information Systems',
  description:
    'GIS lectures by Dr. Hassan Abdelrahim Eltayeb: applications, free and commercial software, and practical lessons.',
  intro: [
    'Geographic information systems link data to places on a map. This section covers their applications in health, agriculture, urban planning and the environment.',
    'It also reviews specialised software, both free and commercial, and offers practical lessons with the duration of each.',
  ],
  sections: [],
} satisfies PageInput;
