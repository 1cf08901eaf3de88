import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'IT Students Win First Place in Universities Robotics Competition',
  navLabel: 'Robotics Competition Win',
  description:
    'Four information technology students take first place in the universities robotics competition with a robot that sorts medical waste.',
  intro: [
    'A robot that sorts hospital waste, built by four information technology students, came first among entries from 14 universities and colleges.',
  ],
  sections: [],
} satisfies PageInput;
