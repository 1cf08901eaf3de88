import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'College Signs Training Agreement with a Harvard-Affiliated Public-Health Initiative',
  navLabel: 'Public-Health Training Agreement',
  description:
    'Faculty members and final-year health students will join an online training programme in research methods under a new agreement.',
  intro: [
    'A new academic cooperation agreement opens an online training programme in research methods and evidence-based practice to faculty members and health students.',
  ],
  sections: [],
} satisfies PageInput;
