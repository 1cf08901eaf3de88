import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Academic Programmes',
  description:
    "An overview of the college's programmes in medicine, nursing, medical laboratories, IT, law, business administration and media.",
  intro: [
    'The college teaches eight undergraduate specialisations, the eight “colleges” of its figures on the home page. Medicine and general surgery, medical laboratories and nursing prepare graduates for the health sector, while information technology, law, business administration and media prepare them for technology, justice, business and communication.',
    'Choose a programme below to read its study plan, duration and admission requirements, or go to the admission page to apply.',
  ],
  sections: [
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
            { label: 'Duration', value: '{{programme.medicine.duration}}' },
            {
              label: 'Admission',
              value: 'Secondary certificate (natural sciences) with at least {{minimum.medicine}}',
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
          facts: [{ label: 'Duration', value: '{{programme.nursing-bachelor.duration}}' }],
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
            { label: 'Duration', value: '{{programme.nursing-diploma.duration}}' },
            {
              label: 'Admission',
              value: 'Secondary certificate with at least {{minimum.undergraduate}}',
            },
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
          facts: [{ label: 'Duration', value: '{{programme.medical-labs.duration}}' }],
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
          facts: [{ label: 'Duration', value: '{{programme.it.duration}}' }],
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
          facts: [{ label: 'Duration', value: '{{programme.law.duration}}' }],
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
            { label: 'Duration', value: '{{programme.business.duration}}' },
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
            { label: 'Duration', value: '{{programme.media.duration}}' },
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
        "Bachelor's programmes require an average of at least {{minimum.undergraduate}} in the secondary certificate, and some programmes set a higher minimum, such as medicine ({{minimum.medicine}}). You can apply and upload your documents online.",
        'The college sets aside a share of its places for academic excellence, financial need and activity scholarships.',
      ],
      actions: [
        { label: 'Admission requirements and steps', href: '/admission' },
        { label: 'Apply now', href: '/admission/application' },
        { label: 'Scholarships', href: '/study/scholarships' },
        { label: 'Fees and costs', href: '/admission/fees' },
      ],
    },
  ],
} satisfies PageInput;
