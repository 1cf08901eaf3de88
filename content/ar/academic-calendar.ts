import type { CalendarContent } from '../calendar-schema';

/**
 * The words under the academic calendar. Its years, semesters and dates are published by staff
 * from the database (/staff/calendar); the ones the site started with are in
 * src/server/db/seeds/academic-calendar-seed.ts.
 */
export const academicCalendar: CalendarContent = {
  generalNotes: [
    'قد يتغير التقويم الأكاديمي وفق الاحتياجات التعليمية، وتُعلن أي تعديلات في حينها.',
    'تتبع العطلات المناسبات الرسمية والدينية والوطنية، وتُعلن مواعيدها في وقتها.',
    'يرجى متابعة الإعلانات الرسمية للكلية على الموقع ولوحات الإعلانات.',
  ],
};
