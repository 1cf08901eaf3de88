import type { PageInput } from '../../page-schema';
import { fieldNames, officeHours } from '../common/research';
import {
  research2024 as figures,
  researchFields,
  researchOffice,
  researchReportHref,
} from '../../research-facts';

export const page = {
  title: 'Scientific Research',
  navLabel: 'Research at a Glance',
  description:
    'Research at Al-Rowad College in 2024: 158 published studies, 42 research projects, 15 patents and 28 cooperation agreements.',
  intro: [
    "Research at the college addresses the health, technological and social needs of Sudan. In 2024 faculty members and students published 158 studies, worked on 42 research projects and registered 15 patents, and the college's cooperation agreements reached 28.",
    "This page brings together the college's publications, current projects, patents and international collaboration, with contact details for the research office.",
  ],
  sections: [
    {
      type: 'stats',
      id: 'figures',
      heading: 'Research in 2024 in figures',
      intro:
        "The year's results as reported in the annual research report approved by the College Council.",
      items: [
        { value: String(figures.studies), label: 'published studies' },
        { value: String(figures.projects), label: 'research projects' },
        { value: String(figures.patents), label: 'patents' },
        { value: String(figures.agreements), label: 'cooperation agreements' },
      ],
    },
    {
      type: 'list',
      id: 'priorities',
      heading: 'Research priorities',
      intro:
        'The college directs its funding to problems people in Sudan face today, following priorities set by the Scientific Research Committee under the 2023-2028 strategic plan:',
      style: 'bullets',
      items: [
        'Infectious diseases, antimicrobial resistance and the quality of laboratory diagnosis.',
        'Maternal and child health, nutrition, non-communicable diseases and inherited blood disorders.',
        'Digital health, and artificial intelligence and data in public services.',
        'Law and the economy in recovery, and the protection of workers and small businesses.',
        'Media and health communication, and countering misinformation.',
      ],
    },
    {
      type: 'table',
      id: 'output',
      heading: 'Research output in 2024 by field',
      caption: 'Published studies, research projects and patents in 2024 by field',
      columns: ['Field', 'Published studies', 'Research projects', 'Patents'],
      rows: [
        ...researchFields.map((field) => [
          fieldNames[field],
          String(figures.byField[field].studies),
          String(figures.byField[field].projects),
          String(figures.byField[field].patents),
        ]),
        ['Total', String(figures.studies), String(figures.projects), String(figures.patents)],
      ],
    },
    {
      type: 'table',
      id: 'publications',
      heading: 'Selected publications',
      intro:
        "A sample of the studies the college's researchers published in peer-reviewed journals. Open copies are kept in the library's digital repository.",
      caption: "Selected publications by the college's researchers, with journal and year",
      columns: ['Study', 'Journal', 'Year', 'Field'],
      rows: [
        [
          'Antimicrobial resistance patterns of uropathogenic Escherichia coli among outpatients in three Sudanese states',
          'Sudan Journal of Medical Sciences',
          '2024',
          'Medical laboratories',
        ],
        [
          'Anaemia and its determinants among pregnant women attending antenatal care in rural health centres',
          'Eastern Mediterranean Health Journal',
          '2024',
          'Medicine and health sciences',
        ],
        [
          'A lightweight deep-learning model for detecting malaria parasites in smartphone images of thin blood smears',
          'International Journal of Advanced Computer Science and Applications',
          '2024',
          'Information technology',
        ],
        [
          'Hand-hygiene knowledge and practice among nurses in the wards of a teaching hospital',
          'Pan African Medical Journal',
          '2024',
          'Nursing',
        ],
        [
          'Adoption of mobile payment services by small traders after the cash-liquidity crisis',
          'African Journal of Economic and Management Studies',
          '2024',
          'Business administration',
        ],
        [
          'The legal framework of electronic contracts in Sudanese law: a comparative study (in Arabic)',
          'Journal of Legal and Sharia Studies',
          '2024',
          'Law',
        ],
        [
          'Social media as a source of health information for university students during a cholera outbreak (in Arabic)',
          'Arab Journal of Media and Communication Research',
          '2024',
          'Media',
        ],
      ],
    },
    {
      type: 'cards',
      id: 'projects',
      heading: 'Current research projects',
      intro: `Of the ${figures.projects} projects the college's researchers worked on in 2024, one from each of the six research programmes:`,
      columns: 3,
      items: [
        {
          title: 'Antimicrobial resistance surveillance network',
          subtitle: 'Infectious Diseases and Antimicrobial Resistance programme',
          body: [
            'Brings the susceptibility test results of four hospital laboratories into one database and publishes a quarterly bulletin that helps doctors choose the right antibiotic.',
          ],
          facts: [
            { label: 'Principal investigator', value: 'Dr. Musab Osman Elamin' },
            { label: 'Period', value: '2023-2026' },
            { label: 'Partners', value: 'National Public Health Laboratory and four hospitals' },
          ],
        },
        {
          title: 'Digital antenatal follow-up register',
          subtitle: 'Maternal and Child Health programme',
          body: [
            'A simple app that works offline, in which village midwives record antenatal visits and are alerted to danger signs and follow-up dates.',
          ],
          facts: [
            { label: 'Principal investigator', value: 'Dr. Hala Mohamed Khair' },
            { label: 'Period', value: '2024-2027' },
            {
              label: 'Partners',
              value: 'State Ministry of Health and the Information Technology Research Centre',
            },
          ],
        },
        {
          title: 'Early detection of sickle cell disease in newborns',
          subtitle: 'Non-Communicable and Inherited Blood Diseases programme',
          body: [
            'Screens newborns at the teaching hospital with a rapid low-cost test, refers those affected to a follow-up clinic, and measures how early detection changes their hospital admissions.',
          ],
          facts: [
            { label: 'Principal investigator', value: 'Prof. Salah Eldin Osman Karrar' },
            { label: 'Period', value: '2024-2028' },
            { label: 'Partners', value: "The college's teaching hospital" },
          ],
        },
        {
          title: 'Speech recognition for Sudanese Arabic',
          subtitle: 'Digital Health and Artificial Intelligence programme',
          body: [
            "A model that turns callers' questions in Sudanese Arabic into text, so that an automated health information line can answer them with approved information.",
          ],
          facts: [
            { label: 'Principal investigator', value: 'Dr. Hassan Abdelrahim Eltayeb' },
            { label: 'Period', value: '2024-2027' },
            { label: 'Partners', value: 'Institute of Data Science and Artificial Intelligence' },
          ],
        },
        {
          title: 'Social protection for informal workers',
          subtitle: 'Law, Economy and Recovery programme',
          body: [
            'Studies the gaps in labour and social insurance law that leave street vendors and craftspeople unprotected, and proposes workable legislative amendments.',
          ],
          facts: [
            { label: 'Principal investigator', value: 'Dr. Khalid Mahgoub Elamin' },
            { label: 'Period', value: '2024-2026' },
            { label: 'Partners', value: 'Centre for Legal and Economic Studies' },
          ],
        },
        {
          title: 'Evaluating health awareness campaigns on local radio',
          subtitle: 'Media and Health Communication programme',
          body: [
            'Measures what listeners remember of cholera and malaria awareness messages and what they change in their behaviour, to improve how future messages are written.',
          ],
          facts: [
            { label: 'Principal investigator', value: 'Dr. Rasha Eltayeb Elmubarak' },
            { label: 'Period', value: '2024-2026' },
            { label: 'Partners', value: 'Three local radio stations' },
          ],
        },
      ],
    },
    {
      type: 'list',
      id: 'patents',
      heading: 'Patents',
      intro: `The college's researchers and students registered ${figures.patents} patents with the Registrar General of Intellectual Property in 2024, with the help of the Intellectual Property Unit. Among them:`,
      style: 'checks',
      items: [
        'A paper strip that measures haemoglobin from a single drop of blood, its colour read by a phone camera (medical laboratories).',
        'A portable solar-powered incubator for growing bacterial cultures in mobile clinics (medical laboratories).',
        'A device that alerts the nurse when an intravenous bag is about to run out or the drip stops (nursing and information technology).',
        'A vaccine carrier that logs its temperature and sends a text message when it leaves the safe range (information technology).',
        "An adjustable splint made from low-cost local materials for children's fractures (medicine).",
      ],
    },
    {
      type: 'cards',
      id: 'collaboration',
      heading: 'International collaboration',
      columns: 3,
      items: [
        {
          title: `${figures.agreements} cooperation agreements`,
          body: [
            `In 2024 the college had ${figures.agreements} cooperation agreements in force: ${figures.agreementsInternational} with universities and institutions outside Sudan and ${figures.agreementsNational} with universities, hospitals, ministries and companies inside it.`,
          ],
        },
        {
          title: 'Training in research methods',
          body: [
            'Faculty members and final-year students in the health programmes join a 12-week online training programme with a Harvard-affiliated public-health initiative; its first group starts in January 2027.',
          ],
          link: { label: 'About the agreement', href: '/news/harvard-cooperation' },
        },
        {
          title: 'Joint research',
          body: [
            "The college's researchers work with colleagues at universities in Egypt and Kenya on antimicrobial resistance and maternal health, sharing data and samples under agreements that protect both sides' rights.",
          ],
          link: { label: 'International cooperation', href: '/about/international-cooperation' },
        },
      ],
    },
    {
      type: 'callout',
      id: 'report',
      heading: 'Annual Research Report 2024',
      body: [
        'The summary of the report sets out the 2024 figures by field, selected publications, current projects, patents and cooperation agreements.',
        'The file is a two-page PDF of less than 200 KB.',
      ],
      actions: [
        { label: 'Download the report summary (PDF)', href: researchReportHref.en },
        { label: 'Research programmes', href: '/research/programs' },
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Research Office',
      intro:
        "The office reports to the Vice-Dean for Scientific Research, Prof. Kamaleldin Yousif Babiker, and answers questions from researchers, partners and journalists about the college's research.",
      items: [
        {
          label: 'E-mail',
          value: researchOffice.email,
          href: `mailto:${researchOffice.email}`,
        },
        { label: 'Phone', value: researchOffice.phone, href: researchOffice.tel },
        { label: 'Location', value: 'Administration Building, second floor' },
        { label: 'Office hours', value: officeHours },
      ],
    },
  ],
} satisfies PageInput;
