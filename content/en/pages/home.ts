import type { PageInput } from '../../page-schema';

export const page = {
  title: 'Al-Rowad College of Science and Technology',
  description:
    'Al-Rowad College of Science and Technology, Sudan: eight programmes in medicine, nursing, medical laboratories, IT, law, business and media.',
  intro: [
    'Al-Rowad College of Science and Technology is a private, not-for-profit college in Sudan, established in May 2021. It offers eight programmes in medicine, nursing, medical laboratories, information technology, law, business administration and media.',
  ],
  sections: [],
} satisfies PageInput;
