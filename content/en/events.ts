import type { CollegeEvent } from '../schema';

export const events: CollegeEvent[] = [
  {
    id: 'open-day-2026',
    title: 'Open Day for Applicants',
    date: '2026-12-03',
    time: '09:00',
    durationMinutes: 300,
    location: 'Main Courtyard and Administration Building',
    description:
      'Prospective students and their families tour the campus and meet faculty members from the eight programmes. The admission office explains the requirements, scholarships and the online application.',
  },
  {
    id: 'research-conference-2027',
    title: 'Annual Scientific Conference',
    date: '2027-01-13',
    time: '09:00',
    durationMinutes: 420,
    location: 'College Theatre',
    description:
      'Faculty members, postgraduate and final-year students present research in the health sciences, technology, law and business, alongside a poster exhibition of student projects.',
  },
  {
    id: 'first-cohort-graduation',
    title: 'Graduation Ceremony of the First Cohort',
    date: '2027-02-04',
    time: '16:00',
    durationMinutes: 180,
    location: 'College Stadium',
    description:
      'The college celebrates its first graduates since its founding in May 2021, in the presence of the board of trustees, faculty members and the families of the graduates.',
  },
  {
    id: 'sports-day-2027',
    title: 'Annual Sports Day',
    date: '2027-02-18',
    time: '08:00',
    durationMinutes: 360,
    location: 'Stadium and Indoor Sports Hall',
    description:
      'Students compete in football, basketball, volleyball, athletics and swimming, and the day ends with the presentation of the championship cup.',
  },
];
