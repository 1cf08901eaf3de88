import type { PageInput } from '../../page-schema';
import type { HomeContent } from '../../schema';

export const page = {
  title: 'Al-Rowad College of Science and Technology',
  description:
    'Al-Rowad College of Science and Technology, Sudan: eight programmes in medicine, nursing, medical laboratories, IT, law, business and media.',
  intro: [
    'Al-Rowad College of Science and Technology is a private, not-for-profit college in Sudan, established in May 2021. It offers eight programmes in medicine, nursing, medical laboratories, information technology, law, business administration and media.',
  ],
  sections: [],
} satisfies PageInput;

export const home: HomeContent = {
  hero: {
    kicker: 'A private college in Sudan since May 2021',
    title: 'Knowledge in the service of health, technology and society',
    lead: 'Eight programmes in medicine, nursing, medical laboratories, information technology, law, business administration and media, with clinical training at a teaching hospital and scholarships for gifted students and those in need.',
    imageAlt:
      'A drawn illustration of the college campus: the main building with its arched entrance, palm trees and students crossing the courtyard.',
  },
  quickLinks: {
    heading: 'Quick Links',
    items: [
      {
        id: 'admission',
        title: 'Admission',
        icon: 'graduation-cap',
        href: 'admission',
        bgColor: 'teal',
      },
      {
        id: 'calendar',
        title: 'Academic Calendar',
        icon: 'calendar',
        href: 'academic-calendar',
        bgColor: 'amber',
      },
      {
        id: 'libraries',
        title: 'Libraries',
        icon: 'library',
        href: 'campus-life/libraries',
        bgColor: 'sky',
      },
      {
        id: 'portal',
        title: 'E-Services Portal',
        icon: 'monitor',
        href: 'e-services/portal',
        bgColor: 'rose',
      },
      {
        id: 'directory',
        title: 'Staff Directory',
        icon: 'users',
        href: 'faculty-staff/directory',
        bgColor: 'violet',
      },
      {
        id: 'student-email',
        title: 'Student E-mail',
        icon: 'mail',
        href: 'e-services/student-email',
        bgColor: 'emerald',
      },
    ],
  },
  instructorPromo: {
    heading: 'Lectures of Dr. Hassan Abdelrahim Eltayeb',
    text: 'Lectures, interactive tools and resources in five subjects, arranged by level from beginner to advanced.',
    subjects: [
      'Mathematics',
      'Statistics',
      'Information Technology',
      'Artificial Intelligence',
      'GIS',
    ],
  },
  news: {
    heading: 'Latest News',
  },
  statistics: {
    heading: 'The College in Numbers',
    items: [
      {
        id: 'students',
        value: '5000+',
        label: 'Students',
        note: 'In all years, programmes and levels of study',
      },
      {
        id: 'faculty',
        value: '250+',
        label: 'Faculty members',
        note: 'Full- and part-time teaching staff, with the teaching hospital’s clinical trainers',
      },
      {
        id: 'colleges',
        value: '8',
        label: 'Colleges',
        note: 'Our eight undergraduate specialisations, from medicine to media',
      },
      {
        id: 'programmes',
        value: '35+',
        label: 'Academic programmes',
        note: 'Every degree, diploma, specialisation and graduate track',
      },
    ],
  },
  programmes: {
    heading: 'Our Programmes',
    lead: "Our eight undergraduate specialisations, in the health sciences, technology, and the humanities and social sciences: seven lead to a bachelor's degree and one to a diploma.",
    items: [
      {
        id: 'medicine',
        title: 'Medicine and General Surgery',
        description:
          '6 years of study followed by an internship year, with clinical training at the teaching hospital.',
        href: 'study/medicine',
      },
      {
        id: 'nursing-bachelor',
        title: 'Bachelor of Nursing',
        description:
          '4 years (8 semesters) plus an internship, preparing nurses for hospitals and community health.',
        href: 'study/nursing-bachelor',
      },
      {
        id: 'nursing-diploma',
        title: 'Diploma in Nursing',
        description: '2.5 years (5 semesters) of practical preparation for technical nurses.',
        href: 'study/nursing-diploma',
      },
      {
        id: 'medical-labs',
        title: 'Medical Laboratory Sciences',
        description:
          "A 4-year (8-semester) honours bachelor's degree in diagnostic laboratory sciences.",
        href: 'study/medical-labs',
      },
      {
        id: 'it',
        title: 'Information Technology',
        description:
          '4 years (8 semesters) of programming, networks, data and artificial intelligence.',
        href: 'study/it',
      },
      {
        id: 'law',
        title: 'Law',
        description:
          '4 years (8 semesters) with tracks in civil, criminal, commercial and international law.',
        href: 'study/law',
      },
      {
        id: 'business',
        title: 'Business Administration',
        description:
          "A 4-year (8-semester) bachelor's degree with 5 specialisations, a simulation lab and a business incubator.",
        href: 'study/business',
      },
      {
        id: 'media',
        title: 'Media',
        description:
          "A 4-year bachelor's degree with 5 specialisations and training in TV, radio and digital media studios.",
        href: 'study/media',
      },
    ],
  },
  leadership: {
    heading: 'College Leadership',
    items: [
      {
        id: 'dean',
        name: 'Prof. Abdalla Mohamed Elhassan',
        title: 'Dean of the College',
        department: 'College Administration',
      },
      {
        id: 'vice-dean-academic',
        name: 'Dr. Samia Osman Ibrahim',
        title: 'Vice-Dean for Academic Affairs',
        department: 'Academic Affairs',
      },
      {
        id: 'vice-dean-research',
        name: 'Prof. Kamaleldin Yousif Babiker',
        title: 'Vice-Dean for Scientific Research',
        department: 'Scientific Research',
      },
      {
        id: 'vice-dean-quality',
        name: 'Dr. Mona Abdelrahman Elamin',
        title: 'Vice-Dean for Development and Quality',
        department: 'Development and Quality',
      },
    ],
  },
  events: {
    heading: 'Upcoming Events',
  },
};
