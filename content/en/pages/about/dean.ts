import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'The Dean and Deputies',
  description:
    'The dean of the college and the deputy deans for academic affairs and for research and community service, with their roles.',
  intro: [
    "The dean leads the college's academic and administrative work and represents it before the board of trustees, the Ministry of Higher Education and Scientific Research, and partners.",
    "Among the deputies who support the dean are the deputy dean for academic affairs, who oversees programmes, examinations and the academic calendar, and the deputy dean for research and community service, who leads research activity and the college's outreach programmes.",
  ],
  sections: [
    {
      type: 'cards',
      id: 'leaders',
      heading: 'College leadership',
      columns: 3,
      items: [
        {
          title: 'Prof. Abdalla Mohamed Elhassan',
          subtitle: 'Dean',
          body: [
            'A professor of community medicine with more than 25 years of university teaching and health programme management in Sudan, he helped found the college in 2021 and has been its dean since.',
          ],
          points: [
            'Leads academic and administrative work and chairs the college council',
            'Chairs the supreme committee that follows the strategic plan',
            'Submits the annual plans and budget to the board of trustees',
            'Represents the college before the Ministry and partners',
          ],
          link: {
            label: 'dean@alrowad.edu.sd',
            href: 'mailto:dean@alrowad.edu.sd',
            srLabel: "Write to the Dean's office: dean@alrowad.edu.sd",
          },
        },
        {
          title: 'Dr. Samia Osman Ibrahim',
          subtitle: 'Vice-Dean for Academic Affairs',
          body: [
            'An associate professor of medical microbiology who has worked on curriculum development and quality in medical education, she oversees all eight programmes.',
          ],
          points: [
            'Oversees programmes and study plans',
            'Examinations, results and the academic calendar',
            'Chairs the academic committee',
            'Oversees the Deanship of Academic Affairs',
          ],
          link: {
            label: 'vd.academic@alrowad.edu.sd',
            href: 'mailto:vd.academic@alrowad.edu.sd',
            srLabel:
              'Write to the office of the Vice-Dean for Academic Affairs: vd.academic@alrowad.edu.sd',
          },
        },
        {
          title: 'Prof. Kamaleldin Yousif Babiker',
          subtitle: 'Vice-Dean for Research and Community Service',
          body: [
            'A professor of biochemistry with more than 60 published papers, he signed the public-health training agreement on behalf of the college in 2026.',
          ],
          points: [
            'Leads research activity and the funding of research programmes',
            'Oversees the Deanship of Graduate Studies and Research',
            'Mobile clinics, literacy classes and vocational training',
            'Local and international cooperation agreements',
          ],
          link: {
            label: 'vd.research@alrowad.edu.sd',
            href: 'mailto:vd.research@alrowad.edu.sd',
            srLabel:
              'Write to the office of the Vice-Dean for Research and Community Service: vd.research@alrowad.edu.sd',
          },
        },
      ],
    },
    {
      type: 'text',
      heading: 'The rest of the leadership team',
      paragraphs: [
        'Senior management is completed by the Vice-Dean for Development and Quality, Dr. Mona Abdelrahman Elamin, who chairs the quality and accreditation committee and oversees planning, e-learning and professional development. The team works under the board of trustees, which appoints the dean and senior leaders.',
      ],
    },
    {
      type: 'contact',
      id: 'office',
      heading: "The Dean's office",
      items: [
        {
          label: 'E-mail',
          value: 'dean@alrowad.edu.sd',
          href: 'mailto:dean@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 121', href: 'tel:+249183555121' },
        { label: 'Location', value: 'Administration building, first floor' },
        { label: 'Office hours', value: 'Sunday–Thursday, 8:00 AM–4:00 PM' },
      ],
    },
  ],
} satisfies PageInput;
