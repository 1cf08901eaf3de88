import type { PageInput } from '../../../page-schema';
import { admissionEmail, intake, officeHours } from '../../common/programmes';

export const page = {
  title: 'Diploma in Nursing',
  description:
    'The Diploma in Nursing: 2.5 years (5 semesters), for holders of a secondary certificate with at least 70 percent.',
  intro: [
    "A practical route into nursing in two and a half years: the study plan, the admission requirements and the path on to the bachelor's degree.",
  ],
  sections: [
    {
      type: 'text',
      id: 'overview',
      heading: 'About the programme',
      paragraphs: [
        "The Diploma in Nursing is the only programme of the college that leads to a diploma rather than a bachelor's degree. It was added in the college's third year (2023-2024) and is taught by the Department of Nursing. It prepares technical nurses who give basic nursing care in hospital wards and health centres, working in the health care team under the supervision of professional nurses and doctors.",
        'The programme is strongly practical: students spend about half of their hours in the clinical skills laboratory and the wards of the teaching hospital.',
      ],
    },
    {
      type: 'facts',
      id: 'key-facts',
      heading: 'Key facts',
      items: [
        { label: 'Award', value: '{{programme.nursing-diploma.degree}}' },
        { label: 'Offered by', value: '{{programme.nursing-diploma.faculty}}' },
        { label: 'Duration', value: '{{programme.nursing-diploma.duration}}' },
        { label: 'Credit hours', value: '90 credit hours' },
        {
          label: 'Language of instruction',
          value: "English; Arabic for the college's general requirement courses",
        },
        { label: 'Intake', value: intake },
        {
          label: 'Minimum for admission',
          value: 'Secondary school certificate with {{minimum.nursing-diploma}}',
        },
      ],
    },
    {
      type: 'text',
      id: 'duration',
      heading: 'A note on the length of the programme',
      paragraphs: [
        'The diploma was created in 2023 as a three-year programme, which is the length the college history page records. The plan has since been revised to 2.5 years (5 semesters) with the same hours of clinical training, and this is the length that applies to every student admitted today.',
      ],
    },
    {
      type: 'cards',
      id: 'study-plan',
      heading: 'Study plan',
      columns: 3,
      items: [
        {
          title: 'Year 1',
          subtitle: 'Semesters 1 and 2 — 37 credit hours',
          points: [
            'Anatomy and physiology',
            'Fundamentals of nursing 1 and 2',
            'Microbiology and infection control',
            'First aid',
            'English, Arabic and Islamic culture',
          ],
        },
        {
          title: 'Year 2',
          subtitle: 'Semesters 3 and 4 — 37 credit hours',
          points: [
            'Medical-surgical nursing',
            'Basic pharmacology and giving medicines',
            'Maternal and child nursing',
            'Therapeutic nutrition',
            'Clinical training in the hospital wards',
          ],
        },
        {
          title: 'The final half-year',
          subtitle: 'Semester 5 — 16 credit hours',
          points: [
            'Emergency nursing',
            'Community health nursing',
            'Professional ethics and nursing law',
            'Intensive supervised clinical practice',
          ],
        },
      ],
    },
    {
      type: 'list',
      id: 'admission',
      heading: 'Admission requirements',
      style: 'checks',
      items: [
        'A secondary school certificate with at least {{minimum.nursing-diploma}}.',
        'Passing the personal interview.',
        'Passing the medical fitness examination.',
        'Passing the entrance test in science and English.',
      ],
    },
    {
      type: 'text',
      id: 'pathway',
      heading: "From the diploma to the bachelor's degree",
      paragraphs: [
        "Diploma graduates can apply to the college's Bachelor of Nursing. Courses passed with at least a C within the last five years are recognised, up to 50% of the hours of the bachelor's programme.",
      ],
    },
    {
      type: 'cards',
      id: 'facilities',
      heading: 'Facilities and training',
      columns: 2,
      items: [
        {
          title: 'Clinical skills laboratory',
          body: [
            'Students practise making beds and moving patients, taking vital signs, giving medicines and injections, and infection control before they train on the wards.',
          ],
          link: { label: 'College laboratories', href: '/campus-life/labs' },
        },
        {
          title: 'Teaching hospital',
          body: [
            'Students train in the medical, surgical, paediatric, obstetric and emergency departments of the 500-bed teaching hospital.',
          ],
          link: { label: 'The teaching hospital', href: '/about/investments' },
        },
      ],
    },
    {
      type: 'list',
      id: 'careers',
      heading: 'After graduation',
      style: 'bullets',
      items: [
        'Technical nurse in public and private hospital wards.',
        'Work in outpatient clinics, health centres and dispensaries.',
        'Home nursing and care of older people.',
        'Further study towards the Bachelor of Nursing.',
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact the Department of Nursing',
      items: [
        {
          label: 'Programme office e-mail',
          value: 'nursing.diploma@alrowad.edu.sd',
          href: 'mailto:nursing.diploma@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 221', href: 'tel:+249183555221' },
        { label: 'Head of department', value: '{{programme.nursing-diploma.dean}}' },
        { label: 'Location', value: 'Medical Sciences Building, first floor' },
        { label: 'Office hours', value: officeHours },
        admissionEmail,
      ],
    },
    {
      type: 'callout',
      id: 'apply-now',
      heading: 'Apply to the Diploma in Nursing',
      body: [
        'If you scored {{minimum.nursing-diploma}} or more in the secondary certificate, read the admission steps and the documents you need, then apply online.',
      ],
      actions: [
        { label: 'Apply now', href: '/admission', srLabel: 'Apply now to the Diploma in Nursing' },
        { label: 'Online application form', href: '/admission/application' },
        { label: 'Bachelor of Nursing', href: '/study/nursing-bachelor' },
        { label: 'Fees and costs', href: '/admission/fees' },
      ],
    },
  ],
} satisfies PageInput;
