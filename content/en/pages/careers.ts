import type { PageInput } from '../../page-schema';
import type { CareersContent } from '../../outreach-schema';

export const page = {
  title: 'Careers at the College',
  navLabel: 'Careers',
  description:
    'Open academic and technical positions at Al-Rowad College, what each job involves and requires, and how to apply by e-mail.',
  intro: [
    'The college recruits faculty members, teaching assistants, technicians and administrative staff who share its commitment to quality in education, scientific research and community service.',
    'Below are the positions open now, each with its closing date. Apply by e-mail to careers@alrowad.edu.sd with the position’s reference in the subject.',
  ],
  sections: [
    {
      type: 'steps',
      id: 'how-to-apply',
      heading: 'How to apply',
      intro:
        'We accept applications by e-mail only, one e-mail for each position, until the closing date shown on the position.',
      items: [
        {
          title: 'Choose a position and note its reference',
          body: 'Each position above has a reference such as MED-2026-07. Read what the job involves and check that you meet the requirements.',
        },
        {
          title: 'Prepare your documents as PDF files',
          body: 'A CV; a cover letter that shows how you meet each requirement; copies of your certificates (degrees from outside Sudan with their equivalence from the Ministry of Higher Education and Scientific Research); the names, positions and contact details of two referees; and a copy of your national ID card or passport. Keep the attachments under 10 MB in total.',
        },
        {
          title: 'E-mail careers@alrowad.edu.sd with the reference in the subject',
          body: 'Write the subject as “Application MED-2026-07: Assistant Professor of Internal Medicine”, with the reference of your position. The “Apply by e-mail” button of each position opens your e-mail program with the address and the subject filled in.',
        },
        {
          title: 'Receive our acknowledgement',
          body: 'The Human Resources Department confirms receipt within 3 working days. Applications that arrive after the closing date, or without the reference in the subject, may not be considered.',
        },
        {
          title: 'Interview',
          body: 'Shortlisted applicants are invited within 3 weeks of the closing date. Applicants for academic posts give a 20-minute teaching presentation to a panel; applicants for technical posts take a practical test.',
        },
        {
          title: 'References, certificates and the offer',
          body: 'We contact your referees and verify your certificates, then send a written offer stating the salary, the start date and the terms of the contract.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'what-we-offer',
      heading: 'What we offer',
      columns: 3,
      items: [
        {
          title: 'Salary and allowances',
          body: [
            'A salary on the college’s published scale by grade and experience, with housing and transport allowances for full-time staff.',
          ],
        },
        {
          title: 'Health insurance',
          body: [
            'Medical insurance for full-time staff and their families, and treatment at the teaching hospital’s clinics.',
          ],
        },
        {
          title: 'Professional development',
          body: [
            'Courses in teaching, research and administration from the Professional Development and Training Unit, and support to attend conferences.',
          ],
        },
        {
          title: 'Research support',
          body: [
            'Faculty members can apply for the college’s research programmes and use its laboratories, library and research office.',
          ],
          link: { label: 'Research programmes', href: '/research/programs' },
        },
        {
          title: 'Reduced fees for staff children',
          body: [
            'Children of full-time staff admitted to one of the college’s programmes pay reduced tuition fees.',
          ],
        },
        {
          title: 'A college that is not profit-oriented',
          body: [
            'Work where income goes back into teaching, research, scholarships and community service.',
          ],
        },
      ],
    },
    {
      type: 'callout',
      id: 'equal-opportunities',
      heading: 'Equal opportunities',
      body: [
        'We select staff on merit, whatever their sex, ethnicity, religion or disability, and we welcome applications from women for every post, academic and technical.',
        'If you have a disability and need an adjustment for the interview or the test — more time, a ground-floor room, documents in another format — tell us in your application e-mail and we will arrange it.',
      ],
      actions: [{ label: 'Our accessibility statement', href: '/accessibility' }],
    },
    {
      type: 'faq',
      id: 'questions',
      heading: 'Questions about applying',
      items: [
        {
          question: 'Can I apply for more than one position?',
          answer:
            'Yes. Send a separate e-mail for each position, each with its own reference in the subject, so that each application reaches the right selection panel.',
        },
        {
          question: 'Can I send an application when no suitable position is open?',
          answer:
            'Faculty members may send an open application to careers@alrowad.edu.sd with the subject “Open application” followed by their field. We keep it for one year and contact you if a suitable position opens.',
        },
        {
          question: 'Can I hand in my application on paper?',
          answer:
            'We ask for e-mail so that every application is recorded the same way. If you cannot send e-mail, bring your documents in an envelope marked with the reference to the Human Resources Department, Sunday to Thursday, 8am to 4pm, before the closing date.',
        },
      ],
    },
    {
      type: 'contact',
      id: 'human-resources',
      heading: 'Human Resources Department',
      items: [
        {
          label: 'Applications',
          value: 'careers@alrowad.edu.sd',
          href: 'mailto:careers@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 135', href: 'tel:+249183555135' },
        { label: 'Office', value: 'Administration building, ground floor' },
        { label: 'Hours', value: 'Sunday to Thursday, 8am to 4pm' },
      ],
    },
  ],
} satisfies PageInput;

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
      employment: 'full-time',
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
      employment: 'full-time',
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
      employment: 'full-time',
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
      employment: 'part-time',
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
      employment: 'full-time',
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
      employment: 'contract',
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
