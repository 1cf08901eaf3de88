import type { PageInput } from '../../../page-schema';
import { officeHours } from '../../common/study-support';

export const page = {
  title: 'Scholarships',
  description:
    'Scholarships for academic excellence, financial need, activity and international students: percentages, conditions and how to apply.',
  intro: [
    'Academic excellence scholarships cover 25-100% of fees: gold (100%) for an average of 95% or more, silver (75%) for 90-94.9% and bronze (50%) for 85-89.9%.',
    'Financial need scholarships cover 25-100% of fees, activity excellence scholarships 25-50% and international excellence scholarships 50-100%; a combined need and excellence award is capped at 100%.',
    'To keep a scholarship, students must maintain a GPA of at least 3.5 out of 5 for excellence awards or 3 out of 5 for need awards, and pass at least 15 credit hours each semester.',
  ],
  sections: [
    {
      type: 'table',
      id: 'academic-excellence',
      heading: 'Academic excellence scholarships',
      intro:
        'Academic excellence scholarships cover 25-100% of tuition fees. New students receive them on their secondary certificate average, and current students on their rank in their cohort.',
      caption:
        'Academic excellence scholarship tiers: the average required and the share of fees covered',
      columns: ['Tier', 'Average required', 'Share of fees covered'],
      rows: [
        ['Gold', '95% or more in the secondary certificate', '100%'],
        ['Silver', '90-94.9% in the secondary certificate', '75%'],
        ['Bronze', '85-89.9% in the secondary certificate', '50%'],
        [
          'Top of the cohort',
          'First to third in the cohort, with a cumulative GPA of 4.5 out of 5 or more',
          '25%',
        ],
      ],
    },
    {
      type: 'cards',
      id: 'types',
      heading: 'Other scholarships',
      columns: 2,
      items: [
        {
          title: 'Financial need scholarship',
          body: [
            "For students whose family's financial circumstances would stop them continuing their studies; the share is set after a review of their social and financial situation.",
          ],
          facts: [{ label: 'Covers', value: '25-100% of fees' }],
        },
        {
          title: 'Activity excellence scholarship',
          body: [
            'For students who excel in sport, cultural activities, community service or volunteering, and who represent the college or lead its activities.',
          ],
          facts: [{ label: 'Covers', value: '25-50% of fees' }],
        },
        {
          title: 'International excellence scholarship',
          body: [
            'For international students with outstanding secondary results or results at the college; the share depends on their average.',
          ],
          facts: [{ label: 'Covers', value: '50-100% of fees' }],
          link: { label: 'International students', href: '/study/international-students' },
        },
        {
          title: 'Combined need and excellence',
          body: [
            'A student who excels and is in financial need may hold both scholarships, but together they are capped at 100% of fees.',
          ],
          facts: [{ label: 'Covers', value: 'At most 100% of fees' }],
        },
      ],
    },
    {
      type: 'table',
      id: 'continuation',
      heading: 'Keeping your scholarship',
      intro:
        'Scholarships are reviewed at the end of every semester, and students keep theirs as long as they meet these conditions:',
      caption:
        'The minimum cumulative GPA and credit hours passed to keep each type of scholarship',
      columns: ['Scholarship', 'Cumulative GPA', 'Hours passed per semester'],
      rows: [
        [
          'Academic and international excellence',
          'At least 3.5 out of 5',
          'At least 15 credit hours',
        ],
        ['Financial need', 'At least 3 out of 5', 'At least 15 credit hours'],
        [
          'Activity excellence',
          'At least 3 out of 5, with continued activity',
          'At least 15 credit hours',
        ],
      ],
    },
    {
      type: 'list',
      id: 'rules',
      heading: 'General rules',
      style: 'bullets',
      items: [
        'Scholarships cover tuition fees only, not housing, transport or books.',
        'A student holds only one scholarship, except combined need and excellence, capped at 100% of fees.',
        'A student who no longer meets the conditions loses the scholarship for the next semester, and gets it back once if they meet the conditions again.',
        'A scholarship is withdrawn after a disciplinary sanction or if the application is found to contain false information.',
      ],
    },
    {
      type: 'steps',
      id: 'apply',
      heading: 'How to apply',
      items: [
        {
          title: 'Fill in the scholarship form',
          body: 'New students fill it in with their admission application; current students fill it in on the e-services portal from 1 to 30 September each year.',
        },
        {
          title: 'Submit the documents for your scholarship type',
          body: 'Attach the documents required for the type of scholarship, as listed in the table below; incomplete applications are not considered.',
        },
        {
          title: 'Interview, if any',
          body: 'The scholarships committee of the Deanship of Student Affairs interviews applicants for financial need and activity scholarships, and may ask for further documents.',
        },
        {
          title: 'Acceptance notice and signing the terms',
          body: 'Successful applicants receive a notice of their scholarship type and share within 4 weeks of the closing date, then sign the terms of the scholarship at the Scholarships Office so it is deducted from their fees.',
        },
      ],
    },
    {
      type: 'table',
      id: 'documents',
      heading: 'Documents by scholarship type',
      caption: 'The documents to attach to an application for each type of scholarship',
      columns: ['Scholarship', 'Documents'],
      rows: [
        ['Academic excellence', 'Secondary certificate or certified university transcript'],
        [
          'Financial need',
          'Proof of family income, a letter from the neighbourhood committee or locality, and evidence of any special circumstances',
        ],
        [
          'Activity excellence',
          'Certificates of participation and awards, and a recommendation from the activity or club supervisor',
        ],
        [
          'International excellence',
          'Secondary certificate with its equivalency, a copy of the passport, and the letter of admission',
        ],
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Scholarships Office',
      intro:
        'The Scholarships Office is part of the Deanship of Student Affairs and answers questions before and after you apply.',
      items: [
        {
          label: 'E-mail',
          value: 'scholarships@alrowad.edu.sd',
          href: 'mailto:scholarships@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 185', href: 'tel:+249183555185' },
        { label: 'Location', value: 'Student Services Building, ground floor' },
        { label: 'Office hours', value: officeHours },
      ],
    },
  ],
} satisfies PageInput;
