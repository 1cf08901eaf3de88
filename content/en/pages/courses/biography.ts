import type { PageInput } from '../../../page-schema';
import type { CoursesInput } from '../../../courses-schema';

export const page = {
  title: 'Biography of Dr. Hassan Abdelrahim Eltayeb',
  navLabel: 'Biography',
  description:
    'The education, professional experience, awards, publications and skills of Dr. Hassan Abdelrahim Eltayeb, and how to contact him.',
  intro: [
    'Dr. Hassan Abdelrahim Eltayeb teaches mathematics, statistics, information technology, artificial intelligence and geographic information systems.',
    'His biography sets out his education, professional experience, awards, publications and skills, with a contact card for sending messages and booking appointments.',
  ],
  sections: [],
} satisfies PageInput;

/** The page's body: the instructor's biography (content/courses-schema.ts). */
export const course: CoursesInput['biography'] = {
  education: {
    heading: 'Education',
    items: [
      {
        id: 'phd',
        degree: 'PhD in Computer Science',
        university: 'Sudan University of Science and Technology',
        year: 2017,
        specialization: 'Machine learning and remote sensing',
        thesis:
          'Crop-type classification in the Gezira Scheme from multi-temporal satellite images using machine learning',
      },
      {
        id: 'pgd',
        degree: 'Postgraduate Diploma in Geographic Information Systems and Remote Sensing',
        university: 'Regional Centre for Training in Aerospace Surveys (RECTAS), Ile-Ife, Nigeria',
        year: 2013,
        specialization: 'Geoinformation for natural resource management',
      },
      {
        id: 'msc',
        degree: 'MSc in Applied Statistics',
        university: 'University of Khartoum',
        year: 2011,
        specialization: 'Statistical modelling and survey methods',
        thesis: 'Spatial patterns of malaria incidence in Gezira State, 2005–2009',
      },
      {
        id: 'bsc',
        degree: 'BSc (Honours) in Mathematical Sciences',
        university: 'University of Gezira',
        year: 2008,
        specialization: 'Mathematics and computer science',
      },
    ],
  },
  experience: {
    heading: 'Professional experience',
    items: [
      {
        id: 'alrowad-lecturer',
        position: 'Lecturer in Artificial Intelligence',
        institution: 'Al-Rowad College of Science and Technology',
        from: 2021,
        description:
          'Teaches mathematics, statistics, information technology, artificial intelligence and GIS, supervises graduation projects, and supervised the IT team that won first place in the 2026 universities robotics competition.',
      },
      {
        id: 'alrowad-research',
        position: 'Coordinator, Digital Health and Artificial Intelligence research programme',
        institution: 'Al-Rowad College of Science and Technology',
        from: 2023,
        description:
          'Coordinates the four-year programme (2023-2027) that develops digital tools for diagnosis, health records and health information in Arabic, and leads its project on speech recognition for Sudanese Arabic.',
      },
      {
        id: 'sust-lecturer',
        position: 'Lecturer, Department of Computer Science',
        institution: 'Sudan University of Science and Technology',
        from: 2017,
        to: 2021,
        description:
          "Taught machine learning, data mining and database systems, and supervised more than 20 bachelor's graduation projects.",
      },
      {
        id: 'arc-consultant',
        position: 'GIS and statistics consultant (part-time)',
        institution: 'Agricultural Research Corporation, Wad Madani',
        from: 2012,
        to: 2017,
        description:
          'Produced crop maps and yield estimates for the Gezira Scheme from satellite images and field surveys, and trained research staff in QGIS and R.',
      },
      {
        id: 'gezira-assistant',
        position: 'Teaching assistant',
        institution: 'University of Gezira',
        from: 2008,
        to: 2011,
        description:
          'Led tutorials and computer laboratory sessions in calculus, statistics and programming.',
      },
    ],
  },
  awards: {
    heading: 'Awards',
    items: [
      {
        id: 'robotics-2026',
        title: 'First place, as supervisor of the winning team',
        organization: 'Universities Robotics Competition',
        year: 2026,
        description:
          'The four IT students he supervised won with a robot that sorts medical waste using an image-recognition model they trained, ahead of teams from 14 universities and colleges.',
      },
      {
        id: 'teaching-2024',
        title: 'Excellence in Teaching Award',
        organization: 'Al-Rowad College of Science and Technology',
        year: 2024,
        description:
          'For redesigning the introductory statistics and programming courses around practical projects, on the strength of student evaluations and peer review.',
      },
      {
        id: 'thesis-2018',
        title: 'Best Doctoral Thesis in Computing',
        organization: 'Sudan University of Science and Technology',
        year: 2018,
        description:
          'For his thesis on classifying crops in the Gezira Scheme from satellite images with machine learning.',
      },
    ],
  },
  publications: {
    heading: 'Selected publications',
    items: [
      {
        id: 'pub-speech-2025',
        title:
          'Towards speech recognition for Sudanese Arabic health information lines: data collection and baseline models',
        journal: 'Proceedings of the Sudan Conference on Computing and Informatics',
        year: 2025,
        type: 'conference',
      },
      {
        id: 'pub-statistics-book-2023',
        title: 'Principles of Applied Statistics for the Health Sciences',
        journal: 'Khartoum University Press (in Arabic)',
        year: 2023,
        type: 'book',
      },
      {
        id: 'pub-malaria-2020',
        title:
          'Predicting monthly malaria incidence from rainfall and land-cover data with gradient boosting',
        journal: 'Sudan Journal of Science and Technology',
        year: 2020,
        type: 'journal',
      },
      {
        id: 'pub-crop-2018',
        title:
          'Crop-type mapping in the Gezira Scheme with multi-temporal Sentinel-2 imagery and random forests',
        journal: 'Sudan Journal of Science and Technology',
        year: 2018,
        type: 'journal',
      },
      {
        id: 'pub-open-data-2019',
        title: 'Open geospatial data for agricultural planning in Sudan',
        journal: 'Geoinformation for Development in Africa (edited volume)',
        year: 2019,
        type: 'chapter',
      },
    ],
  },
  skills: {
    heading: 'Skills',
    items: [
      {
        id: 'programming',
        category: 'Programming and data',
        skills: ['Python', 'R', 'SQL', 'JavaScript'],
      },
      {
        id: 'machine-learning',
        category: 'Machine learning',
        skills: ['scikit-learn', 'TensorFlow and Keras', 'Hugging Face Transformers'],
      },
      {
        id: 'gis',
        category: 'GIS and remote sensing',
        skills: ['QGIS', 'ArcGIS Pro', 'Google Earth Engine', 'GDAL'],
      },
      {
        id: 'statistics',
        category: 'Statistics',
        skills: ['SPSS and JASP', 'Survey design and sampling', 'Regression modelling'],
      },
      {
        id: 'teaching',
        category: 'Teaching',
        skills: [
          'Course design on Moodle',
          'Project-based learning',
          'Supervising graduation projects',
        ],
      },
      {
        id: 'languages',
        category: 'Languages',
        skills: ['Arabic (native)', 'English (fluent)'],
      },
    ],
  },
  contact: {
    heading: 'Contact Dr. Hassan',
    body: 'Students are welcome in office hours without an appointment. To meet at another time, book an appointment by e-mail; he replies within two working days.',
    emailLabel: 'E-mail',
    officeLabel: 'Office',
    office: 'Information Technology building, first floor, room 112',
    hoursLabel: 'Office hours',
    hours: 'Monday and Wednesday, 10:00 AM–12:00 noon',
    sendMessage: 'Send Message',
    bookAppointment: 'Book Appointment',
    appointmentSubject: 'Appointment request',
    appointmentBody:
      'Dear Dr. Hassan,\n\nI would like to book an appointment.\n\nName:\nProgramme and year:\nPreferred day and time:\nTopic of the meeting:\n',
  },
};
