import type { PageInput } from '../../../page-schema';
import { officeHours } from '../../common/research';
import { researchOffice } from '../../../research-facts';

export const page = {
  title: 'Research Deanships',
  description:
    'The Deanship of Graduate Studies and Research and its role in funding, supervising and publishing research at the college.',
  intro: [
    'The Deanship of Graduate Studies and Research manages research at the college. It receives and reviews research proposals, allocates funding, follows up on projects and supports publication in peer-reviewed journals.',
    'It also oversees postgraduate programmes, research ethics review and the registration of patents, working with the Vice-Dean for Scientific Research.',
  ],
  sections: [
    {
      type: 'facts',
      id: 'at-a-glance',
      heading: 'The deanship at a glance',
      items: [
        { label: 'Dean', value: 'Prof. Salwa Abdelhalim Mohamed, Professor of Pharmacology' },
        {
          label: 'Reports to',
          value: 'The Vice-Dean for Scientific Research, Prof. Kamaleldin Yousif Babiker',
        },
        { label: 'Location', value: 'Administration Building, second floor' },
        { label: 'Office hours', value: officeHours },
      ],
    },
    {
      type: 'cards',
      id: 'structure',
      heading: 'Departments and committees',
      columns: 2,
      items: [
        {
          title: 'Research Administration',
          subtitle: 'Deputy Dean for Research: Dr. Tarig Abdalla Elnour',
          points: [
            'Announcing funding rounds and receiving proposals',
            'Organising peer review and following up funded projects',
            'Preparing the annual research report',
            'Organising the annual scientific conference',
          ],
        },
        {
          title: 'Graduate Studies Administration',
          subtitle: 'Deputy Dean for Graduate Studies: Dr. Amira Hassan Elfadil',
          points: [
            "Admission to the master's and doctoral programmes",
            'Registering theses and appointing supervisors',
            'Forming examination committees and approving results',
            "Following students' progress every semester",
          ],
        },
        {
          title: 'Scientific Research Committee',
          subtitle: 'Chaired by the Vice-Dean for Scientific Research',
          points: [
            'Setting research priorities and dividing funding between programmes',
            'Approving proposals after peer review',
            "Reviewing the programmes' annual progress reports",
          ],
        },
        {
          title: 'Research Support Units',
          subtitle: 'Ethics, grants, publication and intellectual property',
          points: [
            'Reviewing studies that involve people',
            'Helping prepare proposals and budgets',
            'Scientific editing and statistical advice',
            'Protecting inventions and registering patents',
          ],
          link: { label: 'Meet the units', href: '/research/units' },
        },
      ],
    },
    {
      type: 'cards',
      id: 'graduate-programmes',
      heading: 'Postgraduate programmes',
      intro: 'The deanship oversees admission and theses in the three postgraduate programmes:',
      columns: 3,
      items: [
        {
          title: "Executive Master's in Business Administration",
          facts: [
            { label: 'Duration', value: '2 years (4 semesters)' },
            { label: 'For', value: 'Working managers and professionals' },
          ],
          link: { label: 'Business administration', href: '/study/business' },
        },
        {
          title: 'Doctorate in Business Administration',
          facts: [
            { label: 'Duration', value: '3 years (6 semesters)' },
            { label: 'For', value: "Holders of a master's degree" },
          ],
          link: { label: 'Business administration', href: '/study/business' },
        },
        {
          title: "Master's in Media",
          facts: [
            { label: 'Duration', value: '2 years, with 3 tracks' },
            { label: 'For', value: 'Media graduates and practitioners' },
          ],
          link: { label: 'Media', href: '/study/media' },
        },
      ],
    },
    {
      type: 'table',
      id: 'research-year',
      heading: 'The research year',
      caption: "The deanship's fixed dates through the year",
      columns: ['Month', 'What happens'],
      rows: [
        ['January', 'Annual scientific conference and best research prizes'],
        ['March', 'First round of research proposals closes (31 March)'],
        ['May', 'First-round results announced and funding contracts signed'],
        ['June', 'Half-yearly project progress reports'],
        ['September', 'Second round of proposals closes (30 September)'],
        ['November', 'Second-round results announced'],
        ['December', "Programmes' annual reports; the annual research report is prepared"],
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact the deanship',
      items: [
        {
          label: 'Deanship of Graduate Studies and Research',
          value: 'graduate.studies@alrowad.edu.sd',
          href: 'mailto:graduate.studies@alrowad.edu.sd',
        },
        {
          label: 'Research Office',
          value: researchOffice.email,
          href: `mailto:${researchOffice.email}`,
        },
        { label: 'Deanships phone', value: '+249 183 555 130', href: 'tel:+249183555130' },
        { label: 'Office hours', value: officeHours },
      ],
    },
  ],
} satisfies PageInput;
