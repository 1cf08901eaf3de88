import type { PageInput } from '../../../page-schema';
import { officeHours } from '../../common/study-support';

export const page = {
  title: 'International Students',
  description:
    'Admission requirements for international students: certificate and average, passport, visa, health documents and language proficiency.',
  intro: [
    'The college welcomes students from outside Sudan. International applicants need a secondary certificate with an average of at least {{minimum.international}}, a passport valid for at least one year, a student visa, a health certificate and health insurance.',
    'They also submit 4 photographs and a completed application form, and show proficiency in Arabic or a TOEFL or IELTS score, depending on the language of instruction of their programme.',
  ],
  sections: [
    {
      type: 'list',
      id: 'requirements',
      heading: 'Admission requirements',
      intro: 'Applicants from outside Sudan must provide:',
      style: 'checks',
      items: [
        'A secondary certificate or its equivalent, with an equivalency from the competent authority in Sudan.',
        "An average of at least {{minimum.international}}, and the programme's own minimum if it is higher, such as {{minimum.medicine}} for medicine.",
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
} satisfies PageInput;
