import type { PageInput } from '../../../page-schema';

export const page = {
  title: "The Dean's Message",
  description:
    'A welcome from the Dean of Al-Rowad College of Science and Technology to students, parents and partners.',
  intro: [
    "A letter from the Dean, Prof. Abdalla Mohamed Elhassan, to students, their families and the college's partners: why we chose our eight specialisations, and what it means for Al-Rowad to be a not-for-profit college.",
  ],
  sections: [
    {
      type: 'message',
      id: 'message',
      heading: 'A message from the Dean',
      paragraphs: [
        'To our students, their parents and our partners: peace be upon you, and welcome to Al-Rowad College of Science and Technology.',
        'Our college offers eight specialisations, chosen because Sudan needs them today and will need them tomorrow. The applied programmes — medicine, medical laboratories and nursing — prepare the people who stand beside the patient and at the laboratory bench. The theoretical programmes — business administration, information technology, law and media — prepare those who run institutions, build their systems, protect rights and report the truth.',
        'Al-Rowad is not profit-oriented: whatever it earns goes back into education and into its students. That is why we reserve a share of our scholarships for gifted students, for those who are struggling and whose means would otherwise cut their studies short, and for those active in serving society. Talent and generosity should never be held back by an empty pocket.',
        'Learning does not stop at the lecture hall. Our medical students train at a teaching hospital alongside experienced doctors, and students of the other programmes learn in laboratories, studios, the moot court and the business incubator, so that they graduate having practised what they studied.',
        'Today we are about to graduate our first cohort, a moment we await with pride after years of shared work by students, teaching staff and employees. I invite you to explore our programmes, to visit us on our open day, and to share our ambition to lead in education, scientific research and service to society.',
      ],
      author: 'Prof. Abdalla Mohamed Elhassan',
      role: 'Dean, Al-Rowad College of Science and Technology',
    },
    {
      type: 'callout',
      heading: 'Start your journey with Al-Rowad',
      body: [
        'Explore the eight programmes and their admission requirements, and the scholarships open to gifted students, students in financial need and those active in serving society.',
      ],
      actions: [
        { label: 'Admission', href: '/admission' },
        { label: 'Academic programmes', href: '/study/programs' },
        { label: 'Scholarships', href: '/study/scholarships' },
      ],
    },
  ],
} satisfies PageInput;
