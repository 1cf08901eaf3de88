import type { PageSections } from '../../sections';
import {
  proposalMailto,
  research2024 as figures,
  researchFields,
  researchOffice,
  researchReportHref,
  type ResearchField,
} from '../../research-facts';

const fieldNames: Record<ResearchField, string> = {
  medicine: 'Medicine and health sciences',
  medicalLabs: 'Medical laboratories',
  nursing: 'Nursing',
  it: 'Information technology',
  business: 'Business administration',
  law: 'Law',
  media: 'Media',
};

const officeHours = 'Sunday–Thursday, 8:00 AM–4:00 PM';

/** The research pages: overview, programmes, initiatives, deanship, institutes, centres, support units. */
export const researchSections: PageSections = {
  research: [
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

  'research/programs': [
    {
      type: 'facts',
      id: 'summary',
      heading: 'The programmes at a glance',
      items: [
        { label: 'Programmes', value: '6 research programmes funded by the college' },
        { label: 'Budget', value: '10 to 25 million riyals per programme, for its whole duration' },
        { label: 'Duration', value: '3 to 5 years' },
        { label: 'Total budgets', value: '100 million riyals' },
        { label: 'Overseen by', value: 'Deanship of Graduate Studies and Research' },
      ],
    },
    {
      type: 'cards',
      id: 'programmes',
      heading: 'The six research programmes',
      intro:
        'Each programme is led by a faculty coordinator and runs several projects in which researchers from more than one discipline work with final-year students.',
      columns: 3,
      items: [
        {
          title: 'Infectious Diseases and Antimicrobial Resistance',
          body: [
            'Studies the causes of common fevers and how to diagnose them, and tracks the spread of antibiotic-resistant bacteria in hospitals and the community.',
          ],
          facts: [
            { label: 'Coordinator', value: 'Dr. Musab Osman Elamin' },
            { label: 'Budget', value: '25 million riyals' },
            { label: 'Duration', value: '5 years (2022-2027)' },
          ],
        },
        {
          title: 'Maternal and Child Health',
          body: [
            'Works to reduce complications of pregnancy and childbirth and child malnutrition, through field studies in the rural health centres served by the mobile clinics.',
          ],
          facts: [
            { label: 'Coordinator', value: 'Dr. Hala Mohamed Khair' },
            { label: 'Budget', value: '20 million riyals' },
            { label: 'Duration', value: '5 years (2023-2028)' },
          ],
        },
        {
          title: 'Non-Communicable and Inherited Blood Diseases',
          body: [
            'Addresses diabetes, high blood pressure and sickle cell disease: risk factors, early detection and low-cost models of follow-up care.',
          ],
          facts: [
            { label: 'Coordinator', value: 'Prof. Salah Eldin Osman Karrar' },
            { label: 'Budget', value: '18 million riyals' },
            { label: 'Duration', value: '4 years (2024-2028)' },
          ],
        },
        {
          title: 'Digital Health and Artificial Intelligence',
          body: [
            'Develops digital tools for diagnosis, health records and health information in Arabic, and tests them with health workers before they are rolled out.',
          ],
          facts: [
            { label: 'Coordinator', value: 'Dr. Hassan Abdelrahim Eltayeb' },
            { label: 'Budget', value: '15 million riyals' },
            { label: 'Duration', value: '4 years (2023-2027)' },
          ],
        },
        {
          title: 'Law, Economy and Recovery',
          body: [
            'Studies the laws that govern investment, employment and electronic contracts, and their effect on small businesses and livelihoods after crises.',
          ],
          facts: [
            { label: 'Coordinator', value: 'Dr. Khalid Mahgoub Elamin' },
            { label: 'Budget', value: '12 million riyals' },
            { label: 'Duration', value: '3 years (2024-2027)' },
          ],
        },
        {
          title: 'Media and Health Communication',
          body: [
            'Measures the effect of health awareness messages on radio and social media, and studies how misinformation spreads and how to counter it.',
          ],
          facts: [
            { label: 'Coordinator', value: 'Dr. Rasha Eltayeb Elmubarak' },
            { label: 'Budget', value: '10 million riyals' },
            { label: 'Duration', value: '3 years (2024-2027)' },
          ],
        },
      ],
    },
    {
      type: 'list',
      id: 'eligibility',
      heading: 'Who can apply',
      style: 'checks',
      items: [
        'Full-time faculty members of the college, as principal investigators.',
        'The team includes at least one co-investigator from another discipline, and one or more final-year or postgraduate students.',
        'The proposal falls within the aims of one of the six programmes and can be completed within the time the programme has left.',
        'A principal investigator leads no more than two funded projects at a time.',
        'Researchers from partner universities and institutions may take part, provided the principal investigator is from the college.',
      ],
    },
    {
      type: 'steps',
      id: 'application',
      heading: 'How to apply',
      intro:
        'The college accepts proposals all year round, and the Scientific Research Committee considers them in two rounds: the first closes on 31 March and the second on 30 September.',
      items: [
        {
          title: 'Submit the research proposal',
          body: "The principal investigator sends the proposal to the Research Office using the approved template (10 pages at most), including aims, methods, timetable, a detailed budget and the team's CVs.",
        },
        {
          title: 'Peer review',
          body: 'The proposal goes to two independent reviewers, one from outside the college, and the investigator receives their comments within 6 weeks to revise the proposal if needed.',
        },
        {
          title: 'Ethics and budget review',
          body: "The Research Ethics Unit reviews the proposal if it involves people or their data, and the Grants and Funding Unit checks the budget against the college's spending regulations.",
        },
        {
          title: 'Final approval and contract',
          body: 'The Scientific Research Committee, chaired by the Vice-Dean for Scientific Research, approves the proposals that meet the requirements, and the principal investigator signs a funding contract that sets out the outputs and reporting dates.',
        },
      ],
    },
    {
      type: 'callout',
      id: 'submit',
      heading: 'Submit your research proposal',
      body: [
        'E-mail your proposal to the Research Office as a single PDF file, and say in your message which programme it belongs to. The Grants and Funding Unit can help you prepare the proposal and budget before you send it.',
      ],
      actions: [
        {
          label: 'Submit a research proposal',
          href: proposalMailto,
          srLabel: `Submit a research proposal by e-mail to ${researchOffice.email}`,
        },
        { label: 'Research support units', href: '/research/units' },
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Questions',
      items: [
        {
          label: 'Research Office',
          value: researchOffice.email,
          href: `mailto:${researchOffice.email}`,
        },
        {
          label: 'Grants and Funding Unit',
          value: 'grants@alrowad.edu.sd',
          href: 'mailto:grants@alrowad.edu.sd',
        },
        { label: 'Phone', value: researchOffice.phone, href: researchOffice.tel },
        { label: 'Office hours', value: officeHours },
      ],
    },
  ],

  'research/initiatives': [
    {
      type: 'cards',
      id: 'initiatives',
      heading: 'The initiatives',
      columns: 2,
      items: [
        {
          title: 'Student Research Initiative',
          subtitle: 'Lead: Dr. Eiman Abdelmagid Suleiman',
          body: [
            'Pairs final-year students in all eight programmes with faculty supervisors, so that their graduation projects become real, publishable research.',
          ],
          points: [
            'One supervisor for each student or group of at most three',
            'A small grant for laboratory supplies or a field survey',
            'Prizes for the three best studies at the annual scientific conference',
          ],
          facts: [{ label: 'In 2024', value: '64 students, 23 supervisors, 9 published studies' }],
        },
        {
          title: 'Scientific Writing and Publication Workshops',
          subtitle: 'Lead: Dr. Munir Babiker Saeed',
          body: [
            'A monthly hands-on workshop for young researchers and postgraduate students, who leave each session with a written part of their own paper.',
          ],
          points: [
            'Writing the abstract, introduction and methods',
            'Choosing a journal and avoiding predatory journals',
            "Responding to reviewers' comments",
            'Referencing with reference-management software',
          ],
          facts: [{ label: 'In 2024', value: '10 workshops, 186 participants' }],
        },
        {
          title: 'Community Health Data Initiative',
          subtitle: 'Lead: Dr. Omer Elfarouq Hamid',
          body: [
            "Turns the records of the college's mobile clinics into an anonymised database that shows the most common diseases in the villages they visit and how these change from season to season.",
          ],
          points: [
            'A quarterly report for local health authorities',
            'Open data for postgraduate students after ethics approval',
            'Training student volunteers to collect data on tablets',
          ],
          facts: [{ label: 'In 2024', value: '11,400 recorded visits in 18 villages' }],
        },
        {
          title: 'Young Researcher Initiative',
          subtitle: 'Lead: Prof. Salwa Abdelhalim Mohamed',
          body: [
            'Supports new faculty members in their first three years by pairing each with an experienced researcher who mentors them until they submit their first funded proposal.',
          ],
          points: [
            'A monthly mentoring meeting with the experienced researcher',
            'Seed funding for a pilot study before applying to the larger programmes',
            'Priority places in writing workshops and conferences',
          ],
          facts: [{ label: 'In 2024', value: '17 new faculty members' }],
        },
        {
          title: 'Open Science and Digital Repository Initiative',
          subtitle: 'Lead: Ms. Nagwa Ibrahim Abdalla',
          body: [
            "Gathers the college's research, postgraduate theses and outstanding graduation projects in a digital repository run by the library, so that researchers in Sudan and abroad can find them.",
          ],
          points: [
            'Deposit of the permitted version of every published study',
            'A permanent identifier for every work, with read and download counts',
            'Guidance on copyright and open-access licences',
          ],
          facts: [{ label: 'In the repository', value: '412 works by the end of 2024' }],
        },
      ],
    },
    {
      type: 'steps',
      id: 'join',
      heading: 'How to take part',
      items: [
        {
          title: 'Choose an initiative',
          body: 'Read the aims of the initiatives above and choose the one that fits your stage: students in the Student Research Initiative, new faculty in the Young Researcher Initiative, and everyone in the workshops.',
        },
        {
          title: 'Register your interest',
          body: 'E-mail the Research Office with your name, your programme and the initiative you want, or register in person at the office in the Administration Building.',
        },
        {
          title: 'Attend the introductory meeting',
          body: 'Each initiative holds an introductory meeting at the start of every semester, where participants meet its leads and agree on a work plan.',
        },
        {
          title: 'Present your results',
          body: "Participants present their work at the college's annual scientific conference, as a poster or a talk.",
        },
      ],
    },
    {
      type: 'table',
      id: 'calendar',
      heading: 'Coming up',
      caption: 'Upcoming dates of the research initiatives',
      columns: ['Activity', 'Date', 'Initiative'],
      rows: [
        [
          'Workshop: writing the methods section',
          '9 December 2026',
          'Writing and publication workshops',
        ],
        ['Deadline for graduation research proposals', '15 December 2026', 'Student research'],
        [
          'Deadline for abstracts for the annual scientific conference',
          '20 December 2026',
          'All initiatives',
        ],
        ['Annual scientific conference', '13 January 2027', 'All initiatives'],
        [
          "Workshop: responding to reviewers' comments",
          '10 February 2027',
          'Writing and publication workshops',
        ],
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact',
      items: [
        {
          label: 'Research Office',
          value: researchOffice.email,
          href: `mailto:${researchOffice.email}`,
        },
        { label: 'Phone', value: researchOffice.phone, href: researchOffice.tel },
        { label: 'Location', value: 'Administration Building, second floor' },
        { label: 'Office hours', value: officeHours },
      ],
    },
  ],

  'research/deanships': [
    {
      type: 'facts',
      id: 'at-a-glance',
      heading: 'The deanship at a glance',
      items: [
        { label: 'Dean', value: 'Prof. Salwa Abdelhalim Mohamed, Professor of Pharmacology' },
        {
          label: 'Reports to',
          value: 'The Vice-Dean for Scientific Research, Prof. Kamaleldin Yousif Babiker',
        },
        { label: 'Location', value: 'Administration Building, second floor' },
        { label: 'Office hours', value: officeHours },
      ],
    },
    {
      type: 'cards',
      id: 'structure',
      heading: 'Departments and committees',
      columns: 2,
      items: [
        {
          title: 'Research Administration',
          subtitle: 'Deputy Dean for Research: Dr. Tarig Abdalla Elnour',
          points: [
            'Announcing funding rounds and receiving proposals',
            'Organising peer review and following up funded projects',
            'Preparing the annual research report',
            'Organising the annual scientific conference',
          ],
        },
        {
          title: 'Graduate Studies Administration',
          subtitle: 'Deputy Dean for Graduate Studies: Dr. Amira Hassan Elfadil',
          points: [
            "Admission to the master's and doctoral programmes",
            'Registering theses and appointing supervisors',
            'Forming examination committees and approving results',
            "Following students' progress every semester",
          ],
        },
        {
          title: 'Scientific Research Committee',
          subtitle: 'Chaired by the Vice-Dean for Scientific Research',
          points: [
            'Setting research priorities and dividing funding between programmes',
            'Approving proposals after peer review',
            "Reviewing the programmes' annual progress reports",
          ],
        },
        {
          title: 'Research Support Units',
          subtitle: 'Ethics, grants, publication and intellectual property',
          points: [
            'Reviewing studies that involve people',
            'Helping prepare proposals and budgets',
            'Scientific editing and statistical advice',
            'Protecting inventions and registering patents',
          ],
          link: { label: 'Meet the units', href: '/research/units' },
        },
      ],
    },
    {
      type: 'cards',
      id: 'graduate-programmes',
      heading: 'Postgraduate programmes',
      intro: 'The deanship oversees admission and theses in the three postgraduate programmes:',
      columns: 3,
      items: [
        {
          title: "Executive Master's in Business Administration",
          facts: [
            { label: 'Duration', value: '2 years (4 semesters)' },
            { label: 'For', value: 'Working managers and professionals' },
          ],
          link: { label: 'Business administration', href: '/study/business' },
        },
        {
          title: 'Doctorate in Business Administration',
          facts: [
            { label: 'Duration', value: '3 years (6 semesters)' },
            { label: 'For', value: "Holders of a master's degree" },
          ],
          link: { label: 'Business administration', href: '/study/business' },
        },
        {
          title: "Master's in Media",
          facts: [
            { label: 'Duration', value: '2 years, with 3 tracks' },
            { label: 'For', value: 'Media graduates and practitioners' },
          ],
          link: { label: 'Media', href: '/study/media' },
        },
      ],
    },
    {
      type: 'table',
      id: 'research-year',
      heading: 'The research year',
      caption: "The deanship's fixed dates through the year",
      columns: ['Month', 'What happens'],
      rows: [
        ['January', 'Annual scientific conference and best research prizes'],
        ['March', 'First round of research proposals closes (31 March)'],
        ['May', 'First-round results announced and funding contracts signed'],
        ['June', 'Half-yearly project progress reports'],
        ['September', 'Second round of proposals closes (30 September)'],
        ['November', 'Second-round results announced'],
        ['December', "Programmes' annual reports; the annual research report is prepared"],
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact the deanship',
      items: [
        {
          label: 'Deanship of Graduate Studies and Research',
          value: 'graduate.studies@alrowad.edu.sd',
          href: 'mailto:graduate.studies@alrowad.edu.sd',
        },
        {
          label: 'Research Office',
          value: researchOffice.email,
          href: `mailto:${researchOffice.email}`,
        },
        { label: 'Deanships phone', value: '+249 183 555 130', href: 'tel:+249183555130' },
        { label: 'Office hours', value: officeHours },
      ],
    },
  ],

  'research/institutes': [
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

  'research/centers': [
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

  'research/units': [
    {
      type: 'cards',
      id: 'units',
      heading: 'The four units',
      columns: 2,
      items: [
        {
          title: 'Research Ethics Unit',
          subtitle: 'Head: Prof. Ibrahim Eltahir Musa, Professor of Community Medicine',
          body: [
            'Protects research participants: it reviews every study that involves people, their data or their samples before it starts, and follows it to the end.',
          ],
          points: [
            'Reviewing research protocols and issuing ethics approval',
            'Approved informed-consent templates in Arabic and English',
            'A compulsory research ethics course for new researchers',
            'Receiving complaints from research participants',
          ],
          facts: [{ label: 'Meetings', value: 'First and third Tuesday of every month' }],
        },
        {
          title: 'Grants and Funding Unit',
          subtitle: 'Head: Dr. Reem Abdalla Idris',
          body: [
            'Helps researchers win funding from the college and from outside it, and follows its spending under the contracts and regulations.',
          ],
          points: [
            'A monthly bulletin of open local and international grants',
            'Reviewing proposals and budgets before submission',
            "Managing funding contracts and projects' financial reports",
            'Purchasing research equipment and supplies',
          ],
          facts: [{ label: 'In 2024', value: '37 proposals supported, 14 of them funded' }],
        },
        {
          title: 'Publication Support Unit',
          subtitle: 'Head: Dr. Waleed Ahmed Elzein, Associate Professor of Biostatistics',
          body: [
            'Accompanies researchers from data analysis to acceptance, and encourages publication in indexed peer-reviewed journals.',
          ],
          points: [
            'Statistical advice (SPSS, R and Stata)',
            'Language editing of papers in Arabic and English',
            'Choosing a suitable journal and checking that it is genuine',
            'A contribution to publication fees in indexed journals',
          ],
          facts: [{ label: 'In 2024', value: '96 statistical consultations, 58 papers edited' }],
        },
        {
          title: 'Intellectual Property Unit',
          subtitle: 'Head: Ms. Maha Osman Dafalla, legal adviser',
          body: [
            'Protects the inventions of researchers and students, and helps them register patents and turn them into products that serve the community.',
          ],
          points: [
            'Receiving invention disclosures in strict confidence',
            'Novelty searches in patent databases',
            'Preparing patent applications and following them up with the Registrar General of Intellectual Property',
            'Negotiating licences; inventors receive 50% of the net income',
          ],
          facts: [{ label: 'In 2024', value: '15 patents registered' }],
        },
      ],
    },
    {
      type: 'steps',
      id: 'ethics-review',
      heading: 'How to obtain ethics approval',
      items: [
        {
          title: 'Complete the research ethics course',
          body: 'The principal investigator must hold the certificate of the compulsory course, which is taught online in 6 hours.',
        },
        {
          title: 'Send the study file',
          body: "It includes the protocol, the informed-consent form, the data collection tools and the head of department's approval.",
        },
        {
          title: 'Screening',
          body: 'Within 3 working days the unit decides the type of review: exempt, expedited review for low-risk studies, or full review.',
        },
        {
          title: 'Decision',
          body: 'The decision is issued within 10 working days for expedited review and within 21 days for full review: approval, a request for changes, or a reasoned refusal.',
        },
        {
          title: 'Follow-up',
          body: 'The investigator sends an annual and a final report, and informs the unit of any unexpected event within 48 hours.',
        },
      ],
    },
    {
      type: 'table',
      id: 'service-times',
      heading: 'Service times',
      caption: 'How long the services of the research support units are expected to take',
      columns: ['Service', 'Unit', 'Expected time'],
      rows: [
        ['Expedited ethics review', 'Research ethics', '10 working days'],
        ['Full ethics review', 'Research ethics', '21 days'],
        ['Review of a proposal and budget', 'Grants and funding', '7 working days'],
        ['Statistical consultation appointment', 'Publication support', 'Within 5 working days'],
        ['Language editing of a paper', 'Publication support', '10 working days'],
        ['Novelty search for an invention', 'Intellectual property', '15 working days'],
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact the units',
      intro:
        'All four units are in the Administration Building, second floor, and receive researchers Sunday to Thursday, 8:00 AM to 4:00 PM.',
      items: [
        {
          label: 'Research Ethics Unit',
          value: 'ethics@alrowad.edu.sd',
          href: 'mailto:ethics@alrowad.edu.sd',
        },
        {
          label: 'Grants and Funding Unit',
          value: 'grants@alrowad.edu.sd',
          href: 'mailto:grants@alrowad.edu.sd',
        },
        {
          label: 'Publication Support Unit',
          value: 'publishing@alrowad.edu.sd',
          href: 'mailto:publishing@alrowad.edu.sd',
        },
        {
          label: 'Intellectual Property Unit',
          value: 'ip@alrowad.edu.sd',
          href: 'mailto:ip@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 171', href: 'tel:+249183555171' },
      ],
    },
  ],
};
