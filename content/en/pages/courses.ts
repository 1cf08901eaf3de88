import type { PageInput } from '../../page-schema';
import type { CoursesInput } from '../../courses-schema';

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

/** The page's body: the lecture section's home page (content/courses-schema.ts). */
export const course: CoursesInput['home'] = {
  welcome: {
    heading: 'A word of welcome',
    paragraphs: [
      'Welcome to my lecture pages. I teach mathematics, statistics, information technology, artificial intelligence and geographic information systems at Al-Rowad College of Science and Technology, and I have gathered here the lectures, exercises and references my students use through the semester.',
      'The five subjects belong together. Mathematics and statistics are the language of data; information technology gives us the tools to store and process it; artificial intelligence and GIS turn it into decisions about health, agriculture and our cities. Move between them as your studies need.',
      'Bring your questions to the lecture hall or to my office hours, or write to me: my contact details are at the end of the biography page.',
    ],
    author: 'Dr. Hassan Abdelrahim Eltayeb',
    role: 'Lecturer in Artificial Intelligence',
  },
  features: {
    heading: 'What you will find here',
    items: [
      {
        id: 'formats',
        icon: 'layers',
        title: 'Three lecture formats',
        body: 'PDF notes to read and download, video lectures screened in class, and text lectures handed out in the lecture hall.',
      },
      {
        id: 'levels',
        icon: 'signal',
        title: 'Graded by level',
        body: 'Every lecture is marked beginner, intermediate or advanced, so you can start where you are and plan what comes next.',
      },
      {
        id: 'tools',
        icon: 'wrench',
        title: 'Interactive tools',
        body: 'Free online calculators, simulators and map viewers, each with a first exercise to try the ideas for yourself.',
      },
      {
        id: 'resources',
        icon: 'library',
        title: 'Resources and projects',
        body: 'Open textbooks, courses and data sets, and practical projects in information technology and artificial intelligence.',
      },
    ],
  },
  sections: {
    heading: 'Lecture sections',
    items: [
      {
        page: 'math',
        icon: 'calculator',
        description:
          'Functions, limits, derivatives and integrals, matrices and the linear algebra behind data analysis.',
      },
      {
        page: 'statistics',
        icon: 'chart',
        description:
          'Basic concepts, descriptive statistics, probability, sampling, hypothesis tests and regression.',
      },
      {
        page: 'it',
        icon: 'monitor',
        description:
          'Programming in Python, databases and SQL, networks, web development and security, with practical projects.',
      },
      {
        page: 'ai',
        icon: 'brain',
        description:
          'Agents and search, machine learning, neural networks and AI ethics, with projects to start.',
      },
      {
        page: 'gis',
        icon: 'map',
        description:
          'Spatial data, projections, remote sensing and spatial analysis, free and commercial software, and lab lessons.',
      },
      {
        page: 'biography',
        icon: 'user',
        description:
          "Dr. Hassan's education, experience, awards, publications and skills, and how to contact him.",
      },
    ],
  },
  cta: {
    heading: 'Where to start',
    body: 'New to the collection? Begin with the foundations of mathematics, or go straight to programming and databases in information technology.',
    math: 'Start with mathematics',
    it: 'Explore information technology',
  },
};
