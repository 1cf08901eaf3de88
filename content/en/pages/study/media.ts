import type { PageInput } from '../../../page-schema';
import { admissionEmail, intake, officeHours } from '../../common/programmes';

export const page = {
  title: 'Media',
  description:
    "The media programme: a 4-year bachelor's with 5 specialisations, a 2-year master's with 3 tracks, and TV, radio and digital media studios.",
  intro: [
    "Media from bachelor's to master's: the five specialisations, the study plan, the three master's tracks and the studios where students train.",
  ],
  sections: [
    {
      type: 'text',
      id: 'overview',
      heading: 'About the programme',
      paragraphs: [
        'The media programme continues the work of the Media College, founded in 2010, which joined Al-Rowad when Al-Rowad was established in May 2021; the new Bachelor of Media plan admitted its first students in the college’s third year (2023-2024), as the college history page explains.',
        'Today it is taught by the {{programme.media.faculty}}, headed by {{programme.media.dean}}, whose 16 faculty members include academics and practising journalists and broadcasters. From the first year students train in the television studio, the radio studio and the digital media laboratory, and the best of their work is published on the college’s channels.',
      ],
    },
    {
      type: 'facts',
      id: 'key-facts',
      heading: 'Key facts',
      items: [
        { label: 'Degree', value: '{{programme.media.degree}}' },
        { label: 'Offered by', value: '{{programme.media.faculty}}' },
        { label: 'Duration', value: '{{programme.media.duration}}' },
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
        "Bachelor's: a secondary school certificate in any track with at least {{minimum.media}}.",
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
        { label: 'Head of department', value: '{{programme.media.dean}}' },
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
        { label: 'Fees and costs', href: '/admission/fees' },
      ],
    },
  ],
} satisfies PageInput;
