import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Faculty Personal Sites',
  navLabel: 'Faculty Sites',
  description:
    'Personal websites of faculty members, with their specialisations, offices and e-mail addresses.',
  intro: [
    "Faculty members publish their courses, research and office hours on personal websites. Each card below shows a faculty member's name, academic title, specialisation, office, e-mail address and a link to their site.",
  ],
  sections: [
    {
      type: 'cards',
      id: 'faculty',
      heading: 'Faculty members’ sites',
      columns: 3,
      items: [
        {
          title: 'Dr Amal Eltayeb Ahmed',
          subtitle: 'Associate Professor',
          body: [
            'Notes and clinical skills videos for the surgery course, and her research on surgical site infections.',
          ],
          facts: [
            { label: 'Specialisation', value: 'General surgery' },
            {
              label: 'E-mail',
              value: 'amal.ahmed@alrowad.edu.sd',
              href: 'mailto:amal.ahmed@alrowad.edu.sd',
            },
            { label: 'Office', value: 'Medical Sciences Building, second floor, room 214' },
          ],
          link: {
            label: 'Personal site',
            href: 'https://faculty.alrowad.edu.sd/amal-ahmed',
            srLabel: 'Personal site of Dr Amal Eltayeb Ahmed',
          },
        },
        {
          title: 'Dr Suad Hassan Ali',
          subtitle: 'Assistant Professor',
          body: [
            'Community health nursing courses, field training guides for primary health care centres, and her office hours.',
          ],
          facts: [
            { label: 'Specialisation', value: 'Community health nursing' },
            {
              label: 'E-mail',
              value: 'suad.ali@alrowad.edu.sd',
              href: 'mailto:suad.ali@alrowad.edu.sd',
            },
            { label: 'Office', value: 'Medical Sciences Building, first floor, room 108' },
          ],
          link: {
            label: 'Personal site',
            href: 'https://faculty.alrowad.edu.sd/suad-ali',
            srLabel: 'Personal site of Dr Suad Hassan Ali',
          },
        },
        {
          title: 'Dr Mustafa Adam Yousif',
          subtitle: 'Assistant Professor',
          body: [
            'Practical manuals for the microbiology laboratory and his research on antibiotic resistance in Khartoum hospitals.',
          ],
          facts: [
            { label: 'Specialisation', value: 'Medical microbiology' },
            {
              label: 'E-mail',
              value: 'mustafa.yousif@alrowad.edu.sd',
              href: 'mailto:mustafa.yousif@alrowad.edu.sd',
            },
            { label: 'Office', value: 'Medical Sciences Building, first floor, room 126' },
          ],
          link: {
            label: 'Personal site',
            href: 'https://faculty.alrowad.edu.sd/mustafa-yousif',
            srLabel: 'Personal site of Dr Mustafa Adam Yousif',
          },
        },
        {
          title: 'Prof. Abdelaziz Elnour Hamid',
          subtitle: 'Professor',
          body: [
            'Courses in computer networks and cyber security, his publications, and projects open to final-year students.',
          ],
          facts: [
            { label: 'Specialisation', value: 'Computer networks and information security' },
            {
              label: 'E-mail',
              value: 'abdelaziz.hamid@alrowad.edu.sd',
              href: 'mailto:abdelaziz.hamid@alrowad.edu.sd',
            },
            { label: 'Office', value: 'Information Technology Building, first floor, room 118' },
          ],
          link: {
            label: 'Personal site',
            href: 'https://faculty.alrowad.edu.sd/abdelaziz-hamid',
            srLabel: 'Personal site of Prof. Abdelaziz Elnour Hamid',
          },
        },
        {
          title: 'Dr Reem Abdelgadir Musa',
          subtitle: 'Lecturer',
          body: [
            'Lecture notes and case studies in commercial law, and the moot court calendar of the Department of Law.',
          ],
          facts: [
            { label: 'Specialisation', value: 'Commercial law' },
            {
              label: 'E-mail',
              value: 'reem.musa@alrowad.edu.sd',
              href: 'mailto:reem.musa@alrowad.edu.sd',
            },
            { label: 'Office', value: 'Law and Business Building, first floor, room 105' },
          ],
          link: {
            label: 'Personal site',
            href: 'https://faculty.alrowad.edu.sd/reem-musa',
            srLabel: 'Personal site of Dr Reem Abdelgadir Musa',
          },
        },
        {
          title: 'Dr Sawsan Mirghani Elkhidir',
          subtitle: 'Associate Professor',
          body: [
            'Accounting and auditing courses, exercises with accounting software, and her research on small businesses in Sudan.',
          ],
          facts: [
            { label: 'Specialisation', value: 'Accounting and auditing' },
            {
              label: 'E-mail',
              value: 'sawsan.elkhidir@alrowad.edu.sd',
              href: 'mailto:sawsan.elkhidir@alrowad.edu.sd',
            },
            { label: 'Office', value: 'Law and Business Building, second floor, room 203' },
          ],
          link: {
            label: 'Personal site',
            href: 'https://faculty.alrowad.edu.sd/sawsan-elkhidir',
            srLabel: 'Personal site of Dr Sawsan Mirghani Elkhidir',
          },
        },
      ],
    },
    {
      type: 'steps',
      id: 'request-a-site',
      heading: 'Request or update your personal site',
      intro:
        'Every faculty member can have a personal site at faculty.alrowad.edu.sd. The e-services office sets it up and trains you to keep it up to date.',
      items: [
        {
          title: 'Prepare your content',
          body: 'A short biography, a recent photo, your academic title and specialisation, your office and office hours, the courses you teach, your publications and your CV as a PDF file.',
        },
        {
          title: 'Send your request',
          body: 'E-mail support@alrowad.edu.sd from your college address with the subject “Personal site” and your content attached, or bring it to the e-services office in the Administration Building, ground floor, room G12.',
        },
        {
          title: 'Check your site',
          body: 'The office publishes your site within 5 working days and sends you its address and an editing account. Check it and ask for any correction.',
        },
        {
          title: 'Keep it up to date',
          body: 'Update your courses and office hours at the start of each semester. If you change office or title, or leave the college, tell the e-services office so that this page stays correct.',
        },
      ],
    },
  ],
} satisfies PageInput;
