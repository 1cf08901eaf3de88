import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Research Support Units',
  description:
    'Units that support researchers: research ethics, grants and funding, publication support, and intellectual property and patents.',
  intro: [
    'Support units serve researchers across the college. The Research Ethics Unit reviews studies that involve people, the Grants Unit helps researchers prepare proposals, and the Publication Support Unit offers scientific editing and statistical advice.',
    'The Intellectual Property Unit helps researchers protect their inventions and register patents.',
  ],
  sections: [
    {
      type: 'cards',
      id: 'units',
      heading: 'The four units',
      columns: 2,
      items: [
        {
          title: 'Research Ethics Unit',
          subtitle: 'Head: Prof. Ibrahim Eltahir Musa, Professor of Community Medicine',
          body: [
            'Protects research participants: it reviews every study that involves people, their data or their samples before it starts, and follows it to the end.',
          ],
          points: [
            'Reviewing research protocols and issuing ethics approval',
            'Approved informed-consent templates in Arabic and English',
            'A compulsory research ethics course for new researchers',
            'Receiving complaints from research participants',
          ],
          facts: [{ label: 'Meetings', value: 'First and third Tuesday of every month' }],
        },
        {
          title: 'Grants and Funding Unit',
          subtitle: 'Head: Dr. Reem Abdalla Idris',
          body: [
            'Helps researchers win funding from the college and from outside it, and follows its spending under the contracts and regulations.',
          ],
          points: [
            'A monthly bulletin of open local and international grants',
            'Reviewing proposals and budgets before submission',
            "Managing funding contracts and projects' financial reports",
            'Purchasing research equipment and supplies',
          ],
          facts: [{ label: 'In 2024', value: '37 proposals supported, 14 of them funded' }],
        },
        {
          title: 'Publication Support Unit',
          subtitle: 'Head: Dr. Waleed Ahmed Elzein, Associate Professor of Biostatistics',
          body: [
            'Accompanies researchers from data analysis to acceptance, and encourages publication in indexed peer-reviewed journals.',
          ],
          points: [
            'Statistical advice (SPSS, R and Stata)',
            'Language editing of papers in Arabic and English',
            'Choosing a suitable journal and checking that it is genuine',
            'A contribution to publication fees in indexed journals',
          ],
          facts: [{ label: 'In 2024', value: '96 statistical consultations, 58 papers edited' }],
        },
        {
          title: 'Intellectual Property Unit',
          subtitle: 'Head: Ms. Maha Osman Dafalla, legal adviser',
          body: [
            'Protects the inventions of researchers and students, and helps them register patents and turn them into products that serve the community.',
          ],
          points: [
            'Receiving invention disclosures in strict confidence',
            'Novelty searches in patent databases',
            'Preparing patent applications and following them up with the Registrar General of Intellectual Property',
            'Negotiating licences; inventors receive 50% of the net income',
          ],
          facts: [{ label: 'In 2024', value: '15 patents registered' }],
        },
      ],
    },
    {
      type: 'steps',
      id: 'ethics-review',
      heading: 'How to obtain ethics approval',
      items: [
        {
          title: 'Complete the research ethics course',
          body: 'The principal investigator must hold the certificate of the compulsory course, which is taught online in 6 hours.',
        },
        {
          title: 'Send the study file',
          body: "It includes the protocol, the informed-consent form, the data collection tools and the head of department's approval.",
        },
        {
          title: 'Screening',
          body: 'Within 3 working days the unit decides the type of review: exempt, expedited review for low-risk studies, or full review.',
        },
        {
          title: 'Decision',
          body: 'The decision is issued within 10 working days for expedited review and within 21 days for full review: approval, a request for changes, or a reasoned refusal.',
        },
        {
          title: 'Follow-up',
          body: 'The investigator sends an annual and a final report, and informs the unit of any unexpected event within 48 hours.',
        },
      ],
    },
    {
      type: 'table',
      id: 'service-times',
      heading: 'Service times',
      caption: 'How long the services of the research support units are expected to take',
      columns: ['Service', 'Unit', 'Expected time'],
      rows: [
        ['Expedited ethics review', 'Research ethics', '10 working days'],
        ['Full ethics review', 'Research ethics', '21 days'],
        ['Review of a proposal and budget', 'Grants and funding', '7 working days'],
        ['Statistical consultation appointment', 'Publication support', 'Within 5 working days'],
        ['Language editing of a paper', 'Publication support', '10 working days'],
        ['Novelty search for an invention', 'Intellectual property', '15 working days'],
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact the units',
      intro:
        'All four units are in the Administration Building, second floor, and receive researchers Sunday to Thursday, 8:00 AM to 4:00 PM.',
      items: [
        {
          label: 'Research Ethics Unit',
          value: 'ethics@alrowad.edu.sd',
          href: 'mailto:ethics@alrowad.edu.sd',
        },
        {
          label: 'Grants and Funding Unit',
          value: 'grants@alrowad.edu.sd',
          href: 'mailto:grants@alrowad.edu.sd',
        },
        {
          label: 'Publication Support Unit',
          value: 'publishing@alrowad.edu.sd',
          href: 'mailto:publishing@alrowad.edu.sd',
        },
        {
          label: 'Intellectual Property Unit',
          value: 'ip@alrowad.edu.sd',
          href: 'mailto:ip@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 171', href: 'tel:+249183555171' },
      ],
    },
  ],
} satisfies PageInput;
