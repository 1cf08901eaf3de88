/**
 * Sections of the outreach pages: careers (below the open positions, which are typed data in
 * content/en/careers.ts) and the accessibility statement.
 */
import type { PageSections } from '../../sections';

export const outreachSections: PageSections = {
  careers: [
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

  accessibility: [
    {
      type: 'text',
      id: 'commitment',
      heading: 'Our commitment',
      paragraphs: [
        'Al-Rowad College of Science and Technology wants everyone to be able to use this website: students, applicants, families, staff and visitors, including people who are blind or have low vision, who are deaf or hard of hearing, who have a motor or cognitive disability, and people using old phones or slow connections.',
        'This statement covers the whole website in Arabic and English. It says which standard we follow, how we check it, what does not yet work as it should, and how to tell us about a problem.',
      ],
    },
    {
      type: 'facts',
      id: 'status',
      heading: 'Standard and compliance status',
      items: [
        {
          label: 'Standard',
          value: 'Web Content Accessibility Guidelines (WCAG) 2.2, level AA',
        },
        {
          label: 'Status',
          value:
            'Partially conformant: the pages we build meet WCAG 2.2 level AA; the content listed under known limitations does not yet fully meet it.',
        },
        { label: 'Languages', value: 'Arabic (right-to-left) and English (left-to-right)' },
        { label: 'Date of this statement', value: '23 November 2026' },
        { label: 'Next review', value: 'By May 2027, and whenever the site changes substantially' },
      ],
    },
    {
      type: 'list',
      id: 'what-works',
      heading: 'What you can expect',
      style: 'checks',
      items: [
        'Every page can be used with a keyboard alone, with a clearly visible focus outline, and starts with a link that skips to the main content.',
        'Each page has one main heading, ordered headings and labelled regions (header, navigation, main content, footer), so screen-reader users can move around quickly.',
        'Arabic pages are marked as Arabic and laid out right to left; English pages are marked as English. Phone numbers, e-mail addresses and references read left to right inside Arabic text.',
        'A light and a dark theme, both with text contrast of at least 4.5 to 1.',
        'Text can be enlarged to 200% and pages fit a 320-pixel-wide screen without scrolling sideways.',
        'Images have text alternatives; the map of the campus on the contact page is described in words and the directions are written out beside it.',
        'Animations are switched off when your device asks for reduced motion.',
        'Pages are complete HTML from the server, so they can be read without JavaScript.',
        'Links that open a new tab, such as the Google Calendar and Outlook links of our events, say so to screen readers.',
      ],
    },
    {
      type: 'list',
      id: 'how-we-test',
      heading: 'How we test',
      style: 'numbered',
      items: [
        'Automated checks: axe-core tests every page of the site in both languages and in both the light and dark themes each time the site changes; a change with a serious or critical problem is not published.',
        'Keyboard checks: we go through the menus, tabs, dialogs, forms and downloads with the keyboard alone, on desktop and on a phone-sized screen.',
        'Screen-reader checks: we read the main pages and every new page with NVDA on Windows, VoiceOver on iPhone and TalkBack on Android, in Arabic and in English.',
        'Right-to-left review: Arabic-speaking staff check that Arabic pages mirror correctly — reading order, the direction of arrows and icons, tables, and numbers and addresses inside Arabic text.',
        'Zoom and small screens: we check pages at 200% zoom and at a width of 320 pixels.',
      ],
    },
    {
      type: 'list',
      id: 'limitations',
      heading: 'Known limitations',
      intro:
        'These parts of the site do not yet fully meet the standard. For each, we say what you can do instead.',
      style: 'bullets',
      items: [
        'The online application form on the application page is provided by an external service and embedded in our page. We do not control its code, and it may have unlabelled fields or error messages that screen readers do not announce. If it does not work for you, the admission office will take your application by phone or e-mail, or in person.',
        'Some PDF documents, such as guides, forms and lecture files, may not be fully tagged, so screen readers may read them in the wrong order or miss tables. Ask us for an accessible version (a tagged PDF, a Word document or plain text) and we will send it.',
        'Sites we link to — Google Calendar, Outlook, the learning platform and the webmail sign-in — are run by others and follow their own accessibility policies.',
        'Wide data tables, such as fee and timetable tables, scroll sideways on small screens so that their columns stay readable (WCAG allows this for data tables).',
      ],
    },
    {
      type: 'contact',
      id: 'report',
      heading: 'Report a barrier',
      intro:
        'If something on the site does not work for you, tell us the address of the page, what you were trying to do and what happened, and if you can, the device, browser and any assistive technology you use. We reply within 5 working days.',
      items: [
        {
          label: 'E-mail',
          value: 'accessibility@alrowad.edu.sd',
          href: 'mailto:accessibility@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 120', href: 'tel:+249183555120' },
        { label: 'Response time', value: 'We reply within 5 working days' },
        { label: 'Phone hours', value: 'Sunday to Thursday, 8am to 4pm' },
      ],
    },
    {
      type: 'steps',
      id: 'after-you-report',
      heading: 'What happens after you report a problem',
      items: [
        {
          title: 'We reply within 5 working days',
          body: 'A member of the web team confirms what the problem is and who is dealing with it.',
        },
        {
          title: 'You get the information another way',
          body: 'If you need content you could not reach — a document, a form, a timetable — we send it in a format that works for you within the same 5 working days, or read it to you by phone.',
        },
        {
          title: 'We fix the problem',
          body: 'We correct our own pages and tell you when the fix is published; for content run by others we pass your report on to them and tell you what they answered.',
        },
        {
          title: 'If you are not satisfied',
          body: 'Write to the Vice-Dean for Development and Quality through the Quality Assurance and Accreditation Unit at quality@alrowad.edu.sd. She replies within 10 working days.',
        },
      ],
    },
    {
      type: 'text',
      id: 'about-this-statement',
      heading: 'About this statement',
      paragraphs: [
        'This statement was prepared on 23 November 2026 from a self-assessment by the college’s web team, using the automated and manual tests described above.',
        'We review it at least every six months, and whenever we add a new kind of page or service to the site.',
      ],
    },
  ],
};
