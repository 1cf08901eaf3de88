import type { PageInput } from '../../../page-schema';
import { officeHours } from '../../common/research';
import { proposalMailto, researchOffice } from '../../../research-facts';

export const page = {
  title: 'Research Programmes',
  description:
    'Six funded research programmes with budgets of 10 to 25 million riyals over 3 to 5 years, and how to apply to join them.',
  intro: [
    'The college funds six research programmes, each led by a coordinator, with budgets of 10 to 25 million riyals and durations of 3 to 5 years.',
    'Researchers join a programme through a four-step application process that begins with submitting a research proposal and ends with final approval.',
  ],
  sections: [
    {
      type: 'facts',
      id: 'summary',
      heading: 'The programmes at a glance',
      items: [
        { label: 'Programmes', value: '6 research programmes funded by the college' },
        { label: 'Budget', value: '10 to 25 million riyals per programme, for its whole duration' },
        { label: 'Duration', value: '3 to 5 years' },
        { label: 'Total budgets', value: '100 million riyals' },
        { label: 'Overseen by', value: 'Deanship of Graduate Studies and Research' },
      ],
    },
    {
      type: 'cards',
      id: 'programmes',
      heading: 'The six research programmes',
      intro:
        'Each programme is led by a faculty coordinator and runs several projects in which researchers from more than one discipline work with final-year students.',
      columns: 3,
      items: [
        {
          title: 'Infectious Diseases and Antimicrobial Resistance',
          body: [
            'Studies the causes of common fevers and how to diagnose them, and tracks the spread of antibiotic-resistant bacteria in hospitals and the community.',
          ],
          facts: [
            { label: 'Coordinator', value: 'Dr. Musab Osman Elamin' },
            { label: 'Budget', value: '25 million riyals' },
            { label: 'Duration', value: '5 years (2022-2027)' },
          ],
        },
        {
          title: 'Maternal and Child Health',
          body: [
            'Works to reduce complications of pregnancy and childbirth and child malnutrition, through field studies in the rural health centres served by the mobile clinics.',
          ],
          facts: [
            { label: 'Coordinator', value: 'Dr. Hala Mohamed Khair' },
            { label: 'Budget', value: '20 million riyals' },
            { label: 'Duration', value: '5 years (2023-2028)' },
          ],
        },
        {
          title: 'Non-Communicable and Inherited Blood Diseases',
          body: [
            'Addresses diabetes, high blood pressure and sickle cell disease: risk factors, early detection and low-cost models of follow-up care.',
          ],
          facts: [
            { label: 'Coordinator', value: 'Prof. Salah Eldin Osman Karrar' },
            { label: 'Budget', value: '18 million riyals' },
            { label: 'Duration', value: '4 years (2024-2028)' },
          ],
        },
        {
          title: 'Digital Health and Artificial Intelligence',
          body: [
            'Develops digital tools for diagnosis, health records and health information in Arabic, and tests them with health workers before they are rolled out.',
          ],
          facts: [
            { label: 'Coordinator', value: 'Dr. Hassan Abdelrahim Eltayeb' },
            { label: 'Budget', value: '15 million riyals' },
            { label: 'Duration', value: '4 years (2023-2027)' },
          ],
        },
        {
          title: 'Law, Economy and Recovery',
          body: [
            'Studies the laws that govern investment, employment and electronic contracts, and their effect on small businesses and livelihoods after crises.',
          ],
          facts: [
            { label: 'Coordinator', value: 'Dr. Khalid Mahgoub Elamin' },
            { label: 'Budget', value: '12 million riyals' },
            { label: 'Duration', value: '3 years (2024-2027)' },
          ],
        },
        {
          title: 'Media and Health Communication',
          body: [
            'Measures the effect of health awareness messages on radio and social media, and studies how misinformation spreads and how to counter it.',
          ],
          facts: [
            { label: 'Coordinator', value: 'Dr. Rasha Eltayeb Elmubarak' },
            { label: 'Budget', value: '10 million riyals' },
            { label: 'Duration', value: '3 years (2024-2027)' },
          ],
        },
      ],
    },
    {
      type: 'list',
      id: 'eligibility',
      heading: 'Who can apply',
      style: 'checks',
      items: [
        'Full-time faculty members of the college, as principal investigators.',
        'The team includes at least one co-investigator from another discipline, and one or more final-year or postgraduate students.',
        'The proposal falls within the aims of one of the six programmes and can be completed within the time the programme has left.',
        'A principal investigator leads no more than two funded projects at a time.',
        'Researchers from partner universities and institutions may take part, provided the principal investigator is from the college.',
      ],
    },
    {
      type: 'steps',
      id: 'application',
      heading: 'How to apply',
      intro:
        'The college accepts proposals all year round, and the Scientific Research Committee considers them in two rounds: the first closes on 31 March and the second on 30 September.',
      items: [
        {
          title: 'Submit the research proposal',
          body: "The principal investigator sends the proposal to the Research Office using the approved template (10 pages at most), including aims, methods, timetable, a detailed budget and the team's CVs.",
        },
        {
          title: 'Peer review',
          body: 'The proposal goes to two independent reviewers, one from outside the college, and the investigator receives their comments within 6 weeks to revise the proposal if needed.',
        },
        {
          title: 'Ethics and budget review',
          body: "The Research Ethics Unit reviews the proposal if it involves people or their data, and the Grants and Funding Unit checks the budget against the college's spending regulations.",
        },
        {
          title: 'Final approval and contract',
          body: 'The Scientific Research Committee, chaired by the Vice-Dean for Scientific Research, approves the proposals that meet the requirements, and the principal investigator signs a funding contract that sets out the outputs and reporting dates.',
        },
      ],
    },
    {
      type: 'callout',
      id: 'submit',
      heading: 'Submit your research proposal',
      body: [
        'E-mail your proposal to the Research Office as a single PDF file, and say in your message which programme it belongs to. The Grants and Funding Unit can help you prepare the proposal and budget before you send it.',
      ],
      actions: [
        {
          label: 'Submit a research proposal',
          href: proposalMailto,
          srLabel: `Submit a research proposal by e-mail to ${researchOffice.email}`,
        },
        { label: 'Research support units', href: '/research/units' },
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Questions',
      items: [
        {
          label: 'Research Office',
          value: researchOffice.email,
          href: `mailto:${researchOffice.email}`,
        },
        {
          label: 'Grants and Funding Unit',
          value: 'grants@alrowad.edu.sd',
          href: 'mailto:grants@alrowad.edu.sd',
        },
        { label: 'Phone', value: researchOffice.phone, href: researchOffice.tel },
        { label: 'Office hours', value: officeHours },
      ],
    },
  ],
} satisfies PageInput;
