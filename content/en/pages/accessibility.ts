import type { PageInput } from '../../page-schema';

export const page = {
  title: 'Accessibility Statement',
  navLabel: 'Accessibility',
  description:
    'How accessible this website is: the standard we meet (WCAG 2.2 AA), how we test, known limitations and how to report a barrier.',
  intro: [
    'We want this website to work for everyone, whatever device or assistive technology they use, in Arabic and in English.',
  ],
  sections: [
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
} satisfies PageInput;
