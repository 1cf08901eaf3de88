import type { PageSections } from '../../sections';

const officeHours = 'Sunday–Thursday, 8:00 AM–4:00 PM';

/** The study and academic support pages: programmes, transfer, centres, training, scholarships, international students. */
export const studySupportSections: PageSections = {
  'study/programs': [
    {
      type: 'cards',
      id: 'health',
      heading: 'Health sciences programmes',
      intro:
        "The four health programmes prepare graduates to work in hospitals, health centres and laboratories, and their students train clinically at the college's teaching hospital.",
      columns: 2,
      items: [
        {
          title: 'Medicine and General Surgery',
          subtitle: 'Bachelor of Medicine and General Surgery',
          body: [
            'Students study the basic medical sciences, then move to clinical training in the wards of the teaching hospital, and graduate as general practitioners.',
          ],
          facts: [
            { label: 'Duration', value: '6 years plus an internship year' },
            {
              label: 'Admission',
              value: 'Secondary certificate (natural sciences) with at least 90%',
            },
          ],
          link: {
            label: 'Programme details',
            srLabel: 'Details of the Medicine and General Surgery programme',
            href: '/study/medicine',
          },
        },
        {
          title: 'Bachelor of Nursing',
          subtitle: 'Bachelor of Science in Nursing',
          body: [
            'Prepares nurses who give safe, evidence-based care, combining nursing science with training in the skills laboratory and hospital wards.',
          ],
          facts: [{ label: 'Duration', value: '4 years (8 semesters) plus an internship' }],
          link: {
            label: 'Programme details',
            srLabel: 'Details of the Bachelor of Nursing programme',
            href: '/study/nursing-bachelor',
          },
        },
        {
          title: 'Diploma in Nursing',
          subtitle: 'Diploma in Nursing',
          body: [
            'Practical preparation of technical nurses for hospital wards and health centres.',
          ],
          facts: [
            { label: 'Duration', value: '2.5 years (5 semesters)' },
            { label: 'Admission', value: 'Secondary certificate with at least 70%' },
          ],
          link: {
            label: 'Programme details',
            srLabel: 'Details of the Diploma in Nursing programme',
            href: '/study/nursing-diploma',
          },
        },
        {
          title: 'Medical Laboratory Sciences',
          subtitle: "Honours bachelor's in Medical Laboratory Sciences",
          body: [
            'Students master clinical chemistry, haematology, microbiology and histology tests in the college laboratories and those of the teaching hospital.',
          ],
          facts: [{ label: 'Duration', value: '4 years (8 semesters)' }],
          link: {
            label: 'Programme details',
            srLabel: 'Details of the Medical Laboratory Sciences programme',
            href: '/study/medical-labs',
          },
        },
      ],
    },
    {
      type: 'cards',
      id: 'technology-law-business-media',
      heading: 'Technology, law, business and media programmes',
      intro:
        'These programmes prepare graduates for work in technology, justice, business and communication, with practical projects and field training in every year of study.',
      columns: 2,
      items: [
        {
          title: 'Information Technology',
          subtitle: 'Bachelor of Information Technology',
          body: [
            'Programming, software engineering, networks, databases, information security and artificial intelligence, with a graduation project that solves a real problem.',
          ],
          facts: [{ label: 'Duration', value: '4 years (8 semesters)' }],
          link: {
            label: 'Programme details',
            srLabel: 'Details of the Information Technology programme',
            href: '/study/it',
          },
        },
        {
          title: 'Law',
          subtitle: 'Bachelor of Laws',
          body: [
            'Sudanese law and Islamic jurisprudence in four tracks: civil, criminal, commercial and international, with training in the moot court.',
          ],
          facts: [{ label: 'Duration', value: '4 years (8 semesters)' }],
          link: {
            label: 'Programme details',
            srLabel: 'Details of the Law programme',
            href: '/study/law',
          },
        },
        {
          title: 'Business Administration',
          subtitle: 'Bachelor of Business Administration',
          body: [
            'Management, marketing, accounting and finance in 5 specialisations, with a business simulation laboratory and an incubator for student projects.',
          ],
          facts: [
            { label: 'Duration', value: '4 years (8 semesters)' },
            { label: 'Postgraduate', value: "Executive master's and doctorate" },
          ],
          link: {
            label: 'Programme details',
            srLabel: 'Details of the Business Administration programme',
            href: '/study/business',
          },
        },
        {
          title: 'Media',
          subtitle: 'Bachelor of Media',
          body: [
            "Journalism, radio, television and digital media in 5 specialisations, with training in the college's studios.",
          ],
          facts: [
            { label: 'Duration', value: '4 years' },
            { label: 'Postgraduate', value: "Master's in Media with 3 tracks" },
          ],
          link: {
            label: 'Programme details',
            srLabel: 'Details of the Media programme',
            href: '/study/media',
          },
        },
      ],
    },
    {
      type: 'facts',
      id: 'study-system',
      heading: 'How study is organised',
      items: [
        { label: 'System', value: 'Credit hours' },
        {
          label: 'Academic year',
          value: 'Two 16-week semesters and an optional summer semester',
        },
        { label: 'Cumulative GPA', value: 'Out of 5 points' },
        {
          label: 'Language of instruction',
          value:
            'English in the health programmes and information technology, Arabic in law and media, Arabic and English in business administration',
        },
        {
          label: 'Academic advising',
          value: 'A faculty adviser for every student from the first year',
        },
      ],
    },
    {
      type: 'callout',
      id: 'admission',
      heading: 'Admission and applying',
      body: [
        "Bachelor's programmes require an average of at least 70% in the secondary certificate, and some programmes set a higher minimum, such as medicine (90%). You can apply and upload your documents online.",
        'The college sets aside a share of its places for academic excellence, financial need and activity scholarships.',
      ],
      actions: [
        { label: 'Admission requirements and steps', href: '/admission' },
        { label: 'Apply now', href: '/admission/application' },
        { label: 'Scholarships', href: '/study/scholarships' },
      ],
    },
  ],

  'study/transfer': [
    {
      type: 'cards',
      id: 'types',
      heading: 'Types of transfer',
      columns: 2,
      items: [
        {
          title: "Between the college's programmes",
          body: [
            'The student moves from one programme to another within the college, for example from information technology to business administration; the general conditions below apply.',
          ],
        },
        {
          title: 'Into the health programmes',
          body: [
            'Transfer to medicine and general surgery, nursing or medical laboratories; both the general conditions and the additional conditions for the health colleges apply.',
          ],
        },
        {
          title: 'From another university',
          body: [
            'A regular student at a recognised university or college joins a programme at the college, and their courses are assessed under the course equivalency rules.',
          ],
        },
        {
          title: 'To another university',
          body: [
            'The college gives the departing student a certified academic record and descriptions of the courses they studied, once they have been cleared by the relevant offices.',
          ],
        },
      ],
    },
    {
      type: 'list',
      id: 'conditions',
      heading: 'General conditions',
      style: 'checks',
      items: [
        'The student is enrolled and a regular student.',
        'The student has completed at least one semester.',
        'The student has transferred no more than once before.',
        'The student meets the admission conditions of the target major.',
        'The student is not facing academic dismissal.',
      ],
    },
    {
      type: 'list',
      id: 'health-conditions',
      heading: 'Additional conditions for transfer to the health colleges',
      style: 'checks',
      items: [
        'A cumulative GPA of at least 3.5 out of 5.',
        'At least a very good grade in the core science courses (biology, chemistry and physics).',
        'Passing an aptitude test and an interview.',
        'Vacant seats in the target programme.',
      ],
    },
    {
      type: 'steps',
      id: 'procedure',
      heading: 'Transfer procedure',
      items: [
        {
          title: 'Apply through the portal',
          body: 'The student submits a transfer request through the e-services portal (academic requests), giving the target major and the reasons for the transfer.',
        },
        {
          title: 'Attach the academic record',
          body: 'The student attaches a certified transcript; students from another university also attach course descriptions stamped by their university.',
        },
        {
          title: 'Committee review',
          body: 'The Transfer and Equivalency Committee of the Deanship of Academic Affairs reviews the request with representatives of the current and target programmes, and checks the conditions and available seats.',
        },
        {
          title: 'Interview if needed',
          body: 'Applicants to the health programmes are invited to the aptitude test and interview; the committee may also invite others to an interview if it needs clarification.',
        },
        {
          title: 'Results on the portal',
          body: 'The result is announced on the e-services portal before registration for the semester opens, and the student is told by university e-mail.',
        },
        {
          title: 'Course equivalency',
          body: "If the request is approved, the committee assesses the courses already passed under the rules below, and the student registers in the new programme with their academic adviser's guidance.",
        },
      ],
    },
    {
      type: 'table',
      id: 'dates',
      heading: 'Application dates',
      caption: 'When transfer requests are submitted and results announced each semester',
      columns: ['Semester', 'Applications', 'Results'],
      rows: [
        ['First semester', '1-20 July', 'By 31 July'],
        ['Second semester', '1-20 December', 'By 25 January'],
      ],
    },
    {
      type: 'list',
      id: 'equivalency',
      heading: 'Course equivalency rules',
      intro:
        'A course the student has passed counts for a course in the new programme when all of the following hold:',
      style: 'numbered',
      items: [
        'Its content is equivalent to that of the matching course in the new programme.',
        'Its credit hours are equal to or greater than those of the matching course.',
        "The student's grade in it is at least C.",
        'It was studied within the last 5 years.',
        'The equivalent hours together make up at most 50% of the hours of the new programme.',
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          question: 'Does my cumulative GPA carry over to the new programme?',
          answer:
            'The equivalent courses carry over with their grades, and your GPA in the new programme is calculated only from those courses and the courses you take after the transfer.',
        },
        {
          question: 'Can I go back to my previous programme?',
          answer:
            'Going back counts as a new transfer, so it is only possible if you have not transferred before, under the same conditions and dates.',
        },
        {
          question: 'Will my fees change?',
          answer:
            'The fees of the new programme apply from the semester in which you transfer, and the Scholarships Office reviews your scholarship if you hold one.',
        },
        {
          question: 'What if my request is refused?',
          answer:
            'You continue in your current programme with no mark on your record, and you may apply again at a later date if you meet the conditions.',
        },
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Questions',
      intro:
        'Transfer requests are handled by the Transfer and Equivalency Committee of the Deanship of Academic Affairs.',
      items: [
        {
          label: 'Deanship of Academic Affairs',
          value: 'academic.affairs@alrowad.edu.sd',
          href: 'mailto:academic.affairs@alrowad.edu.sd',
        },
        {
          label: 'Registry',
          value: 'registrar@alrowad.edu.sd',
          href: 'mailto:registrar@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 131', href: 'tel:+249183555131' },
        {
          label: 'Submit a request',
          value: 'E-services portal',
          href: '/e-services/portal',
        },
        { label: 'Office hours', value: officeHours },
      ],
    },
  ],

  'study/centers': [
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

  'study/training': [
    {
      type: 'table',
      id: 'upcoming',
      heading: 'Upcoming courses',
      intro:
        'Courses from December 2026 to March 2027. They are held on campus, Sunday to Thursday; fees are in Sudanese pounds (SDG).',
      caption: 'Upcoming short courses: dates, duration, fees and who they are for',
      columns: ['Course', 'Dates', 'Duration', 'Fee', 'For'],
      rows: [
        [
          'First aid and cardiopulmonary resuscitation',
          '6-7 December 2026',
          '2 days (12 hours)',
          'Free for college students; SDG 20,000 for others',
          'All students, staff and members of the community',
        ],
        [
          'Laboratory biosafety',
          '13-15 December 2026',
          '3 days (15 hours)',
          'Free',
          'Medical laboratory, medicine and nursing students, and researchers',
        ],
        [
          'Data analysis with SPSS and R',
          '3-14 January 2027',
          '2 weeks (30 hours)',
          'SDG 25,000',
          'Final-year and postgraduate students, and researchers',
        ],
        [
          'Research methods and proposal writing',
          '17-21 January 2027',
          '5 days (20 hours)',
          'Free',
          'Final-year students and new faculty members',
        ],
        [
          'English for medical purposes',
          '24 January - 18 March 2027',
          '8 weeks (48 hours)',
          'SDG 30,000',
          'Health programme students and graduates',
        ],
        [
          'Basic computer skills',
          '7-18 February 2027',
          '2 weeks (24 hours)',
          'Free',
          'First-year students and college staff',
        ],
        [
          'Photography and editing for digital media',
          '14-25 February 2027',
          '2 weeks (30 hours)',
          'SDG 20,000',
          'Media students and anyone interested',
        ],
        [
          'From an idea to a business plan',
          '28 February - 4 March 2027',
          '5 days (20 hours)',
          'Free',
          'All students and graduates',
        ],
      ],
    },
    {
      type: 'steps',
      id: 'register',
      heading: 'How to register',
      items: [
        {
          title: 'Choose a course',
          body: 'Check the table above and make sure the course suits you and that you can attend all its sessions.',
        },
        {
          title: 'Register',
          body: 'E-mail your name, phone number and the course name to the Training Centre, or register in person at the centre, at least a week before the course starts.',
        },
        {
          title: 'Pay the fee',
          body: "Fees for paid courses are paid at the college's finance office or by bank transfer, and your place is confirmed once you have paid.",
        },
        {
          title: 'Attend and receive your certificate',
          body: 'A certificate of attendance is given to those who attend at least 80% of the hours, and a certificate of achievement for courses that end with a test.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'practical-training',
      heading: 'Practical training in the programmes',
      intro:
        'Besides the short courses, every programme includes practical training that counts towards its credit hours:',
      columns: 3,
      items: [
        {
          title: 'Clinical training',
          body: [
            'Medicine and nursing students train in the wards of the teaching hospital under faculty supervision, after practising in the clinical skills laboratory.',
          ],
          link: { label: 'Medicine', href: '/study/medicine' },
        },
        {
          title: 'Laboratory training',
          body: [
            "Medical laboratory students spend placements in the teaching hospital's laboratories and blood bank, working with real patient samples.",
          ],
          link: { label: 'Medical laboratory sciences', href: '/study/medical-labs' },
        },
        {
          title: 'Workplace placements',
          body: [
            'Information technology and business students spend 8 weeks with partner companies and organisations in the summer before their final year.',
          ],
          link: { label: 'Information technology', href: '/study/it' },
        },
        {
          title: 'Moot court and law offices',
          body: [
            'Law students argue realistic cases before judges and lawyers, then train in law firms and legal departments.',
          ],
          link: { label: 'Law', href: '/study/law' },
        },
        {
          title: 'Studios',
          body: [
            "Media students produce bulletins and programmes in the television and radio studios and the digital media laboratory, and the best of their work is published on the college's channels.",
          ],
          link: { label: 'Media', href: '/study/media' },
        },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          question: 'Can people from outside the college join the courses?',
          answer:
            'Yes, the courses are open to graduates and to professionals from outside the college, unless the table says a course is for a particular group.',
        },
        {
          question: 'What if I cancel my registration?',
          answer:
            'The fee is refunded in full if you cancel at least three days before the course starts; after that it is not refunded, but it can be moved to a later course.',
        },
        {
          question: 'Can you run a course for our organisation?',
          answer:
            "Yes, the centre designs courses for hospitals, companies and organisations, held at the college or at the organisation's premises.",
        },
        {
          question: 'How many places are there on each course?',
          answer:
            "Between 20 and 30, depending on the course; the college's students have priority on free courses.",
        },
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Training and Career Development Centre',
      items: [
        {
          label: 'E-mail',
          value: 'training@alrowad.edu.sd',
          href: 'mailto:training@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 182', href: 'tel:+249183555182' },
        { label: 'Location', value: 'Student Services Building, ground floor' },
        { label: 'Office hours', value: officeHours },
      ],
    },
  ],

  'study/scholarships': [
    {
      type: 'table',
      id: 'academic-excellence',
      heading: 'Academic excellence scholarships',
      intro:
        'Academic excellence scholarships cover 25-100% of tuition fees. New students receive them on their secondary certificate average, and current students on their rank in their cohort.',
      caption:
        'Academic excellence scholarship tiers: the average required and the share of fees covered',
      columns: ['Tier', 'Average required', 'Share of fees covered'],
      rows: [
        ['Gold', '95% or more in the secondary certificate', '100%'],
        ['Silver', '90-94.9% in the secondary certificate', '75%'],
        ['Bronze', '85-89.9% in the secondary certificate', '50%'],
        [
          'Top of the cohort',
          'First to third in the cohort, with a cumulative GPA of 4.5 out of 5 or more',
          '25%',
        ],
      ],
    },
    {
      type: 'cards',
      id: 'types',
      heading: 'Other scholarships',
      columns: 2,
      items: [
        {
          title: 'Financial need scholarship',
          body: [
            "For students whose family's financial circumstances would stop them continuing their studies; the share is set after a review of their social and financial situation.",
          ],
          facts: [{ label: 'Covers', value: '25-100% of fees' }],
        },
        {
          title: 'Activity excellence scholarship',
          body: [
            'For students who excel in sport, cultural activities, community service or volunteering, and who represent the college or lead its activities.',
          ],
          facts: [{ label: 'Covers', value: '25-50% of fees' }],
        },
        {
          title: 'International excellence scholarship',
          body: [
            'For international students with outstanding secondary results or results at the college; the share depends on their average.',
          ],
          facts: [{ label: 'Covers', value: '50-100% of fees' }],
          link: { label: 'International students', href: '/study/international-students' },
        },
        {
          title: 'Combined need and excellence',
          body: [
            'A student who excels and is in financial need may hold both scholarships, but together they are capped at 100% of fees.',
          ],
          facts: [{ label: 'Covers', value: 'At most 100% of fees' }],
        },
      ],
    },
    {
      type: 'table',
      id: 'continuation',
      heading: 'Keeping your scholarship',
      intro:
        'Scholarships are reviewed at the end of every semester, and students keep theirs as long as they meet these conditions:',
      caption:
        'The minimum cumulative GPA and credit hours passed to keep each type of scholarship',
      columns: ['Scholarship', 'Cumulative GPA', 'Hours passed per semester'],
      rows: [
        [
          'Academic and international excellence',
          'At least 3.5 out of 5',
          'At least 15 credit hours',
        ],
        ['Financial need', 'At least 3 out of 5', 'At least 15 credit hours'],
        [
          'Activity excellence',
          'At least 3 out of 5, with continued activity',
          'At least 15 credit hours',
        ],
      ],
    },
    {
      type: 'list',
      id: 'rules',
      heading: 'General rules',
      style: 'bullets',
      items: [
        'Scholarships cover tuition fees only, not housing, transport or books.',
        'A student holds only one scholarship, except combined need and excellence, capped at 100% of fees.',
        'A student who no longer meets the conditions loses the scholarship for the next semester, and gets it back once if they meet the conditions again.',
        'A scholarship is withdrawn after a disciplinary sanction or if the application is found to contain false information.',
      ],
    },
    {
      type: 'steps',
      id: 'apply',
      heading: 'How to apply',
      items: [
        {
          title: 'Fill in the scholarship form',
          body: 'New students fill it in with their admission application; current students fill it in on the e-services portal from 1 to 30 September each year.',
        },
        {
          title: 'Submit the documents for your scholarship type',
          body: 'Attach the documents required for the type of scholarship, as listed in the table below; incomplete applications are not considered.',
        },
        {
          title: 'Interview, if any',
          body: 'The scholarships committee of the Deanship of Student Affairs interviews applicants for financial need and activity scholarships, and may ask for further documents.',
        },
        {
          title: 'Acceptance notice and signing the terms',
          body: 'Successful applicants receive a notice of their scholarship type and share within 4 weeks of the closing date, then sign the terms of the scholarship at the Scholarships Office so it is deducted from their fees.',
        },
      ],
    },
    {
      type: 'table',
      id: 'documents',
      heading: 'Documents by scholarship type',
      caption: 'The documents to attach to an application for each type of scholarship',
      columns: ['Scholarship', 'Documents'],
      rows: [
        ['Academic excellence', 'Secondary certificate or certified university transcript'],
        [
          'Financial need',
          'Proof of family income, a letter from the neighbourhood committee or locality, and evidence of any special circumstances',
        ],
        [
          'Activity excellence',
          'Certificates of participation and awards, and a recommendation from the activity or club supervisor',
        ],
        [
          'International excellence',
          'Secondary certificate with its equivalency, a copy of the passport, and the letter of admission',
        ],
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Scholarships Office',
      intro:
        'The Scholarships Office is part of the Deanship of Student Affairs and answers questions before and after you apply.',
      items: [
        {
          label: 'E-mail',
          value: 'scholarships@alrowad.edu.sd',
          href: 'mailto:scholarships@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 185', href: 'tel:+249183555185' },
        { label: 'Location', value: 'Student Services Building, ground floor' },
        { label: 'Office hours', value: officeHours },
      ],
    },
  ],

  'study/international-students': [
    {
      type: 'list',
      id: 'requirements',
      heading: 'Admission requirements',
      intro: 'Applicants from outside Sudan must provide:',
      style: 'checks',
      items: [
        'A secondary certificate or its equivalent, with an equivalency from the competent authority in Sudan.',
        "An average of at least 75%, and the programme's own minimum if it is higher, such as 90% for medicine.",
        'A passport valid for at least one year.',
        'A student visa.',
        'A recent health certificate.',
        'Health insurance for the whole period of study.',
        '4 recent photographs.',
        'A completed application form.',
        "Proof of proficiency in Arabic, or a TOEFL or IELTS score, depending on the programme's language of instruction.",
      ],
    },
    {
      type: 'table',
      id: 'language',
      heading: 'Language of instruction and proof of language',
      caption: 'The language of instruction of each programme and how to prove proficiency',
      columns: ['Programmes', 'Language of instruction', 'Proof of language'],
      rows: [
        [
          'Medicine and general surgery, medical laboratories, nursing (bachelor and diploma), information technology',
          'English',
          'TOEFL iBT 61 or IELTS 5.5 at least',
        ],
        [
          'Law, media',
          'Arabic',
          'A secondary certificate taken in Arabic, or passing the Arabic test at the Languages and Translation Centre',
        ],
        [
          'Business administration',
          'Arabic and English',
          'Proof of Arabic, and TOEFL or IELTS at the same scores',
        ],
      ],
    },
    {
      type: 'steps',
      id: 'how-to-apply',
      heading: 'Applying from outside Sudan',
      items: [
        {
          title: 'Apply online',
          body: 'Fill in the application form and upload your passport, certificate and photograph on the online application page.',
        },
        {
          title: 'Receive a conditional offer',
          body: 'The admission office reviews your application and e-mails you a conditional letter of admission within 3 weeks.',
        },
        {
          title: 'Obtain your student visa',
          body: 'The International Students Office sends you the letters you need to apply for a student visa at the Sudanese embassy in your country.',
        },
        {
          title: 'Arrival and registration',
          body: 'You are met on arrival, present your original documents, health certificate and health insurance, and complete the medical examination and registration.',
        },
        {
          title: 'Residence',
          body: 'The office helps you complete the student residence procedures during your first month in Sudan.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'services',
      heading: 'Services for international students',
      columns: 3,
      items: [
        {
          title: 'Welcome and orientation',
          body: [
            'Airport pick-up on request, and an orientation week about the college, the city and the academic regulations before classes begin.',
          ],
        },
        {
          title: 'Visa and residence',
          body: [
            'Visa letters, help with residence procedures and renewals, and reminders before documents expire.',
          ],
        },
        {
          title: 'Housing',
          body: [
            'Priority for international students in student housing in their first year, and help finding housing off campus.',
          ],
          link: { label: 'Student housing', href: '/campus-life/housing' },
        },
        {
          title: 'Arabic language',
          body: [
            'Arabic courses for non-native speakers at the Languages and Translation Centre, for study and everyday life.',
          ],
          link: { label: 'Academic centres', href: '/study/centers' },
        },
        {
          title: 'Scholarships',
          body: ['International excellence scholarships cover 50-100% of tuition fees.'],
          link: { label: 'Scholarships', href: '/study/scholarships' },
        },
        {
          title: 'Advice and support',
          body: [
            'An academic adviser for every student, counselling at the Deanship of Student Affairs, and an international students association.',
          ],
        },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          question: 'Is my secondary certificate accepted?',
          answer:
            'Secondary certificates recognised in their own country are accepted after equivalency, and the International Students Office guides you through the procedure.',
        },
        {
          question: 'Can I apply before I have a visa?',
          answer:
            'Yes. Apply first: the conditional letter of admission is what you need to apply for the student visa.',
        },
        {
          question: 'Does my health insurance have to be from Sudan?',
          answer:
            'International insurance that covers your stay in Sudan for the whole period of study is accepted; otherwise the office helps you join a local scheme.',
        },
        {
          question: 'Do I have to study Arabic if my programme is taught in English?',
          answer:
            'It is not required for admission, but we recommend an everyday Arabic course, available at the Languages and Translation Centre.',
        },
      ],
    },
    {
      type: 'callout',
      id: 'apply',
      heading: 'Start your application',
      body: [
        'Read the general admission requirements and steps on the admission page, then apply online and upload your documents.',
      ],
      actions: [
        { label: 'Admission', href: '/admission' },
        { label: 'Apply now', href: '/admission/application' },
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'International Students Office',
      items: [
        {
          label: 'E-mail',
          value: 'international.students@alrowad.edu.sd',
          href: 'mailto:international.students@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 151', href: 'tel:+249183555151' },
        { label: 'Location', value: 'Administration Building, ground floor' },
        { label: 'Office hours', value: officeHours },
      ],
    },
  ],
};
