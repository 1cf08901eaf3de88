import type { PageInput } from '../../../page-schema';

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
