import type { PageInput } from '../../page-schema';

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
