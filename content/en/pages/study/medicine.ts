import type { PageInput } from '../../../page-schema';
import { admissionEmail, intake, officeHours } from '../../common/programmes';

export const page = {
  title: 'Medicine and General Surgery',
  navLabel: 'Medicine',
  description:
    'Bachelor of Medicine and General Surgery: 6 years plus an internship year, a {{minimum.medicine}} secondary certificate minimum, tuition and admission.',
  intro: [
    'Everything you need to know about the Bachelor of Medicine and General Surgery: the 6-year study plan and the internship year, admission requirements and application dates, and training at the teaching hospital.',
  ],
  sections: [
    {
      type: 'text',
      id: 'overview',
      heading: 'About the programme',
      paragraphs: [
        'Medicine and general surgery is one of the four programmes with which the college opened in May 2021, and is taught by the {{programme.medicine.faculty}} under its dean, {{programme.medicine.dean}}. It prepares general practitioners who combine sound scientific knowledge, clinical skill and a commitment to medical ethics, ready to serve patients in hospitals and health centres in towns and rural areas alike.',
        "The curriculum is integrated: students move from the basic sciences to the body's systems and then to clinical training, and they meet patients from the second year. The clinical years are spent in the wards and outpatient clinics of the college's teaching hospital, and students also take part in the mobile clinics the college runs in areas with few health services.",
      ],
    },
    {
      type: 'facts',
      id: 'key-facts',
      heading: 'Key facts',
      items: [
        { label: 'Degree', value: '{{programme.medicine.degree}}' },
        { label: 'Offered by', value: '{{programme.medicine.faculty}}' },
        {
          label: 'Duration',
          value: '{{programme.medicine.duration}}',
        },
        { label: 'Credit hours', value: '234 credit hours' },
        {
          label: 'Language of instruction',
          value: "English; Arabic for the college's general requirement courses",
        },
        { label: 'Intake', value: intake },
        { label: 'Application window', value: '{{window.medicine}}' },
        { label: 'Tuition', value: '{{tuition.medicine}}' },
        {
          label: 'Clinical training',
          value: "The college's teaching hospital (500 beds and 30 outpatient clinics)",
        },
      ],
    },
    {
      type: 'text',
      id: 'duration',
      heading: 'A note on the length of the programme',
      paragraphs: [
        'When the college was founded in 2021 the programme was announced as a five-year programme, and that is the length the college history page records. The current plan, which applies to every student admitted today, lasts 6 years of study followed by a compulsory internship year: a full clinical year was added so that students train in the major specialties twice, first in the fourth year and again, with more responsibility, in the sixth.',
      ],
    },
    {
      type: 'cards',
      id: 'study-plan',
      heading: 'Study plan',
      intro:
        "The plan has three phases: the basic sciences (year 1), the body's systems (years 2 and 3) and the clinical phase (years 4 to 6).",
      columns: 3,
      items: [
        {
          title: 'Year 1',
          subtitle: 'Basic sciences — 36 credit hours',
          points: [
            'Medical biology, chemistry and physics',
            'Introduction to biostatistics',
            'English for medical purposes',
            'Arabic, Islamic culture and Sudanese studies',
            'Communication skills and medical professionalism',
          ],
        },
        {
          title: 'Year 2',
          subtitle: 'Body systems 1 — 40 credit hours',
          points: [
            'Anatomy, histology and embryology',
            'Physiology and biochemistry',
            'Musculoskeletal, cardiovascular and respiratory system modules',
            'Early clinical exposure at the teaching hospital',
          ],
        },
        {
          title: 'Year 3',
          subtitle: 'Body systems 2 — 40 credit hours',
          points: [
            'Gastrointestinal, renal, endocrine, reproductive and nervous system modules',
            'Pathology, microbiology, parasitology and immunology',
            'Pharmacology',
            'Community medicine 1: epidemiology',
          ],
        },
        {
          title: 'Year 4',
          subtitle: 'Clinical phase 1 — 40 credit hours',
          points: [
            'Clinical skills, history taking and physical examination',
            'Internal medicine 1 and general surgery 1',
            'Forensic medicine and toxicology',
            'Community medicine 2 and research methods',
          ],
        },
        {
          title: 'Year 5',
          subtitle: 'Clinical phase 2 — 40 credit hours',
          points: [
            'Obstetrics and gynaecology',
            'Paediatrics and child health',
            'Psychiatry and dermatology',
            'Ophthalmology and ear, nose and throat',
            'Family medicine and the graduation research project',
          ],
        },
        {
          title: 'Year 6',
          subtitle: 'Clinical phase 3 — 38 credit hours',
          points: [
            'Internal medicine 2 and its subspecialties',
            'General surgery 2, orthopaedics, urology and anaesthesia',
            'Emergency medicine',
            'An elective placement',
            'The final clinical examination',
          ],
        },
      ],
    },
    {
      type: 'table',
      id: 'internship',
      heading: 'The internship year',
      intro:
        'After passing the final examination, graduates spend a compulsory internship year working as supervised house officers; they are not fully qualified to practise until they have completed it. The year is divided into four rotations:',
      caption: 'Internship year rotations, their length and where they take place',
      columns: ['Rotation', 'Length', 'Where'],
      rows: [
        ['Internal medicine', '3 months', 'Medical wards of the teaching hospital'],
        ['General surgery', '3 months', 'Surgical wards and operating theatres'],
        ['Paediatrics', '3 months', 'Paediatric ward and neonatal unit'],
        [
          'Obstetrics and gynaecology',
          '3 months',
          'Obstetrics and gynaecology ward and labour room',
        ],
      ],
    },
    {
      type: 'list',
      id: 'admission',
      heading: 'Admission requirements',
      intro: 'To be admitted, an applicant must meet every one of the following:',
      style: 'checks',
      items: [
        'A secondary school certificate in natural sciences with at least {{minimum.medicine}}.',
        'At least 80% in the general aptitude test.',
        'At least 80% in the achievement test.',
        'Passing the personal interview.',
        'Passing the medical examination.',
        'Applying within the application window, 1 Rajab to 15 Shaban.',
      ],
    },
    {
      type: 'steps',
      id: 'apply',
      heading: 'When and how to apply',
      intro:
        'Applications are open from 1 Rajab to 15 Shaban of every Hijri year. In 1448 AH this is approximately 10 December 2026 to 23 January 2027 (by the Umm al-Qura calendar; the dates may shift by a day with the sighting of the moon).',
      items: [
        {
          title: 'Apply between 1 Rajab and 15 Shaban',
          body: 'Complete the online application form, upload your identity document, secondary certificate and photograph, and pay the application fee.',
        },
        {
          title: 'Sit the general aptitude test and the achievement test',
          body: 'The aptitude test measures verbal and quantitative reasoning; the achievement test measures secondary-level biology, chemistry, physics and mathematics. You need at least 80% in each.',
        },
        {
          title: 'Interview and medical examination',
          body: 'Applicants who meet the requirements are invited to an interview with a panel of faculty members and to a medical examination at the teaching hospital.',
        },
        {
          title: 'Results and registration',
          body: 'Admitted applicants are announced on the e-services portal and told by e-mail; they then register and pay the first year’s fees before the first semester begins.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'facilities',
      heading: 'Facilities and training',
      columns: 2,
      items: [
        {
          title: 'Medical Sciences Building',
          body: [
            'Opened in September 2026, with four lecture halls for 120 students each, the dissection hall, and teaching and research laboratories in haematology, microbiology and clinical chemistry.',
          ],
          link: { label: 'News of the opening', href: '/news/new-medical-building' },
        },
        {
          title: 'Clinical skills laboratory',
          body: [
            'Students practise physical examination, taking samples, cardiopulmonary resuscitation and suturing on training models and with simulated patients before they work with real patients.',
          ],
          link: { label: 'College laboratories', href: '/campus-life/labs' },
        },
        {
          title: 'Teaching hospital',
          body: [
            'A hospital with 500 beds and 30 outpatient clinics in internal medicine, surgery, paediatrics, obstetrics and gynaecology, emergency and intensive care, where students train in small groups supervised by faculty members.',
          ],
          link: { label: 'College investments', href: '/about/investments' },
        },
        {
          title: 'Medical library',
          body: [
            'A reading room in the Medical Sciences Building, linked to the college library, with medical textbooks, journals and online databases.',
          ],
          link: { label: 'Libraries', href: '/campus-life/libraries' },
        },
      ],
    },
    {
      type: 'list',
      id: 'careers',
      heading: 'After graduation',
      intro: 'With the internship year completed, the programme opens the way to careers such as:',
      style: 'bullets',
      items: [
        'General practitioner in public and private hospitals and primary health care centres.',
        'Specialist training in internal medicine, surgery, paediatrics or another specialty.',
        'Public health and disease control programmes of the Ministry of Health and international organisations.',
        'Medical research and university teaching.',
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          question: 'Why is the application window given in Hijri dates?',
          answer:
            'The college sets the medicine application window in the Hijri calendar, so it is the same every year: 1 Rajab to 15 Shaban. Its Gregorian equivalent moves about 11 days earlier each year, so we publish approximate Gregorian dates for each year, as in the application steps above.',
        },
        {
          question: 'Can I apply with less than {{minimum.medicine}}?',
          answer:
            'No. {{minimum.medicine}} in the secondary certificate (natural sciences) is a firm minimum with no exceptions, and a high score in the aptitude or achievement test cannot make up for it.',
        },
        {
          question: 'Can I transfer to medicine from another programme?',
          answer:
            'Yes, if you meet the general transfer conditions and those for the health colleges, including a cumulative GPA of at least 3.5 out of 5, passing an aptitude test and an interview, and a vacant seat. The transfer page gives the details.',
        },
        {
          question: 'Do scholarships cover medicine fees?',
          answer:
            'Yes. Academic excellence scholarships cover 25% to 100% of fees, and the gold scholarship covers 100% for an average of 95% or more. Financial need scholarships are also available.',
        },
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact the Faculty of Medicine',
      items: [
        {
          label: 'Programme office e-mail',
          value: 'medicine@alrowad.edu.sd',
          href: 'mailto:medicine@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 210', href: 'tel:+249183555210' },
        { label: 'Dean', value: '{{programme.medicine.dean}}' },
        { label: 'Location', value: 'Medical Sciences Building, ground floor' },
        { label: 'Office hours', value: officeHours },
        admissionEmail,
      ],
    },
    {
      type: 'callout',
      id: 'apply-now',
      heading: 'Apply to medicine',
      body: [
        'The college accepts applications from 1 Rajab to 15 Shaban. Read the admission steps and the documents you need, then apply and upload your documents online.',
      ],
      actions: [
        {
          label: 'Apply now',
          href: '/admission',
          srLabel: 'Apply now to medicine and general surgery',
        },
        { label: 'Online application form', href: '/admission/application' },
        { label: 'Scholarships', href: '/study/scholarships' },
        { label: 'Fees and costs', href: '/admission/fees' },
      ],
    },
  ],
} satisfies PageInput;
