/**
 * The eight programme pages: medicine and general surgery, the Bachelor of Nursing, the Diploma
 * in Nursing, medical laboratory sciences, information technology, law, business administration
 * and media. Sections, item counts and links match content/ar/sections/programmes.ts.
 */
import type { PageSections } from '../../sections';

const officeHours = 'Sunday–Thursday, 8:00 AM–4:00 PM';
const intake = 'Once a year; studies begin with the first semester in mid-September';
const admissionEmail = {
  label: 'Admission and Registration Office',
  value: 'admission@alrowad.edu.sd',
  href: 'mailto:admission@alrowad.edu.sd',
};

export const programmeSections: PageSections = {
  'study/medicine': [
    {
      type: 'text',
      id: 'overview',
      heading: 'About the programme',
      paragraphs: [
        'Medicine and general surgery is one of the four programmes with which the college opened in May 2021, and is taught by the Faculty of Medicine under its dean, Prof. Muawia Ahmed Elsafi. It prepares general practitioners who combine sound scientific knowledge, clinical skill and a commitment to medical ethics, ready to serve patients in hospitals and health centres in towns and rural areas alike.',
        "The curriculum is integrated: students move from the basic sciences to the body's systems and then to clinical training, and they meet patients from the second year. The clinical years are spent in the wards and outpatient clinics of the college's teaching hospital, and students also take part in the mobile clinics the college runs in areas with few health services.",
      ],
    },
    {
      type: 'facts',
      id: 'key-facts',
      heading: 'Key facts',
      items: [
        { label: 'Degree', value: 'Bachelor of Medicine and General Surgery' },
        {
          label: 'Duration',
          value: '6 years (12 semesters) followed by a compulsory internship year',
        },
        { label: 'Credit hours', value: '234 credit hours' },
        {
          label: 'Language of instruction',
          value: "English; Arabic for the college's general requirement courses",
        },
        { label: 'Intake', value: intake },
        { label: 'Application window', value: '1 Rajab to 15 Shaban every year' },
        { label: 'Tuition', value: '120,000 riyals a year' },
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
        'A secondary school certificate in natural sciences with at least 90%.',
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
          question: 'Can I apply with less than 90%?',
          answer:
            'No. 90% in the secondary certificate (natural sciences) is a firm minimum with no exceptions, and a high score in the aptitude or achievement test cannot make up for it.',
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
        { label: 'Dean', value: 'Prof. Muawia Ahmed Elsafi' },
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
      ],
    },
  ],

  'study/nursing-bachelor': [
    {
      type: 'text',
      id: 'overview',
      heading: 'About the programme',
      paragraphs: [
        'The college added the Bachelor of Nursing in its third year (2023-2024). It is taught by the Department of Nursing, headed by Dr. Igbal Yousif Musa, with 28 faculty members. The programme prepares professional nurses who give safe, evidence-based care and who can plan and evaluate nursing care and lead nursing teams.',
        'Students first learn each skill in the clinical skills laboratory, then practise it under supervision in the wards of the teaching hospital and in primary health care centres. The share of clinical training grows year by year up to the internship.',
      ],
    },
    {
      type: 'facts',
      id: 'key-facts',
      heading: 'Key facts',
      items: [
        { label: 'Degree', value: 'Bachelor of Science in Nursing' },
        { label: 'Duration', value: '4 years (8 semesters) plus a 12-month internship' },
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
        'A secondary school certificate in natural sciences with at least 70%, with passes in biology and chemistry.',
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
        { label: 'Head of department', value: 'Dr. Igbal Yousif Musa' },
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
      ],
    },
  ],

  'study/nursing-diploma': [
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
        { label: 'Award', value: 'Diploma in Nursing' },
        { label: 'Duration', value: '2.5 years (5 semesters)' },
        { label: 'Credit hours', value: '90 credit hours' },
        {
          label: 'Language of instruction',
          value: "English; Arabic for the college's general requirement courses",
        },
        { label: 'Intake', value: intake },
        { label: 'Minimum for admission', value: 'Secondary school certificate with 70%' },
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
        'A secondary school certificate with at least 70%.',
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
        { label: 'Head of department', value: 'Dr. Igbal Yousif Musa' },
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
        'If you scored 70% or more in the secondary certificate, read the admission steps and the documents you need, then apply online.',
      ],
      actions: [
        { label: 'Apply now', href: '/admission', srLabel: 'Apply now to the Diploma in Nursing' },
        { label: 'Online application form', href: '/admission/application' },
        { label: 'Bachelor of Nursing', href: '/study/nursing-bachelor' },
      ],
    },
  ],

  'study/medical-labs': [
    {
      type: 'text',
      id: 'overview',
      heading: 'About the programme',
      paragraphs: [
        "Medical laboratory sciences is one of the four programmes with which the college opened in 2021, and is taught by the Faculty of Science under its dean, Prof. Ikhlas Mohamed Awadalkarim. It leads to an honours bachelor's degree and prepares specialists who carry out the laboratory tests on which diagnosis and treatment depend, accurately and safely, and who assure the quality of their results.",
        'Students study the basic sciences in their first two years and the main laboratory disciplines in the third. In the fourth year they specialise in one of four fields and write their graduation research in it, alongside training in the laboratories and blood bank of the teaching hospital.',
      ],
    },
    {
      type: 'facts',
      id: 'key-facts',
      heading: 'Key facts',
      items: [
        { label: 'Degree', value: "Honours bachelor's in Medical Laboratory Sciences" },
        { label: 'Duration', value: '4 years (8 semesters)' },
        { label: 'Credit hours', value: '150 credit hours' },
        {
          label: 'Language of instruction',
          value: "English; Arabic for the college's general requirement courses",
        },
        { label: 'Intake', value: intake },
        {
          label: 'Training',
          value: 'Laboratories of the Medical Sciences Building and the teaching hospital',
        },
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
            'General biology, general and organic chemistry',
            'Medical physics and mathematics',
            'Introduction to laboratory science and biosafety',
            'English, Arabic and Islamic culture',
          ],
        },
        {
          title: 'Year 2',
          subtitle: 'Semesters 3 and 4 — 38 credit hours',
          points: [
            'Anatomy and physiology',
            'Biochemistry',
            'Analytical chemistry and laboratory instruments',
            'Biostatistics',
            'Foundations of microbiology and immunology',
          ],
        },
        {
          title: 'Year 3',
          subtitle: 'Semesters 5 and 6 — 38 credit hours',
          points: [
            'Clinical chemistry',
            'Haematology and blood transfusion',
            'Medical microbiology and parasitology',
            'Histopathology and cytology',
            'Laboratory quality control',
          ],
        },
        {
          title: 'Year 4',
          subtitle: 'Semesters 7 and 8 — 38 credit hours',
          points: [
            'Courses of the chosen specialisation',
            'Molecular biology and molecular diagnostics',
            'Laboratory management and professional ethics',
            'Training in the teaching hospital laboratories and blood bank',
            'Graduation (honours) research project',
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'specialisations',
      heading: 'Fourth-year specialisations',
      intro: 'At the end of the third year, each student chooses one of four specialisations:',
      columns: 2,
      items: [
        {
          title: 'Clinical chemistry',
          body: [
            'Kidney, liver, hormone, diabetes and lipid tests, and running and calibrating automated analysers.',
          ],
        },
        {
          title: 'Haematology and blood transfusion',
          body: [
            'Blood counts, diagnosing anaemias and blood disorders, blood grouping, cross-matching and the selection of safe blood in the blood bank.',
          ],
        },
        {
          title: 'Medical microbiology',
          body: [
            'Culturing and identifying bacteria and fungi, antibiotic sensitivity testing, and diagnosing parasites, including the malaria parasite.',
          ],
        },
        {
          title: 'Histopathology and cytology',
          body: [
            'Preparing and staining tissue samples, cytology, and supporting the diagnosis of tumours.',
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
        'A secondary school certificate in natural sciences with at least 70%, with passes in biology and chemistry.',
        'Passing the medical examination (including a colour vision test).',
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
          title: 'Teaching and research laboratories',
          body: [
            'On the second floor of the Medical Sciences Building: haematology, microbiology and clinical chemistry laboratories equipped for teaching and research projects.',
          ],
          link: { label: 'College laboratories', href: '/campus-life/labs' },
        },
        {
          title: 'Teaching hospital laboratories and blood bank',
          body: [
            'Fourth-year students work with real patient samples in the laboratories and blood bank of the teaching hospital, supervised by laboratory specialists.',
          ],
          link: { label: 'The teaching hospital', href: '/about/investments' },
        },
        {
          title: 'Biosafety training',
          body: [
            'Every student completes a laboratory biosafety course, one of the Training Centre’s courses, before starting work in the laboratories.',
          ],
          link: { label: 'Training courses', href: '/study/training' },
        },
      ],
    },
    {
      type: 'list',
      id: 'careers',
      heading: 'After graduation',
      style: 'bullets',
      items: [
        'Laboratory specialist in hospitals and private medical laboratories.',
        'Work in blood banks, public health laboratories and disease surveillance.',
        'Quality control in pharmaceutical and food manufacturing.',
        'Scientific research and university laboratories, and postgraduate study.',
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact the programme',
      items: [
        {
          label: 'Programme office e-mail',
          value: 'medlabs@alrowad.edu.sd',
          href: 'mailto:medlabs@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 230', href: 'tel:+249183555230' },
        { label: 'Dean of the Faculty of Science', value: 'Prof. Ikhlas Mohamed Awadalkarim' },
        { label: 'Location', value: 'Medical Sciences Building, second floor' },
        { label: 'Office hours', value: officeHours },
        admissionEmail,
      ],
    },
    {
      type: 'callout',
      id: 'apply-now',
      heading: 'Apply to medical laboratory sciences',
      body: [
        'Read the admission steps and the documents you need, then apply and upload your documents online.',
      ],
      actions: [
        {
          label: 'Apply now',
          href: '/admission',
          srLabel: 'Apply now to medical laboratory sciences',
        },
        { label: 'Online application form', href: '/admission/application' },
        { label: 'Scholarships', href: '/study/scholarships' },
      ],
    },
  ],

  'study/it': [
    {
      type: 'text',
      id: 'overview',
      heading: 'About the programme',
      paragraphs: [
        'Information technology is one of the four programmes with which the college opened in 2021, and is taught by the Faculty of Computing under its dean, Dr. Yasir Abdelmoneim Elsharif. It prepares graduates who design systems and applications, run and protect networks and databases, and use artificial intelligence to solve problems for organisations and the community.',
        'Students learn by doing: practical projects in the computer laboratories every semester, a placement with a company or organisation in the summer before the final year, and a graduation project over two semesters. In 2026 a team of the programme’s students won first place in the universities robotics competition.',
      ],
    },
    {
      type: 'facts',
      id: 'key-facts',
      heading: 'Key facts',
      items: [
        { label: 'Degree', value: 'Bachelor of Information Technology' },
        { label: 'Duration', value: '4 years (8 semesters)' },
        { label: 'Credit hours', value: '138 credit hours' },
        {
          label: 'Language of instruction',
          value: "English; Arabic for the college's general requirement courses",
        },
        { label: 'Intake', value: intake },
        { label: 'Workplace placement', value: '8 weeks in the summer before year 4' },
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
          subtitle: 'Semesters 1 and 2 — 34 credit hours',
          points: [
            'Programming fundamentals (in Python)',
            'Discrete mathematics and calculus',
            'Introduction to IT and computer organisation',
            'English, Arabic and Islamic culture',
          ],
        },
        {
          title: 'Year 2',
          subtitle: 'Semesters 3 and 4 — 36 credit hours',
          points: [
            'Object-oriented programming, data structures and algorithms',
            'Databases',
            'Operating systems',
            'Networking fundamentals',
            'Web development and statistics',
          ],
        },
        {
          title: 'Year 3',
          subtitle: 'Semesters 5 and 6 — 36 credit hours',
          points: [
            'Software engineering',
            'Network administration and information security',
            'Artificial intelligence',
            'Mobile development and cloud computing',
            'Human-computer interaction',
          ],
        },
        {
          title: 'Year 4',
          subtitle: 'Semesters 7 and 8 — 32 credit hours',
          points: [
            'Machine learning',
            'IT project management',
            'Professional ethics and law',
            'Electives in the chosen focus area',
            'Graduation project (two semesters)',
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'focus-areas',
      heading: 'Focus areas',
      intro:
        'In the fourth year, students choose their electives and graduation project in one of three areas:',
      columns: 3,
      items: [
        {
          title: 'Software engineering',
          points: [
            'Software design and testing',
            'Advanced web development',
            'Software quality assurance',
          ],
        },
        {
          title: 'Networks and cyber security',
          points: ['Network security', 'Digital forensics', 'Data centre management'],
        },
        {
          title: 'Data science and artificial intelligence',
          points: ['Data mining', 'Computer vision', 'Natural language processing'],
        },
      ],
    },
    {
      type: 'list',
      id: 'admission',
      heading: 'Admission requirements',
      style: 'checks',
      items: [
        'A secondary school certificate with at least 70%, with a pass in mathematics.',
        'Holders of the natural sciences and engineering sciences certificates are admitted, and holders of other tracks if they studied specialised mathematics.',
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
          title: 'Computer laboratories',
          body: [
            'Programming, networking and database laboratories in the Information Technology Building, plus the Computing and IT Centre’s open laboratories with 120 computers.',
          ],
          link: { label: 'College laboratories', href: '/campus-life/labs' },
        },
        {
          title: 'Innovation and Entrepreneurship Centre',
          body: [
            'A makerspace with 3D printers and electronics tools, where the robot that won first place in the universities robotics competition was built.',
          ],
          link: { label: 'The competition win', href: '/news/robotics-competition-win' },
        },
        {
          title: 'Workplace placement',
          body: [
            'Students spend 8 weeks in the summer before their final year with partner companies and organisations in telecoms, banking, software and government.',
          ],
          link: { label: 'Training in the programmes', href: '/study/training' },
        },
      ],
    },
    {
      type: 'list',
      id: 'careers',
      heading: 'After graduation',
      style: 'bullets',
      items: [
        'Software, web and mobile application developer.',
        'Network and systems administrator, or information security specialist.',
        'Database administrator or data analyst.',
        'IT support and information systems specialist in banks, telecoms companies and government.',
        'Founding a technology start-up, and postgraduate study.',
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact the Faculty of Computing',
      items: [
        {
          label: 'Programme office e-mail',
          value: 'it@alrowad.edu.sd',
          href: 'mailto:it@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 240', href: 'tel:+249183555240' },
        { label: 'Dean', value: 'Dr. Yasir Abdelmoneim Elsharif' },
        { label: 'Location', value: 'Information Technology Building, first floor' },
        { label: 'Office hours', value: officeHours },
        admissionEmail,
      ],
    },
    {
      type: 'callout',
      id: 'apply-now',
      heading: 'Apply to information technology',
      body: [
        'Read the admission steps and the documents you need, then apply and upload your documents online.',
      ],
      actions: [
        {
          label: 'Apply now',
          href: '/admission',
          srLabel: 'Apply now to information technology',
        },
        { label: 'Online application form', href: '/admission/application' },
        { label: 'Scholarships', href: '/study/scholarships' },
      ],
    },
  ],

  'study/law': [
    {
      type: 'text',
      id: 'overview',
      heading: 'About the programme',
      paragraphs: [
        'The college added law in its third year (2023-2024). The programme is taught by the Department of Law, headed by Dr. Khalid Mahgoub Elamin, whose 19 faculty members include academics, judges and practising advocates. It brings together Sudanese law, Islamic jurisprudence and comparative law, and links theory to practice from the first year.',
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
        { label: 'Degree', value: 'Bachelor of Laws' },
        { label: 'Duration', value: '4 years (8 semesters)' },
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
        'A secondary school certificate in any track with at least 70%.',
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
        { label: 'Head of department', value: 'Dr. Khalid Mahgoub Elamin' },
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
      ],
    },
  ],

  'study/business': [
    {
      type: 'text',
      id: 'overview',
      heading: 'About the programme',
      paragraphs: [
        'The business administration programme continues the work of the Business College, founded in 1995, which joined Al-Rowad with its programmes and teaching staff when Al-Rowad was established in May 2021, as the college history page explains.',
        'Today it is taught by the Faculty of Business under its dean, Dr. Nagla Elsadig Bashir, at three levels: the bachelor’s degree with its five specialisations, the executive master’s for working professionals, and the doctorate. Students learn by doing in the business simulation laboratory and the business incubator, and train with partner organisations.',
      ],
    },
    {
      type: 'table',
      id: 'programmes',
      heading: 'The three programmes',
      caption: 'Business administration programmes: duration and number of semesters',
      columns: ['Programme', 'Duration', 'Semesters'],
      rows: [
        ['Bachelor of Business Administration', '4 years', '8 semesters'],
        ['Executive Master of Business Administration', '2 years', '4 semesters'],
        ['Doctor of Philosophy in Business Administration', '3 years', '6 semesters'],
      ],
    },
    {
      type: 'facts',
      id: 'key-facts',
      heading: "Key facts about the bachelor's degree",
      items: [
        { label: 'Degree', value: 'Bachelor of Business Administration' },
        { label: 'Duration', value: '4 years (8 semesters)' },
        { label: 'Credit hours', value: '132 credit hours' },
        { label: 'Language of instruction', value: 'Arabic and English' },
        { label: 'Intake', value: intake },
        {
          label: 'Specialisations',
          value: '5 specialisations; students choose one at the start of year 3',
        },
      ],
    },
    {
      type: 'cards',
      id: 'specialisations',
      heading: 'The five specialisations',
      columns: 3,
      items: [
        {
          title: 'Accounting',
          body: [
            'Financial and management accounting, costing, auditing and taxation, with accounting software.',
          ],
        },
        {
          title: 'Finance and Banking',
          body: [
            'Financial management, investment, financial markets and banking, including Islamic banking.',
          ],
        },
        {
          title: 'Marketing',
          body: [
            'Consumer behaviour, marketing research, digital marketing, brand management and sales.',
          ],
        },
        {
          title: 'Human Resource Management',
          body: [
            'Recruitment, training, performance appraisal, pay and employment relations under Sudanese labour law.',
          ],
        },
        {
          title: 'Management Information Systems',
          body: [
            'Systems analysis, databases, enterprise resource planning, business analytics and digital transformation in organisations.',
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'study-plan',
      heading: "Bachelor's study plan",
      columns: 2,
      items: [
        {
          title: 'Year 1',
          subtitle: 'Semesters 1 and 2 — 33 credit hours',
          points: [
            'Principles of management and principles of accounting',
            'Microeconomics and macroeconomics',
            'Business mathematics',
            'English, Arabic and Islamic culture',
          ],
        },
        {
          title: 'Year 2',
          subtitle: 'Semesters 3 and 4 — 33 credit hours',
          points: [
            'Organisational behaviour',
            'Principles of marketing and financial management',
            'Applied statistics',
            'Business law',
            'Management information systems',
          ],
        },
        {
          title: 'Year 3',
          subtitle: 'Semesters 5 and 6 — 33 credit hours',
          points: [
            'Operations management and operations research',
            'Entrepreneurship',
            'Specialisation courses',
            'Workplace placement: 8 weeks in the summer',
          ],
        },
        {
          title: 'Year 4',
          subtitle: 'Semesters 7 and 8 — 33 credit hours',
          points: [
            'Strategic management',
            'Business ethics and governance',
            'Advanced specialisation courses',
            'Business simulation',
            'Graduation project',
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'postgraduate',
      heading: 'Postgraduate study',
      columns: 2,
      items: [
        {
          title: 'Executive Master of Business Administration',
          subtitle: '2 years (4 semesters)',
          body: [
            "A programme for managers and working professionals, taught in the evenings and at weekends, ending with an applied project that tackles a real problem in the student's own organisation.",
          ],
          points: [
            'Leadership and change management',
            'Financial analysis and decision-making',
            'Strategic marketing',
            'Project management',
            'The applied project',
          ],
          facts: [
            {
              label: 'Admission',
              value: "A bachelor's degree and at least 3 years' work experience",
            },
          ],
        },
        {
          title: 'Doctor of Philosophy in Business Administration',
          subtitle: '3 years (6 semesters)',
          body: [
            'In the first two semesters students take advanced courses in research methods and quantitative and qualitative analysis; they then write a thesis supervised by a professor of the faculty and defend it before a committee that includes an external examiner.',
          ],
          points: [
            'Semesters 1 and 2: courses and the comprehensive examination',
            'Semester 3: approval of the research proposal',
            'Semesters 4 to 6: the thesis and its defence',
          ],
          facts: [
            {
              label: 'Admission',
              value: "A master's in business administration or a related field",
            },
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'facilities',
      heading: 'Facilities',
      columns: 2,
      items: [
        {
          title: 'Business simulation laboratory',
          body: [
            'A laboratory of 40 workstations where teams of students run virtual companies, making production, marketing and finance decisions and competing in a simulated market, and learn accounting software and enterprise resource planning systems.',
          ],
          link: { label: 'College laboratories', href: '/campus-life/labs' },
        },
        {
          title: 'Business incubator',
          body: [
            'Hosts start-ups of students and graduates in the Innovation and Entrepreneurship Centre: workspace, mentoring by entrepreneurs, and help with business plans and finding funding.',
          ],
          link: { label: 'Academic centres', href: '/study/centers' },
        },
      ],
    },
    {
      type: 'list',
      id: 'admission',
      heading: "Admission to the bachelor's degree",
      style: 'checks',
      items: [
        'A secondary school certificate in any track with at least 70%.',
        'Applying online, with your documents, within the admission period announced by the Admission Office.',
        "Master's and doctoral applicants apply through the Deanship of Graduate Studies and Scientific Research.",
      ],
    },
    {
      type: 'list',
      id: 'careers',
      heading: 'After graduation',
      style: 'bullets',
      items: [
        'Accountant or auditor in companies, audit firms and government bodies.',
        'Banking, insurance and investment.',
        'Marketing, sales or human resources specialist.',
        'Systems and business information analyst.',
        'Founding and running your own business.',
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact the Faculty of Business',
      items: [
        {
          label: 'Programme office e-mail',
          value: 'business@alrowad.edu.sd',
          href: 'mailto:business@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 260', href: 'tel:+249183555260' },
        { label: 'Dean', value: 'Dr. Nagla Elsadig Bashir' },
        { label: 'Location', value: 'Law and Business Building, second floor' },
        { label: 'Office hours', value: officeHours },
        {
          label: 'Postgraduate studies',
          value: 'graduate.studies@alrowad.edu.sd',
          href: 'mailto:graduate.studies@alrowad.edu.sd',
        },
      ],
    },
    {
      type: 'callout',
      id: 'apply-now',
      heading: 'Apply to business administration',
      body: [
        "Read the admission steps for the bachelor's and postgraduate programmes and the documents you need, then apply and upload your documents online.",
      ],
      actions: [
        {
          label: 'Apply now',
          href: '/admission',
          srLabel: 'Apply now to the business administration programmes',
        },
        { label: 'Online application form', href: '/admission/application' },
        { label: 'Scholarships', href: '/study/scholarships' },
      ],
    },
  ],

  'study/media': [
    {
      type: 'text',
      id: 'overview',
      heading: 'About the programme',
      paragraphs: [
        'The media programme continues the work of the Media College, founded in 2010, which joined Al-Rowad when Al-Rowad was established in May 2021; the new Bachelor of Media plan admitted its first students in the college’s third year (2023-2024), as the college history page explains.',
        'Today it is taught by the Department of Media, headed by Dr. Rasha Eltayeb Elmubarak, whose 16 faculty members include academics and practising journalists and broadcasters. From the first year students train in the television studio, the radio studio and the digital media laboratory, and the best of their work is published on the college’s channels.',
      ],
    },
    {
      type: 'facts',
      id: 'key-facts',
      heading: 'Key facts',
      items: [
        { label: 'Degree', value: 'Bachelor of Media' },
        { label: 'Duration', value: '4 years (8 semesters)' },
        { label: 'Credit hours', value: '136 credit hours' },
        {
          label: 'Language of instruction',
          value: 'Arabic, with media courses in English',
        },
        { label: 'Intake', value: intake },
        {
          label: 'Specialisations',
          value: '5 specialisations; students choose one at the start of year 3',
        },
        { label: 'Postgraduate', value: "Master's in Media: 2 years with 3 tracks" },
      ],
    },
    {
      type: 'cards',
      id: 'specialisations',
      heading: "The bachelor's five specialisations",
      columns: 3,
      items: [
        {
          title: 'Journalism and Publishing',
          body: [
            'News editing, investigative reporting, photojournalism and layout, in print and online.',
          ],
        },
        {
          title: 'Radio and Television',
          body: [
            'Preparing, presenting and directing programmes, camera work and editing, and producing news bulletins.',
          ],
        },
        {
          title: 'Public Relations',
          body: [
            'Corporate communication, reputation and crisis management, events and media relations.',
          ],
        },
        {
          title: 'Advertising and Marketing Communication',
          body: [
            'Planning advertising campaigns, copywriting, design and measuring campaign impact.',
          ],
        },
        {
          title: 'Digital Media',
          body: [
            'Creating content for digital platforms, podcasts and short video, and managing social media accounts and their analytics.',
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'study-plan',
      heading: "Bachelor's study plan",
      columns: 2,
      items: [
        {
          title: 'Year 1',
          subtitle: 'Semesters 1 and 2 — 34 credit hours',
          points: [
            'Introduction to communication studies',
            'History of the media',
            'Writing and editing in Arabic',
            'Introduction to photography',
            'English, Islamic culture and Sudanese studies',
          ],
        },
        {
          title: 'Year 2',
          subtitle: 'Semesters 3 and 4 — 34 credit hours',
          points: [
            'News writing',
            'Basic radio and television production',
            'Media theories and public opinion',
            'Graphic design',
            'Digital media and social networks',
          ],
        },
        {
          title: 'Year 3',
          subtitle: 'Semesters 5 and 6 — 34 credit hours',
          points: [
            'Media research methods',
            'Media law and ethics',
            'Specialisation courses',
            'Placement with a media organisation',
          ],
        },
        {
          title: 'Year 4',
          subtitle: 'Semesters 7 and 8 — 34 credit hours',
          points: [
            'Media and development',
            'Managing media organisations',
            'Advanced specialisation courses',
            'Graduation project: a produced media work or a research study',
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'master',
      heading: "Master's in Media",
      intro:
        "The Master's in Media lasts 2 years (4 semesters): two semesters of courses, then two for a research thesis or an applied project. Students choose one of three tracks:",
      columns: 3,
      items: [
        {
          title: 'Journalism and Digital Media',
          body: ['Data journalism, fact-checking and running digital newsrooms.'],
        },
        {
          title: 'Strategic Communication and Public Relations',
          body: [
            'Communication planning for organisations, crisis management and government communication.',
          ],
        },
        {
          title: 'Radio and Television Production',
          body: ['Documentary production, station management and advanced directing.'],
        },
      ],
    },
    {
      type: 'cards',
      id: 'facilities',
      heading: 'Studios and laboratories',
      columns: 3,
      items: [
        {
          title: 'Television studio',
          body: [
            'A three-camera high-definition studio with a control room and news and talk-show sets, where students produce complete bulletins and programmes.',
          ],
        },
        {
          title: 'Radio studio',
          body: [
            'An on-air studio and a soundproofed recording booth, where students record radio programmes and podcasts and practise presenting.',
          ],
        },
        {
          title: 'Digital media laboratory',
          body: [
            'Editing, design and photography workstations, where students produce digital content and run practice media accounts.',
          ],
          link: { label: 'College laboratories', href: '/campus-life/labs' },
        },
      ],
    },
    {
      type: 'list',
      id: 'admission',
      heading: 'Admission requirements',
      style: 'checks',
      items: [
        "Bachelor's: a secondary school certificate in any track with at least 70%.",
        "Master's: a bachelor's in media, or in another field with supplementary courses; applications go through the Deanship of Graduate Studies and Scientific Research.",
        'Applying online, with your documents, within the admission period announced by the Admission Office.',
      ],
    },
    {
      type: 'list',
      id: 'careers',
      heading: 'After graduation',
      style: 'bullets',
      items: [
        'Journalist and editor at newspapers, news websites and news agencies.',
        'Radio and television producer, presenter and director.',
        'Public relations and media officer in government, companies and organisations.',
        'Content creator and digital platform manager.',
        "Media researcher, and further study in the Master's in Media.",
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact the Department of Media',
      items: [
        {
          label: 'Programme office e-mail',
          value: 'media@alrowad.edu.sd',
          href: 'mailto:media@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 270', href: 'tel:+249183555270' },
        { label: 'Head of department', value: 'Dr. Rasha Eltayeb Elmubarak' },
        { label: 'Location', value: 'Main Academic Building, studio wing' },
        { label: 'Office hours', value: officeHours },
        admissionEmail,
      ],
    },
    {
      type: 'callout',
      id: 'apply-now',
      heading: 'Apply to media',
      body: [
        'Read the admission steps and the documents you need, then apply and upload your documents online.',
      ],
      actions: [
        { label: 'Apply now', href: '/admission', srLabel: 'Apply now to the media programme' },
        { label: 'Online application form', href: '/admission/application' },
        { label: 'Scholarships', href: '/study/scholarships' },
      ],
    },
  ],
};
