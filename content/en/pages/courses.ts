import type { PageInput } from '../../page-schema';

export const page = {
  title: 'Lectures of Dr. Hassan Abdelrahim Eltayeb',
  navLabel: "Dr. Hassan Eltayeb's Lectures",
  description:
    'Lectures, tools and resources by Dr. Hassan Abdelrahim Eltayeb in mathematics, statistics, IT, artificial intelligence and GIS.',
  intro: [
    "The lectures of Dr. Hassan Abdelrahim Eltayeb, the college's lecturer in artificial intelligence, in five subjects: mathematics, statistics, information technology, artificial intelligence and geographic information systems, with interactive tools and recommended resources for each, and his biography.",
  ],
  sections: [],
} satisfies PageInput;
