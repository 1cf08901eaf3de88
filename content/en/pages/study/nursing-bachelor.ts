import type { PageInput } from '../../../page-schema';
import { admissionEmail, intake, officeHours } from '../../common/programmes';

export const page = {
  title: 'Bachelor of Nursing',
  description:
    'The Bachelor of Nursing: 4 years (8 semesters) plus an internship, with clinical training in hospital wards and skills laboratories.',
  intro: [
    'A programme that prepares professional nurses through 4 years of study and clinical training followed by an internship: the study plan, admission requirements, where students train and the careers that follow.',
  ],
  sections: [
    {
      type: 'text',
      id: 'overview',
      heading: 'About the programme',
      paragraphs: [
        'The college added the Bachelor of Nursing in its third year (2023-2024). It is taught by the {{programme.nursing-bachelor.faculty}}, headed by {{programme.nursing-bachelor.dean}}, with 28 faculty members. The programme prepares professional nurses who give safe, evidence-based care and who can plan and evaluate nursing care and lead nursing teams.',
        'Students first learn each skill in the clinical skills laboratory, then practise it under supervision in the wards of the teaching hospital and in primary health care centres. The share of clinical training grows year by year up to the internship.',
      ],
    },
    {
      type: 'facts',
      id: 'key-facts',
      heading: 'Key facts',
      items: [
        { label: 'Degree', value: '{{programme.nursing-bachelor.degree}}' },
        { label: 'Offered by', value: '{{programme.nursing-bachelor.faculty}}' },
        { label: 'Duration', value: '{{programme.nursing-bachelor.duration}}' },
        { label: 'Credit hours', value: '144 credit hours' },
        {
          label: 'Language of instruction',
          value: "English; Arabic for the college's general requirement courses",
        },
        { label: 'Intake', value: intake },
        { label: 'Training', value: 'Clinical skills laboratory and the teaching hospital' },
      ],
    },
    {
      type: 'cards',
      id: 'study-plan',
      heading: 'Study plan',
      columns: 2,
      items: [
        {
          title: 'Year 1',
          subtitle: 'Semesters 1 and 2 — 36 credit hours',
          points: [
            'Anatomy and physiology',
            'Biochemistry and microbiology',
            'Fundamentals of nursing 1',
            'Psychology and human behaviour',
            'English, Arabic and Islamic culture',
          ],
        },
        {
          title: 'Year 2',
          subtitle: 'Semesters 3 and 4 — 36 credit hours',
          points: [
            'Fundamentals of nursing 2 and health assessment',
            'Pharmacology and dosage calculation',
            'Pathophysiology and nutrition',
            'Medical-surgical nursing 1, with ward training',
          ],
        },
        {
          title: 'Year 3',
          subtitle: 'Semesters 5 and 6 — 36 credit hours',
          points: [
            'Medical-surgical nursing 2',
            'Maternal and newborn nursing',
            'Paediatric nursing',
            'Mental health nursing',
            'Research methods in nursing',
          ],
        },
        {
          title: 'Year 4',
          subtitle: 'Semesters 7 and 8 — 36 credit hours',
          points: [
            'Community health nursing',
            'Emergency and critical care nursing',
            'Leadership and management in nursing',
            'Health education and patient teaching',
            'Graduation research project',
          ],
        },
      ],
    },
    {
      type: 'list',
      id: 'internship',
      heading: 'The internship',
      intro:
        'After the fourth year, graduates spend a 12-month internship working as nurses under the supervision of ward supervisors and senior nurses, rotating through:',
      style: 'bullets',
      items: [
        'Medical and surgical wards.',
        'The paediatric ward and neonatal unit.',
        'The obstetrics and gynaecology ward and labour room.',
        'Emergency and intensive care.',
        'Primary health care centres and the mobile clinics.',
      ],
    },
    {
      type: 'list',
      id: 'admission',
      heading: 'Admission requirements',
      style: 'checks',
      items: [
        'A secondary school certificate in natural sciences with at least {{minimum.nursing-bachelor}}, with passes in biology and chemistry.',
        'Passing the personal interview.',
        'Passing the medical fitness examination.',
        'Applying online, with your documents, within the admission period announced by the Admission Office.',
      ],
    },
    {
      type: 'cards',
      id: 'facilities',
      heading: 'Facilities and training',
      columns: 3,
      items: [
        {
          title: 'Clinical skills laboratory',
          body: [
            'On the first floor of the Medical Sciences Building, where students practise taking vital signs, giving medicines and injections, setting up infusions and caring for wounds on training models.',
          ],
          link: { label: 'College laboratories', href: '/campus-life/labs' },
        },
        {
          title: 'Teaching hospital wards',
          body: [
            'Students train in the wards of the 500-bed teaching hospital in small groups supervised by faculty members and ward nurses.',
          ],
          link: { label: 'The teaching hospital', href: '/about/investments' },
        },
        {
          title: 'Nursing in the community',
          body: [
            'Fourth-year students take part in the mobile clinics and health awareness campaigns the college runs in towns and villages.',
          ],
          link: { label: 'Community services', href: '/about/community-services' },
        },
      ],
    },
    {
      type: 'list',
      id: 'careers',
      heading: 'After graduation',
      style: 'bullets',
      items: [
        'Nurse in public and private hospital wards, intensive care and emergency departments.',
        'Community health nurse in primary health care centres and immunisation and mother-and-child programmes.',
        'Nursing supervisor or nurse manager with experience.',
        'Postgraduate study in nursing, teaching and research.',
        'Work with health and humanitarian organisations.',
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact the Department of Nursing',
      items: [
        {
          label: 'Programme office e-mail',
          value: 'nursing@alrowad.edu.sd',
          href: 'mailto:nursing@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 220', href: 'tel:+249183555220' },
        { label: 'Head of department', value: '{{programme.nursing-bachelor.dean}}' },
        { label: 'Location', value: 'Medical Sciences Building, first floor' },
        { label: 'Office hours', value: officeHours },
        admissionEmail,
      ],
    },
    {
      type: 'callout',
      id: 'apply-now',
      heading: 'Apply to the Bachelor of Nursing',
      body: [
        'Read the admission steps and the documents you need, then apply online. Holders of the Diploma in Nursing can apply to the bachelor’s programme and have their courses recognised.',
      ],
      actions: [
        { label: 'Apply now', href: '/admission', srLabel: 'Apply now to the Bachelor of Nursing' },
        { label: 'Online application form', href: '/admission/application' },
        { label: 'Diploma in Nursing', href: '/study/nursing-diploma' },
        { label: 'Fees and costs', href: '/admission/fees' },
      ],
    },
  ],
} satisfies PageInput;
