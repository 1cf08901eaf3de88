import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Research Centres',
  description:
    'Specialised research centres for medical laboratory sciences, information technology, and legal and economic studies.',
  intro: [
    'Research centres give each field of study a home for applied research. The Medical Laboratory Research Centre studies diagnostic methods and antimicrobial resistance, and the Information Technology Research Centre develops software and digital solutions for local institutions.',
    'The Centre for Legal and Economic Studies publishes studies on legislation, business and investment in Sudan.',
  ],
  sections: [
    {
      type: 'cards',
      id: 'centres',
      heading: 'The three centres',
      columns: 3,
      items: [
        {
          title: 'Medical Laboratory Research Centre',
          subtitle: 'Director: Dr. Sara Abdelrahman Elhussein',
          body: [
            'Develops accurate, low-cost diagnostic methods, studies antimicrobial resistance and supports laboratory quality in partner hospitals.',
          ],
          points: [
            'Molecular diagnosis of malaria and typhoid',
            'Surveillance of antibiotic-resistant bacteria',
            'Inherited blood disorders',
            'Quality control of laboratory tests',
          ],
          facts: [
            {
              label: 'Equipment',
              value: 'PCR machine, ELISA reader and a biosafety level 2 cabinet',
            },
            { label: 'Location', value: 'Medical Sciences Building, second floor' },
          ],
        },
        {
          title: 'Information Technology Research Centre',
          subtitle: 'Director: Dr. Anwar Siddig Abdelrahim',
          body: [
            'Turns research in software and networks into solutions that local institutions use, and involves students in building and testing them.',
          ],
          points: [
            'Health information systems and electronic records',
            'Arabic software and apps that work offline',
            'Information security for small organisations',
            'The internet of things in health and agriculture',
          ],
          facts: [
            {
              label: 'Equipment',
              value: 'Research servers, an internet-of-things lab and a penetration-testing lab',
            },
            { label: 'Location', value: 'Information Technology Building, ground floor' },
          ],
        },
        {
          title: 'Centre for Legal and Economic Studies',
          subtitle: 'Director: Dr. Nadia Mustafa Abushama',
          body: [
            'Publishes studies and policy papers on legislation, business and investment in Sudan, and holds round tables that bring researchers together with judges, lawyers and business people.',
          ],
          points: [
            'Investment law and commercial law',
            'Labour law and social protection',
            'Microfinance and small businesses',
            'Legislative reform after conflict',
          ],
          facts: [
            {
              label: 'Publications',
              value:
                'A quarterly policy paper series and an annual report on the business environment',
            },
            { label: 'Location', value: 'Law and Business Building, first floor' },
          ],
        },
      ],
    },
    {
      type: 'table',
      id: 'services',
      heading: "The centres' services",
      caption: 'Services offered by the research centres and who they are for',
      columns: ['Service', 'Centre', 'For'],
      rows: [
        [
          'Laboratory tests for research studies (culture, susceptibility, PCR)',
          'Medical laboratories',
          'College researchers and partner universities',
        ],
        [
          'Proficiency testing for hospital laboratories',
          'Medical laboratories',
          'Hospital and health-centre laboratories',
        ],
        [
          'Custom systems and apps',
          'Information technology',
          'Hospitals, public institutions and organisations',
        ],
        [
          'Network and system security assessments',
          'Information technology',
          'Small and medium-sized organisations',
        ],
        [
          'Feasibility studies and policy papers',
          'Legal and economic studies',
          'Government bodies and chambers of commerce',
        ],
        [
          'Review of draft laws and regulations',
          'Legal and economic studies',
          'Legislative bodies and professional unions',
        ],
      ],
    },
    {
      type: 'text',
      id: 'using',
      heading: 'Using the centres',
      paragraphs: [
        "Faculty members, postgraduate students and final-year students can use the centres' equipment for their research, booking with the centre at least a week ahead and with their supervisor's approval.",
        'To work in the Medical Laboratory Research Centre you must first pass the biosafety course run by the Training and Career Development Centre, and follow the procedures for handling and disposing of samples.',
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact the centres',
      items: [
        {
          label: 'Medical Laboratory Research Centre',
          value: 'lab.research@alrowad.edu.sd',
          href: 'mailto:lab.research@alrowad.edu.sd',
        },
        {
          label: 'Information Technology Research Centre',
          value: 'it.research@alrowad.edu.sd',
          href: 'mailto:it.research@alrowad.edu.sd',
        },
        {
          label: 'Centre for Legal and Economic Studies',
          value: 'legal.studies@alrowad.edu.sd',
          href: 'mailto:legal.studies@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 173', href: 'tel:+249183555173' },
      ],
    },
  ],
} satisfies PageInput;
