import type { CalendarContent } from '../calendar-schema';

/** Semesters by academic year; 2024-2025 holds the specification's seed dates. */
export const academicCalendar: CalendarContent = {
  years: {
    '2023-2024': [
      {
        id: '2023-2024-first',
        name: 'First Semester',
        type: 'regular',
        events: [
          {
            event: 'Registration',
            start: '2023-08-01',
            end: '2023-08-15',
            notes:
              'New and continuing students, online or at the Admission and Registration Office',
          },
          {
            event: 'Classes',
            start: '2023-09-15',
            end: '2023-12-30',
            notes: 'Lectures start on 15 September and end with the final examinations',
          },
        ],
      },
      {
        id: '2023-2024-second',
        name: 'Second Semester',
        type: 'second',
        events: [
          {
            event: 'Registration',
            start: '2024-02-01',
            end: '2024-02-05',
            notes: 'Course registration for the second semester and payment of fees',
          },
          {
            event: 'Classes',
            start: '2024-02-06',
            end: '2024-05-20',
            notes: 'Includes lectures and the final examinations',
          },
        ],
      },
      {
        id: '2023-2024-summer',
        name: 'Summer Semester (optional)',
        type: 'summer',
        events: [
          {
            event: 'Registration',
            start: '2024-06-20',
            end: '2024-06-25',
            notes: 'Optional, for repeated and accelerated courses',
          },
          {
            event: 'Classes begin',
            start: '2024-07-01',
            notes: 'Examination dates are announced with the course timetables',
          },
        ],
      },
    ],
    '2024-2025': [
      {
        id: '2024-2025-first',
        name: 'First Semester',
        type: 'regular',
        events: [
          {
            event: 'Registration',
            start: '2024-08-01',
            end: '2024-08-15',
            notes:
              'New and continuing students, online or at the Admission and Registration Office',
          },
          {
            event: 'Classes',
            start: '2024-09-15',
            end: '2024-12-30',
            notes: 'Lectures start on 15 September and end with the final examinations',
          },
        ],
      },
      {
        id: '2024-2025-second',
        name: 'Second Semester',
        type: 'second',
        events: [
          {
            event: 'Registration',
            start: '2025-02-01',
            end: '2025-02-05',
            notes: 'Course registration for the second semester and payment of fees',
          },
          {
            event: 'Classes',
            start: '2025-02-06',
            end: '2025-05-20',
            notes: 'Includes lectures and the final examinations',
          },
        ],
      },
      {
        id: '2024-2025-summer',
        name: 'Summer Semester (optional)',
        type: 'summer',
        events: [
          {
            event: 'Registration',
            start: '2025-06-20',
            end: '2025-06-25',
            notes: 'Optional, for repeated and accelerated courses',
          },
          {
            event: 'Classes begin',
            start: '2025-07-01',
            notes: 'Examination dates are announced with the course timetables',
          },
        ],
      },
    ],
    '2025-2026': [
      {
        id: '2025-2026-first',
        name: 'First Semester',
        type: 'regular',
        events: [
          {
            event: 'Registration',
            start: '2025-08-01',
            end: '2025-08-15',
            notes:
              'New and continuing students, online or at the Admission and Registration Office',
          },
          {
            event: 'Classes',
            start: '2025-09-15',
            end: '2025-12-30',
            notes: 'Lectures start on 15 September and end with the final examinations',
          },
        ],
      },
      {
        id: '2025-2026-second',
        name: 'Second Semester',
        type: 'second',
        events: [
          {
            event: 'Registration',
            start: '2026-02-01',
            end: '2026-02-05',
            notes: 'Course registration for the second semester and payment of fees',
          },
          {
            event: 'Classes',
            start: '2026-02-06',
            end: '2026-05-20',
            notes: 'Includes lectures and the final examinations',
          },
        ],
      },
      {
        id: '2025-2026-summer',
        name: 'Summer Semester (optional)',
        type: 'summer',
        events: [
          {
            event: 'Registration',
            start: '2026-06-20',
            end: '2026-06-25',
            notes: 'Optional, for repeated and accelerated courses',
          },
          {
            event: 'Classes begin',
            start: '2026-07-01',
            notes: 'Examination dates are announced with the course timetables',
          },
        ],
      },
    ],
    '2026-2027': [
      {
        id: '2026-2027-first',
        name: 'First Semester',
        type: 'regular',
        events: [
          {
            event: 'Registration',
            start: '2026-08-01',
            end: '2026-08-15',
            notes:
              'New and continuing students, online or at the Admission and Registration Office',
          },
          {
            event: 'Classes',
            start: '2026-09-15',
            end: '2026-12-30',
            notes: 'Lectures start on 15 September and end with the final examinations',
          },
        ],
      },
      {
        id: '2026-2027-second',
        name: 'Second Semester',
        type: 'second',
        events: [
          {
            event: 'Registration',
            start: '2027-02-01',
            end: '2027-02-05',
            notes: 'Course registration for the second semester and payment of fees',
          },
          {
            event: 'Classes',
            start: '2027-02-06',
            end: '2027-05-20',
            notes: 'Includes lectures and the final examinations',
          },
        ],
      },
      {
        id: '2026-2027-summer',
        name: 'Summer Semester (optional)',
        type: 'summer',
        events: [
          {
            event: 'Registration',
            start: '2027-06-20',
            end: '2027-06-25',
            notes: 'Optional, for repeated and accelerated courses',
          },
          {
            event: 'Classes begin',
            start: '2027-07-01',
            notes: 'Examination dates are announced with the course timetables',
          },
        ],
      },
    ],
  },
  generalNotes: [
    'The academic calendar may change according to educational needs; any change is announced in good time.',
    'Holidays follow official, religious and national occasions and are announced when their dates are set.',
    "Please follow the college's official announcements on this website and the notice boards.",
  ],
};
