import type { PageInput } from '../../../page-schema';
import { admissionEmail, intake, officeHours } from '../../common/programmes';

export const page = {
  title: 'Law',
  description:
    'The Bachelor of Laws: 4 years (8 semesters) with civil, criminal, commercial and international law tracks and practical training.',
  intro: [
    "The Bachelor of Laws: the programme's goals and four tracks, its courses, practical training in the moot court and the legal advice clinic, and graduate careers.",
  ],
  sections: [
    {
      type: 'text',
      id: 'overview',
      heading: 'About the programme',
      paragraphs: [
        'The college added law in its third year (2023-2024). The programme is taught by the {{programme.law.faculty}}, headed by {{programme.law.dean}}, whose 19 faculty members include academics, judges and practising advocates. It brings together Sudanese law, Islamic jurisprudence and comparative law, and links theory to practice from the first year.',
      ],
    },
    {
      type: 'list',
      id: 'goals',
      heading: 'Programme goals',
      style: 'numbered',
      items: [
        'To give students a sound knowledge of Sudanese law and its roots in Islamic jurisprudence, and of comparative and international law.',
        'To develop legal reasoning, the interpretation of texts and the analysis of judgments.',
        'To train students to draft contracts, memoranda and pleadings, and to argue before the courts.',
        'To instil professional ethics and respect for the rule of law and human rights.',
        'To prepare graduates who can carry out legal research and keep learning throughout their careers.',
      ],
    },
    {
      type: 'facts',
      id: 'key-facts',
      heading: 'Key facts',
      items: [
        { label: 'Degree', value: '{{programme.law.degree}}' },
        { label: 'Offered by', value: '{{programme.law.faculty}}' },
        { label: 'Duration', value: '{{programme.law.duration}}' },
        { label: 'Credit hours', value: '140 credit hours' },
        {
          label: 'Language of instruction',
          value: 'Arabic, with courses in English legal terminology',
        },
        { label: 'Intake', value: intake },
        { label: 'Tracks', value: 'Civil, criminal, commercial and international law' },
      ],
    },
    {
      type: 'cards',
      id: 'tracks',
      heading: 'The four tracks',
      intro:
        'All students take a common core, then at the start of the third year each chooses one of four tracks, in which they take advanced courses and write their graduation research:',
      columns: 2,
      items: [
        {
          title: 'Civil law',
          points: [
            'Named contracts and property rights',
            'Personal status and inheritance law',
            'Civil procedure and enforcement',
          ],
        },
        {
          title: 'Criminal law',
          points: [
            'Specific offences and criminology',
            'Criminal procedure and criminal evidence',
            'Forensic medicine for lawyers',
          ],
        },
        {
          title: 'Commercial law',
          points: [
            'Companies and negotiable instruments',
            'Labour and insurance law',
            'Commercial arbitration and banking transactions',
          ],
        },
        {
          title: 'International law',
          points: [
            'International humanitarian law and human rights',
            'International organisations and the law of the sea',
            'Private international law and conflict of laws',
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'courses',
      heading: 'Courses',
      columns: 2,
      items: [
        {
          title: 'Years 1 and 2',
          subtitle: 'The common core — 72 credit hours',
          points: [
            'Introduction to law and the principles of jurisprudence',
            'Constitutional law and political systems',
            'The law of obligations (sources and effects)',
            'Criminal law: general principles',
            'Administrative law',
            'Legal history and Roman law',
            'Public international law',
            'English legal terminology and legal research skills',
          ],
        },
        {
          title: 'Years 3 and 4',
          subtitle: 'Track courses and practice — 68 credit hours',
          points: [
            'The law of evidence',
            'Civil and criminal procedure',
            'Commercial law and labour law',
            'Public finance and tax legislation',
            'Philosophy of law and professional ethics',
            'Legal drafting and advocacy',
            'Courses of the chosen track',
            'Graduation research',
          ],
        },
      ],
    },
    {
      type: 'steps',
      id: 'practical-training',
      heading: 'Practical training',
      items: [
        {
          title: 'The moot court',
          body: 'From the second year, students argue realistic cases before judges and advocates in a fully equipped courtroom in the Law and Business Building.',
        },
        {
          title: 'The legal advice clinic',
          body: 'Fourth-year students, supervised by faculty members, give free legal advice to members of the public on personal status, employment and tenancy matters.',
        },
        {
          title: 'Placements',
          body: 'In the summer after the third year, students spend 6 weeks as trainees in the courts and public prosecution offices, law firms or the legal departments of organisations.',
        },
        {
          title: 'Drafting workshops',
          body: 'Practical workshops on drafting contracts, pleadings, memoranda and judgments, led by judges and legal advisers.',
        },
      ],
    },
    {
      type: 'list',
      id: 'admission',
      heading: 'Admission requirements',
      style: 'checks',
      items: [
        'A secondary school certificate in any track with at least {{minimum.law}}.',
        'Applying online, with your documents, within the admission period announced by the Admission Office.',
      ],
    },
    {
      type: 'list',
      id: 'careers',
      heading: 'Graduate careers',
      intro:
        'After passing the legal profession examination, graduates can enter the legal professions, including:',
      style: 'bullets',
      items: [
        'Advocacy and notarial work.',
        'The judiciary and the public prosecution.',
        'Legal adviser in ministries, banks and companies.',
        'Regional and international organisations and human rights organisations.',
        'Arbitration and dispute resolution, research and university teaching.',
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact the Department of Law',
      items: [
        {
          label: 'Programme office e-mail',
          value: 'law@alrowad.edu.sd',
          href: 'mailto:law@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 250', href: 'tel:+249183555250' },
        { label: 'Head of department', value: '{{programme.law.dean}}' },
        { label: 'Location', value: 'Law and Business Building, first floor' },
        { label: 'Office hours', value: officeHours },
        admissionEmail,
      ],
    },
    {
      type: 'callout',
      id: 'apply-now',
      heading: 'Apply to law',
      body: [
        'Read the admission steps and the documents you need, then apply and upload your documents online.',
      ],
      actions: [
        { label: 'Apply now', href: '/admission', srLabel: 'Apply now to the law programme' },
        { label: 'Online application form', href: '/admission/application' },
        { label: 'Scholarships', href: '/study/scholarships' },
        { label: 'Fees and costs', href: '/admission/fees' },
      ],
    },
  ],
} satisfies PageInput;
