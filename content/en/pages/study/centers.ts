import type { PageInput } from '../../../page-schema';
import { officeHours } from '../../common/study-support';

export const page = {
  title: 'Academic Centres',
  description:
    'Five centres that support students: learning support, languages and translation, computing and IT, training and careers, and innovation.',
  intro: [
    'Five centres support students beyond the classroom: the Learning Support Centre, the Languages and Translation Centre, the Computing and IT Centre, the Training and Career Development Centre, and the Innovation and Entrepreneurship Centre.',
    'They offer tutoring, language courses, computer skills training and career guidance, and they help students who want to turn an idea into a project.',
  ],
  sections: [
    {
      type: 'cards',
      id: 'centres',
      heading: 'The five centres',
      columns: 2,
      items: [
        {
          title: 'Learning Support Centre',
          subtitle: 'Director: Dr. Sumaya Elamin Abdelrahman',
          body: [
            'Helps students succeed in their studies, especially in the first year and in the courses many find hard.',
          ],
          points: [
            'One-to-one and group tutoring in mathematics, statistics and the basic sciences',
            'Workshops on study skills, time management and exam preparation',
            'A support plan for every student on academic warning, agreed with their adviser',
            'Exam arrangements for students with disabilities',
          ],
          facts: [
            { label: 'Location', value: 'Student Services Building, first floor' },
            { label: 'Hours', value: officeHours },
          ],
        },
        {
          title: 'Languages and Translation Centre',
          subtitle: 'Director: Dr. Munir Babiker Saeed',
          body: [
            "Strengthens students' English and Arabic for their studies and careers, and offers certified translation.",
          ],
          points: [
            'English placement test for new students',
            'English for academic, medical and legal purposes',
            'Arabic for non-native speakers, for international students',
            'Preparation for the TOEFL and IELTS tests',
            'Certified translation of certificates and transcripts',
          ],
          facts: [
            { label: 'Location', value: 'Main Academic Building, second floor' },
            { label: 'Hours', value: officeHours },
          ],
        },
        {
          title: 'Computing and IT Centre',
          subtitle: 'Director: Eng. Adil Hassan Musa',
          body: [
            'Runs the single university account, the network and the open computer laboratories, and trains students and staff in digital skills.',
          ],
          points: [
            'Creating university accounts and resetting passwords',
            'Technical support for university e-mail and the learning platform',
            'Open laboratories with 120 computers, and printing for students',
            'Wireless network across the campus',
            'Courses in computer applications and digital skills',
          ],
          facts: [
            { label: 'Location', value: 'Information Technology Building, second floor' },
            { label: 'Hours', value: officeHours },
          ],
          link: { label: 'E-services guide', href: '/e-services/guide' },
        },
        {
          title: 'Training and Career Development Centre',
          subtitle: 'Director: Ms. Hebatalla Osman Salih',
          body: [
            'Connects students and graduates with the job market, and organises short courses and field training.',
          ],
          points: [
            'Short courses with certificates of attendance',
            'Career guidance, CV writing and interview preparation',
            'Summer placements with partner organisations',
            'An annual careers fair',
          ],
          facts: [
            { label: 'Location', value: 'Student Services Building, ground floor' },
            { label: 'Hours', value: officeHours },
          ],
          link: { label: 'Upcoming courses', href: '/study/training' },
        },
        {
          title: 'Innovation and Entrepreneurship Centre',
          subtitle: 'Director: Dr. Moataz Eltayeb Hussein',
          body: [
            'Helps students turn their ideas into prototypes and businesses; it supported the robotics team that won first place in the universities robotics competition.',
          ],
          points: [
            'A makerspace with 3D printers and electronics tools',
            'A business incubator for student projects, with the business administration programme',
            'An annual ideas competition and mentoring by entrepreneurs',
            'Referral of inventions to the Intellectual Property Unit',
          ],
          facts: [
            { label: 'Location', value: 'Law and Business Building, ground floor' },
            { label: 'Hours', value: officeHours },
          ],
          link: { label: 'The robotics competition win', href: '/news/robotics-competition-win' },
        },
      ],
    },
    {
      type: 'list',
      id: 'using',
      heading: 'Using the centres',
      style: 'bullets',
      items: [
        "The centres' services are free for the college's students, except some short courses and certified translation.",
        'Book a tutoring or careers appointment by e-mail or in person, and bring your student card.',
        'The centres are open Sunday to Thursday, 8:00 AM to 4:00 PM, and announce their workshops by student e-mail.',
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact the centres',
      items: [
        {
          label: 'Learning Support Centre',
          value: 'learning.support@alrowad.edu.sd',
          href: 'mailto:learning.support@alrowad.edu.sd',
        },
        {
          label: 'Languages and Translation Centre',
          value: 'languages@alrowad.edu.sd',
          href: 'mailto:languages@alrowad.edu.sd',
        },
        {
          label: 'Computing and IT Centre',
          value: 'ict.centre@alrowad.edu.sd',
          href: 'mailto:ict.centre@alrowad.edu.sd',
        },
        {
          label: 'Training and Career Development Centre',
          value: 'training@alrowad.edu.sd',
          href: 'mailto:training@alrowad.edu.sd',
        },
        {
          label: 'Innovation and Entrepreneurship Centre',
          value: 'innovation@alrowad.edu.sd',
          href: 'mailto:innovation@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 180', href: 'tel:+249183555180' },
      ],
    },
  ],
} satisfies PageInput;
