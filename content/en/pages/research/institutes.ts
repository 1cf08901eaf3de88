import type { PageInput } from '../../../page-schema';
import { officeHours } from '../../common/research';

export const page = {
  title: 'Research Institutes',
  description:
    "The college's research institutes, which focus on public health and on data science and artificial intelligence.",
  intro: [
    'Two research institutes carry out long-term, multidisciplinary studies. The Institute of Public Health Research studies disease patterns, maternal and child health and health services in Sudan.',
    'The Institute of Data Science and Artificial Intelligence applies statistics, machine learning and geographic information systems to problems in health, agriculture and public administration.',
  ],
  sections: [
    {
      type: 'cards',
      id: 'institutes',
      heading: 'The two institutes',
      columns: 2,
      items: [
        {
          title: 'Institute of Public Health Research',
          subtitle: 'Director: Prof. Fatima Elzahra Abdelgadir, Professor of Epidemiology',
          body: [
            'Carries out long-term field studies of population health in the states the college serves, and presents the results to decision-makers in ministries of health and organisations working in Sudan.',
          ],
          points: [
            'Disease patterns and epidemiological surveillance',
            'Maternal and child health and nutrition',
            'Health systems and services and what they cost',
            'Health in displacement and emergencies',
          ],
          facts: [
            { label: 'Founded', value: '2022' },
            { label: 'Team', value: '14 researchers and 9 research assistants' },
            { label: 'Location', value: 'Medical Sciences Building, second floor' },
          ],
        },
        {
          title: 'Institute of Data Science and Artificial Intelligence',
          subtitle: 'Director: Dr. Mohamed Osman Elhag, Associate Professor of Machine Learning',
          body: [
            'Applies statistics, machine learning and geographic information systems to problems in health, agriculture and public administration, and builds tools that work in Arabic and on weak connections.',
          ],
          points: [
            'Medical image analysis and computer-aided diagnosis',
            'Arabic and Sudanese Arabic language processing',
            'Digital maps of health services and agricultural resources',
            'Open data for the public sector',
          ],
          facts: [
            { label: 'Founded', value: '2023' },
            { label: 'Team', value: '11 researchers and 6 research assistants' },
            { label: 'Location', value: 'Information Technology Building, first floor' },
          ],
        },
      ],
    },
    {
      type: 'table',
      id: 'studies',
      heading: 'Major current studies',
      caption: "The institutes' major current studies, their period and partners",
      columns: ['Study', 'Institute', 'Period', 'Partners'],
      rows: [
        [
          'Following 1,200 children from birth to age five: growth, vaccination and illness',
          'Public health',
          '2023-2028',
          'Teaching hospital and rural health centres',
        ],
        [
          'Health of displaced people in shelters: infectious diseases and mental health',
          'Public health',
          '2024-2026',
          'Local humanitarian organisations',
        ],
        [
          'A digital map of health centres and the distances people travel to reach them',
          'Data science',
          '2024-2025',
          'State Ministry of Health',
        ],
        [
          'Forecasting the malaria season from rainfall and case data',
          'Both institutes',
          '2024-2027',
          'State malaria control programme',
        ],
        [
          'A text corpus of Sudanese Arabic for training language models',
          'Data science',
          '2025-2027',
          'Languages and Translation Centre',
        ],
      ],
    },
    {
      type: 'list',
      id: 'services',
      heading: 'Services to other organisations',
      intro:
        'The institutes offer their services to ministries, organisations and companies under consultancy contracts, and the income funds research at the college:',
      style: 'bullets',
      items: [
        'Designing health and social surveys and calculating sample sizes.',
        'Collecting data on tablets and training data collectors.',
        'Statistical analysis and technical report writing.',
        'Digital mapping and geographic data analysis.',
        'Evaluating health programmes and projects.',
      ],
    },
    {
      type: 'list',
      id: 'students',
      heading: 'Opportunities for students',
      style: 'checks',
      items: [
        'Part-time work as a research assistant in field surveys and data entry.',
        'A 6-week summer placement for medicine, medical laboratory and IT students.',
        "A graduation project or master's thesis based on the institutes' data, after ethics approval.",
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact the institutes',
      items: [
        {
          label: 'Institute of Public Health Research',
          value: 'public.health@alrowad.edu.sd',
          href: 'mailto:public.health@alrowad.edu.sd',
        },
        {
          label: 'Institute of Data Science and Artificial Intelligence',
          value: 'data.science@alrowad.edu.sd',
          href: 'mailto:data.science@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 172', href: 'tel:+249183555172' },
        { label: 'Office hours', value: officeHours },
      ],
    },
  ],
} satisfies PageInput;
