import type { PageInput } from '../../page-schema';

export const page = {
  title: 'Academic Calendar',
  description:
    'Registration and teaching dates for each semester of the academic years 2023-2024 to 2025-2026.',
  intro: [
    'The academic calendar lists the registration and teaching dates, with notes, for the first, second and summer semesters. Choose an academic year to see its semesters.',
    "The calendar may change according to educational needs, and holidays follow official, religious and national occasions. Please follow the college's official announcements.",
  ],
  sections: [],
} satisfies PageInput;
