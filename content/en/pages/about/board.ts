import type { PageInput } from '../../../page-schema';
import type { BoardContent } from '../../../board-schema';

export const page = {
  title: 'Board of Trustees',
  description:
    "Members of the college's board of trustees, its chairman and vice-chairman, and the duties the board carries out.",
  intro: [
    "The board of trustees is the college's highest governing body. It sets policy, supervises the college's performance, approves the budget and new programmes, and appoints the dean and senior leaders.",
    "It also approves regulations, endorses partnerships and works to develop the college's resources. This page presents the chairman, the vice-chairman and the other members of the board.",
  ],
  sections: [],
} satisfies PageInput;

/**
 * The board of trustees page: the board's duties, and the static entries shown when the
 * database has no leadership rows or no other members (also the seed of a fresh database).
 * Ids, roles and order match content/ar/pages/about/board.ts.
 */
export const board: BoardContent = {
  duties: [
    {
      id: 'policies',
      title: 'Setting policy',
      description:
        "Sets the college's general policies and strategic direction in line with its vision and mission.",
    },
    {
      id: 'supervision',
      title: 'Supervision',
      description:
        "Supervises the college's academic, administrative and financial performance and follows up its annual plans.",
    },
    {
      id: 'budget',
      title: 'Approving the budget',
      description:
        "Approves the college's annual budget, its final accounts and the auditors' reports.",
    },
    {
      id: 'programmes',
      title: 'New programmes',
      description:
        'Approves new academic programmes and specialisations after studying their feasibility and the needs of the labour market.',
    },
    {
      id: 'appointments',
      title: 'Appointing leaders',
      description:
        'Appoints the dean of the college and its senior academic and administrative leaders, and reviews their performance.',
    },
    {
      id: 'regulations',
      title: 'Regulations',
      description:
        "Approves and amends the college's academic, administrative and financial regulations.",
    },
    {
      id: 'partnerships',
      title: 'Partnerships',
      description:
        'Endorses cooperation and partnership agreements with academic and professional institutions in Sudan and abroad.',
    },
    {
      id: 'resources',
      title: 'Developing resources',
      description:
        "Works to develop the college's resources and diversify its funding to secure its sustainability.",
    },
  ],
  leadership: [
    {
      id: 'chairman',
      role: 'chairman',
      name: 'Prof. Abdelrahim Mohamed Elamin',
      position: 'Chairman of the Board of Trustees',
      bio: 'Professor of economics and a former university vice-chancellor, with more than thirty years of experience leading higher-education institutions in Sudan. He serves on several academic councils and national education committees.',
    },
    {
      id: 'vice-chairman',
      role: 'vice_chairman',
      name: 'Dr. Suad Osman Eltayeb',
      position: 'Vice-Chairman of the Board of Trustees',
      bio: "Consultant paediatrician and specialist in the quality of medical education. She helped establish the college's health programmes and leads the board's academic affairs committee.",
    },
  ],
  members: [
    {
      id: 'dean',
      role: 'member',
      name: 'Prof. Abdalla Mohamed Elhassan',
      position: 'Dean of the College (ex officio)',
    },
    {
      id: 'treasurer',
      role: 'member',
      name: 'Mr. Hashim Eltahir Elhag',
      position: 'Treasurer and Chair of the Finance Committee',
    },
    {
      id: 'secretary',
      role: 'member',
      name: 'Dr. Amna Babiker Elnour',
      position: 'Secretary of the Board',
    },
    {
      id: 'academic-expert',
      role: 'member',
      name: 'Prof. Yousif Ibrahim Elfaki',
      position: 'Member, representing academic expertise',
    },
    {
      id: 'business-sector',
      role: 'member',
      name: 'Eng. Tarig Salah Eldin Mirghani',
      position: 'Member, representing the business sector',
    },
    {
      id: 'health-sector',
      role: 'member',
      name: 'Dr. Nafisa Ahmed Elsheikh',
      position: 'Member, representing the health sector',
    },
    {
      id: 'legal-adviser',
      role: 'member',
      name: 'Maulana Omer Elsiddig Khalil',
      position: 'Member, legal adviser to the board',
    },
    {
      id: 'community',
      role: 'member',
      name: 'Ms. Mahasin Ali Elzein',
      position: 'Member, representing the local community',
    },
    {
      id: 'parents',
      role: 'member',
      name: 'Mr. Elfatih Hamad Elneil',
      position: 'Member, representing parents',
    },
  ],
};
