import type { CareersContent } from '../outreach-schema';

export const careers: CareersContent = {
  heading: 'Open positions',
  intro:
    'Each position shows its reference, its department, the type of contract and the last day we accept applications. Apply by e-mail with the reference in the subject.',
  applyEmail: 'careers@alrowad.edu.sd',
  positions: [
    {
      ref: 'MED-2026-07',
      title: 'Assistant Professor of Internal Medicine',
      department: 'Faculty of Medicine',
      type: 'full-time',
      closingDate: '2027-01-15',
      summary:
        'Teach internal medicine to medical students and supervise their clinical training on the medical wards of the teaching hospital.',
      duties: [
        'Give lectures and lead case-based tutorials in internal medicine for students in the clinical years.',
        'Supervise students and interns on ward rounds and in the outpatient clinics of the teaching hospital.',
        'Set and mark written and clinical examinations (OSCE) with the department.',
        'Carry out research and supervise final-year student research projects.',
        'Take part in the work of the Faculty’s committees and in continuing medical education.',
      ],
      requirements: [
        'MD or a clinical doctorate in internal medicine, or a fellowship of a recognised medical board.',
        'Full registration with the Sudan Medical Council.',
        'At least three years of clinical practice after specialisation, and teaching experience.',
        'Published research in peer-reviewed journals.',
        'Fluent Arabic and English for teaching.',
      ],
    },
    {
      ref: 'NUR-2026-03',
      title: 'Clinical Nursing Instructor',
      department: 'Department of Nursing',
      type: 'full-time',
      closingDate: '2026-12-20',
      summary:
        'Train nursing bachelor and diploma students in the clinical skills laboratory and on the wards of the teaching hospital.',
      duties: [
        'Teach and assess clinical nursing skills in the clinical skills laboratory.',
        'Accompany groups of students on their hospital placements and check their logbooks.',
        'Prepare practical sessions and simulation scenarios with the course coordinators.',
        'Follow the progress of each student and report to the head of department every semester.',
      ],
      requirements: [
        'Master’s degree in nursing, or a bachelor’s degree in nursing with at least five years of clinical experience.',
        'Registration with the Sudan Medical Council as a nurse.',
        'At least two years of experience in clinical teaching or the supervision of students.',
        'A current basic life support (BLS) certificate.',
      ],
    },
    {
      ref: 'MLS-2026-02',
      title: 'Medical Laboratory Technologist (Haematology and Blood Transfusion)',
      department: 'Medical Laboratories programme',
      type: 'full-time',
      closingDate: '2026-12-31',
      summary:
        'Run the haematology and blood transfusion teaching laboratory and help students in their practical classes.',
      duties: [
        'Prepare equipment, reagents and samples for practical classes in haematology and blood transfusion.',
        'Help lecturers supervise students in the laboratory and keep the practical records.',
        'Calibrate and maintain the analysers and keep the internal quality control records.',
        'Apply the laboratory’s biosafety and waste disposal rules and train students in them.',
      ],
      requirements: [
        'Bachelor’s degree (honours) in medical laboratory sciences, specialised in haematology.',
        'Registration with the Sudan Medical Council as a laboratory specialist.',
        'At least two years of work in a hospital or reference laboratory.',
        'Good command of laboratory quality and biosafety procedures.',
      ],
    },
    {
      ref: 'LAW-2026-04',
      title: 'Part-time Lecturer in Commercial Law',
      department: 'Department of Law',
      type: 'part-time',
      closingDate: '2027-01-10',
      summary:
        'Teach commercial law courses on the commercial law track of the law programme, 6 teaching hours a week, from the second semester of 2026-2027.',
      duties: [
        'Teach the courses on commercial companies, commercial papers and commercial contracts.',
        'Prepare the course plan, the readings and the examinations with the Department of Law.',
        'Hold one office hour a week for students.',
        'Take part in moot court sessions on commercial disputes.',
      ],
      requirements: [
        'PhD or master’s degree in commercial law or private law.',
        'At least three years of university teaching, legal practice or work in the judiciary.',
        'Licence to practise law in Sudan, for practitioners (preferred).',
        'Ability to teach in Arabic and to use English legal sources.',
      ],
    },
    {
      ref: 'ICT-2026-05',
      title: 'Network and Systems Administrator',
      department: 'E-Learning and Information Systems Unit',
      type: 'full-time',
      closingDate: '2026-12-15',
      summary:
        'Keep the college’s network, servers, e-mail and learning platform running and secure for students and staff.',
      duties: [
        'Run the campus network (wired and wireless), the firewalls and the servers.',
        'Manage the student and staff e-mail accounts and the sign-in to the learning platform.',
        'Take and test backups, apply security updates and keep a record of incidents.',
        'Answer support requests from staff and students that the help desk passes on.',
        'Document the systems and keep the equipment inventory up to date.',
      ],
      requirements: [
        'Bachelor’s degree in computer science, information technology or computer engineering.',
        'At least three years of experience administering Linux and Windows servers and networks.',
        'A networking certificate (such as CCNA) or experience of the same level.',
        'Experience with Microsoft 365 administration (preferred).',
      ],
    },
    {
      ref: 'LNG-2027-01',
      title: 'English Language Lecturer',
      department: 'Department of Languages and General Studies',
      type: 'contract',
      closingDate: '2027-02-05',
      summary:
        'Teach the university English courses that every programme requires, on a one-year contract from March 2027, renewable.',
      duties: [
        'Teach general and academic English to first- and second-year students of all programmes.',
        'Teach English for specific purposes to students of the health programmes.',
        'Set placement tests at the start of each year and the course examinations.',
        'Run a weekly conversation and writing clinic at the languages centre.',
      ],
      requirements: [
        'Master’s degree in English language teaching, applied linguistics or English.',
        'At least two years of teaching English at university or college level.',
        'A recognised teaching qualification (such as CELTA or a diploma in TESOL) is an advantage.',
        'Good spoken Arabic, to support beginners (preferred).',
      ],
    },
  ],
};
