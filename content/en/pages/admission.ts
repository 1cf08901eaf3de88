import type { PageInput } from '../../page-schema';
import { hours } from '../common/admission';

export const page = {
  title: 'Admission',
  description:
    'Admission requirements, documents and steps for undergraduate, graduate and international applicants, and the admission office hours.',
  intro: [
    'Al-Rowad College of Science and Technology welcomes applications to its eight programmes — seven bachelor’s degrees and the nursing diploma — and to its graduate programmes in business administration and media, from Sudan and from abroad.',
    'Undergraduate applicants need an average of at least {{minimum.undergraduate}} in the secondary certificate; some programmes, such as medicine, set a higher minimum. Choose your tab below to see its requirements, documents and steps, then apply online.',
  ],
  sections: [
    {
      type: 'callout',
      id: 'apply',
      heading: 'Start your application today',
      body: [
        'Applications are made entirely online: complete the application form, upload your personal ID, academic certificate and personal photo, then pay the application fee. From then on the admission office keeps you informed by e-mail until your decision is issued.',
      ],
      actions: [
        { label: 'Apply Now', href: '/admission/application' },
        { label: 'Explore the programmes', href: '/study/programs' },
        { label: 'Fees and costs', href: '/admission/fees' },
        { label: 'Check your application’s status', href: '/admission/status' },
      ],
    },
    {
      type: 'facts',
      id: 'at-a-glance',
      heading: 'Admission at a glance',
      items: [
        { label: 'Application fee', value: '{{fee.application}}, non-refundable' },
        {
          label: 'Minimum average',
          value:
            '{{minimum.undergraduate}} in the secondary certificate for bachelor’s and diploma programmes; {{minimum.medicine}} for medicine and general surgery',
        },
        {
          label: 'International students',
          value:
            'An average of at least {{minimum.international}} in the secondary certificate or its equivalent',
        },
        { label: 'Photographs', value: '6 passport photos' },
        {
          label: 'Documents uploaded online',
          value:
            'Personal ID, academic certificate and personal photo (PDF, JPG or PNG, up to 5 MB each)',
        },
        { label: 'Admission office hours', value: hours },
      ],
    },
    {
      type: 'tabs',
      id: 'requirements',
      heading: 'Requirements by type of applicant',
      defaultTab: 'undergraduate',
      tabs: [
        {
          id: 'undergraduate',
          label: 'Undergraduate',
          sections: [
            {
              type: 'list',
              id: 'requirements',
              heading: 'Bachelor’s and diploma requirements',
              intro:
                'The college’s eight programmes admit applicants who meet these general conditions:',
              style: 'checks',
              items: [
                'A Sudanese secondary school certificate, or an Arab or foreign certificate recognised as equivalent by the Ministry of Higher Education and Scientific Research.',
                'An average of at least {{minimum.undergraduate}} in the secondary certificate: the general minimum, which some programmes raise.',
                'A certificate in the track the programme asks for: natural sciences for medicine, the nursing bachelor’s and medical laboratory sciences; a pass in mathematics for information technology; any track for law, business administration, media and the nursing diploma.',
                'Medical fitness to study, shown by a medical fitness certificate from a recognised hospital.',
                'The programme’s own conditions, such as an entrance test or an interview where it requires them.',
              ],
            },
            {
              type: 'cards',
              id: 'by-programme',
              heading: 'Programmes with additional requirements',
              intro:
                'The {{minimum.undergraduate}} average is the general minimum; some programmes raise it or add tests and an interview. Each programme page sets out its conditions in full:',
              columns: 2,
              items: [
                {
                  title: 'Medicine and General Surgery',
                  badge: '{{minimum.medicine}}',
                  facts: [
                    {
                      label: 'Minimum',
                      value: '{{minimum.medicine}} in the natural sciences track',
                    },
                    { label: 'Application window', value: '{{window.medicine}}' },
                  ],
                  points: [
                    'General aptitude test: at least 80%',
                    'Achievement test: at least 80%',
                    'Interview and medical examination',
                  ],
                  link: {
                    label: 'Admission to medicine',
                    href: '/study/medicine',
                  },
                },
                {
                  title: 'Nursing Diploma',
                  badge: '{{minimum.nursing-diploma}}',
                  facts: [
                    {
                      label: 'Minimum',
                      value: '{{minimum.nursing-diploma}} in the secondary certificate',
                    },
                  ],
                  points: [
                    'Interview',
                    'Medical fitness examination',
                    'Entrance test in science and English',
                  ],
                  link: {
                    label: 'Admission to the nursing diploma',
                    href: '/study/nursing-diploma',
                  },
                },
                {
                  title: 'Bachelor of Nursing',
                  badge: '{{minimum.nursing-bachelor}}',
                  facts: [
                    {
                      label: 'Minimum',
                      value:
                        '{{minimum.nursing-bachelor}} in the natural sciences track, with passes in biology and chemistry',
                    },
                  ],
                  points: ['Interview', 'Medical fitness examination'],
                  link: {
                    label: 'Admission to the nursing bachelor’s',
                    href: '/study/nursing-bachelor',
                  },
                },
                {
                  title: 'Medical Laboratory Sciences',
                  badge: '{{minimum.medical-labs}}',
                  facts: [
                    {
                      label: 'Minimum',
                      value:
                        '{{minimum.medical-labs}} in the natural sciences track, with passes in biology and chemistry',
                    },
                  ],
                  points: ['Medical examination, including a colour-vision test'],
                  link: {
                    label: 'Admission to medical laboratories',
                    href: '/study/medical-labs',
                  },
                },
              ],
            },
            {
              type: 'list',
              id: 'documents',
              heading: 'Required documents',
              intro:
                'Upload your personal ID, academic certificate and personal photo with your online application, then bring the full set, with the originals, to the admission office when you complete registration:',
              style: 'checks',
              // The college's lists (/staff/figures): the track's, then each programme's own.
              items: ['{{documents.undergraduate}}', '{{documents.programmes}}'],
            },
            {
              type: 'steps',
              id: 'steps',
              heading: 'Five steps to apply',
              items: [
                {
                  title: 'Create your application and fill in the online form',
                  body: 'Open the online application page and complete the form with your personal details and your certificate, choosing the programmes you want in order of preference.',
                },
                {
                  title: 'Upload your documents',
                  body: 'In the documents tab, enter your name and e-mail address, then upload your personal ID and academic certificate (PDF, JPG or PNG) and your personal photo (JPG or PNG only), up to 5 MB each.',
                },
                {
                  title: 'Pay the application fee',
                  body: 'The application fee is {{fee.application}} and is non-refundable, whatever the decision. Pay it at the college finance office or by bank transfer, and keep the receipt.',
                },
                {
                  title: 'Sit the entrance test or interview where your programme requires it',
                  body: 'The admission office e-mails you the date and place of your test or interview. Programmes that do not require one hold none.',
                },
                {
                  title: 'Receive your decision and complete registration',
                  body: 'Your admission decision is sent to your e-mail address. If you are admitted, bring your original documents, the six photos and the medical fitness certificate to the admission office and pay the first-semester fees to receive your student number and student e-mail.',
                },
              ],
            },
            {
              type: 'callout',
              id: 'apply',
              heading: 'Ready to apply?',
              body: [
                'Apply now to a bachelor’s programme or the nursing diploma, and find out about the scholarships that cover 25% to 100% of fees for high achievers and students in financial need.',
              ],
              actions: [
                {
                  label: 'Apply for a bachelor’s or diploma',
                  href: '/admission/application',
                },
                { label: 'Scholarships', href: '/study/scholarships' },
              ],
            },
          ],
        },
        {
          id: 'graduate',
          label: 'Graduate',
          sections: [
            {
              type: 'text',
              id: 'overview',
              heading: 'Graduate programmes',
              paragraphs: [
                'Graduate admission is handled by the Deanship of Graduate Studies and Research, for three programmes: the Executive Master of Business Administration (2 years, 4 semesters), the Master of Media (2 years, three tracks) and the Doctor of Philosophy in Business Administration (3 years, 6 semesters).',
                'The deanship’s graduate studies committee reviews complete applications and invites eligible applicants to an interview; its recommendations go to the college council, which confirms admission.',
              ],
            },
            {
              type: 'list',
              id: 'masters',
              heading: 'Master’s requirements',
              style: 'checks',
              items: [
                'A bachelor’s degree from a recognised university or college, with a grade of at least “good” or its equivalent.',
                'Executive Master of Business Administration: at least 3 years of work experience after the bachelor’s degree.',
                'Master of Media: a bachelor’s in media, or in another field together with the bridging courses the department sets.',
                'A successful interview before the programme committee.',
              ],
            },
            {
              type: 'list',
              id: 'doctoral',
              heading: 'Doctoral requirements',
              style: 'checks',
              items: [
                'A master’s degree in business administration or a related field from a recognised university.',
                'A preliminary research proposal in an area in which a member of the college’s teaching staff can supervise.',
                'A successful interview in which the applicant presents the proposal to the graduate studies committee.',
                'English good enough to read the literature and publish research.',
              ],
            },
            {
              type: 'list',
              id: 'documents',
              heading: 'Graduate documents',
              style: 'checks',
              items: ['{{documents.graduate}}'],
            },
            {
              type: 'callout',
              id: 'apply',
              heading: 'Apply for graduate study',
              body: [
                'Graduate applicants use the same online application form, choosing their programme. For questions about supervision and research proposals, write to the Deanship of Graduate Studies and Research.',
              ],
              actions: [
                { label: 'Apply for graduate study', href: '/admission/application' },
                {
                  label: 'Write to the Deanship of Graduate Studies',
                  href: 'mailto:graduate.studies@alrowad.edu.sd',
                },
              ],
            },
          ],
        },
        {
          id: 'international',
          label: 'International',
          sections: [
            {
              type: 'list',
              id: 'requirements',
              heading: 'Additional requirements for international students',
              intro:
                'International applicants meet the conditions of their programme and, in addition, provide the following:',
              style: 'checks',
              items: [
                // The documents (/staff/figures), then the other requirements.
                '{{documents.international}}',
                'An average of at least {{minimum.international}} in the secondary certificate, or the programme’s minimum if it is higher ({{minimum.medicine}} for medicine).',
                'A student visa; the college issues the admission letter needed to apply for it.',
                'A completed application form.',
                'Proficiency in Arabic for programmes taught in Arabic (law and media), or a TOEFL or IELTS result for programmes taught in English (medicine, nursing, medical laboratory sciences and information technology).',
              ],
            },
            {
              type: 'cards',
              id: 'services',
              heading: 'Services for international students',
              columns: 3,
              items: [
                {
                  title: 'Visa letters',
                  body: [
                    'The admission office sends each admitted student an admission letter and a visa support letter to present to the Sudanese embassy at home, and helps with residence formalities after arrival.',
                  ],
                },
                {
                  title: 'Airport reception',
                  body: [
                    'A member of the college staff meets new students at the airport and takes them to their accommodation, provided they send their flight details at least a week before arrival.',
                  ],
                },
                {
                  title: 'Student housing',
                  body: [
                    'International students have priority for student housing on campus, or may choose approved external housing no more than 3 km away.',
                  ],
                  link: { label: 'Student housing', href: '/campus-life/housing' },
                },
                {
                  title: 'Orientation week',
                  body: [
                    'Introduces international students to the campus, its services and the academic regulations, and helps them register and set up their college account and student e-mail.',
                  ],
                },
                {
                  title: 'Arabic language support',
                  body: [
                    'The Centre for Languages and Translation runs Arabic courses for speakers of other languages, to help students in their studies and in daily life.',
                  ],
                  link: { label: 'Academic centres', href: '/study/centers' },
                },
                {
                  title: 'International excellence scholarships',
                  body: [
                    'International excellence scholarships cover 50% to 100% of tuition fees.',
                  ],
                  link: { label: 'Scholarships', href: '/study/scholarships' },
                },
              ],
            },
            {
              type: 'callout',
              id: 'apply',
              heading: 'Apply from outside Sudan',
              body: [
                'International students apply through the same online application form. The international students page sets out the requirements, residence and life at the college in full.',
              ],
              actions: [
                { label: 'Apply as an international student', href: '/admission/application' },
                { label: 'International students guide', href: '/study/international-students' },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      heading: 'Common questions',
      items: [
        {
          question: 'Is the application fee refunded if I am not admitted?',
          answer:
            'No. The application fee of {{fee.application}} is non-refundable, whether the application is accepted, declined or withdrawn.',
        },
        {
          question: 'Can I apply to more than one programme?',
          answer:
            'Yes. On the online form you list the programmes you want in order of preference; each choice is considered under its own programme’s conditions, for a single application fee.',
        },
        {
          question: 'When do applications open for medicine?',
          answer:
            'From 1 Rajab to 15 Shaban each Hijri year; in 1448 AH this is approximately 10 December 2026 to 23 January 2027. The admission office announces the dates for the other programmes in the academic calendar.',
        },
        {
          question: 'Can I change my programme after I am admitted?',
          answer:
            'Yes, by requesting a transfer between majors after completing at least one semester, provided you meet the admission conditions of the new programme. A transfer to the health programmes also requires a cumulative GPA of at least 3.5 out of 5, passing an aptitude test and an interview, and a vacant place. The transfer page sets out the conditions and the procedure.',
        },
        {
          question: 'Can I hand in my documents in person?',
          answer: `Yes. The admission office in the Administration Building receives applicants during office hours (${hours}) and helps anyone who cannot upload their documents online.`,
        },
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Admission office',
      intro:
        'For questions about requirements and documents, or to follow up your application, write to us, call us or visit us in the Administration Building during office hours.',
      items: [
        {
          label: 'E-mail',
          value: '{{admissionEmail}}',
          href: 'mailto:{{admissionEmail}}',
        },
        {
          label: 'Phone',
          value: '{{admissionPhone}}',
          href: 'tel:{{admissionPhone}}',
        },
        { label: 'Office hours', value: hours },
        { label: 'Location', value: 'Administration Building, ground floor' },
      ],
    },
  ],
} satisfies PageInput;
