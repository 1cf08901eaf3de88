import type { NewsItem } from '../schema';

export const news: NewsItem[] = [
  {
    slug: 'robotics-competition-win',
    title: 'IT Students Win First Place in Universities Robotics Competition',
    date: '2026-11-08',
    excerpt:
      'Four information technology students took first place in the universities robotics competition with a robot that sorts medical waste, ahead of teams from 14 universities and colleges.',
    body: [
      'A team of four information technology students from Al-Rowad College of Science and Technology has won first place in the universities robotics competition, held over three days at the end of October with 14 universities and colleges taking part.',
      "The team's robot sorts hospital waste into separate bins using a camera and an image-recognition model that the students trained themselves. The judges praised its accuracy, its low cost and the way it answers a real need in Sudanese hospitals.",
      "The team was supervised by Dr. Hassan Abdelrahim Eltayeb, lecturer in artificial intelligence, and built the robot in the college's computer laboratories with support from the Innovation and Entrepreneurship Centre.",
      "Receiving the team, the Dean, Prof. Abdalla Mohamed Elhassan, congratulated the students and said the result shows what students can achieve when they apply their knowledge to the problems of their own communities. The team will present the robot at the college's annual scientific conference in January 2027.",
    ],
    imageAlt:
      'Four students in college shirts stand beside their waste-sorting robot, holding the first-place trophy.',
  },
  {
    slug: 'harvard-cooperation',
    title: 'College Signs Training Agreement with a Harvard-Affiliated Public-Health Initiative',
    date: '2026-10-14',
    excerpt:
      'Faculty members and final-year health students will join an online training programme in research methods and evidence-based practice under a new academic cooperation agreement.',
    body: [
      'Al-Rowad College of Science and Technology has signed an academic cooperation agreement with a public-health training initiative affiliated with Harvard University. Under the agreement, faculty members and final-year students of the health programmes will join an online training programme in research methods and evidence-based practice.',
      'The programme runs for 12 weeks and combines recorded lectures, live online seminars and supervised assignments. The first group of 30 participants, from medicine, nursing and medical laboratories, begins in January 2027.',
      'The agreement covers training and academic exchange only. It does not make the college a branch or partner institution of Harvard University and does not lead to a Harvard degree; participants who complete the programme receive a certificate of completion from the initiative.',
      'The agreement was signed online by the Vice-Dean for Scientific Research, Prof. Kamaleldin Yousif Babiker, who said it will strengthen the research skills behind the 158 studies the college published in 2024. Faculty members and students who wish to take part can apply through the Deanship of Graduate Studies and Research.',
    ],
    imageAlt:
      'The Vice-Dean for Scientific Research signs the cooperation agreement at a desk facing a screen showing the online signing session.',
  },
  {
    slug: 'new-medical-building',
    title: 'New Medical Sciences Building Opens at the Start of the Academic Year',
    date: '2026-09-20',
    excerpt:
      'A new three-storey building for medicine, nursing and medical laboratories has opened, with lecture halls, an anatomy hall, a clinical skills laboratory and research laboratories.',
    body: [
      'The college opened its new medical sciences building on Sunday, 20 September 2026, at the start of the new academic year. The three-storey building serves students of medicine, nursing and medical laboratories.',
      'The ground floor holds four lecture halls of 120 seats each and a reading room linked to the medical library. The first floor houses the anatomy hall and a clinical skills laboratory, where students practise examination and nursing procedures on training models before they meet patients.',
      "The second floor is given to teaching and research laboratories for haematology, microbiology and clinical chemistry, equipped to support the college's research projects as well as teaching.",
      'At the opening, the Dean, Prof. Abdalla Mohamed Elhassan, thanked the board of trustees, the staff and the engineers who completed the building, and said that it gives students the preparation they need before their clinical training at the teaching hospital.',
    ],
    imageAlt:
      'The front of the new three-storey medical sciences building, with students gathered at its entrance on opening day.',
  },
];
