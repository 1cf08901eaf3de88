import type { StaffContent } from '../staff-schema';

/**
 * The staff directory's department chips. The people are published by staff from the database
 * (/staff/directory); the records the site started with are in
 * src/server/db/seeds/directory-seed.ts.
 */
export const staff: StaffContent = {
  departments: {
    administration: 'إدارة الكلية',
    medicine: 'كلية الطب',
    nursing: 'كلية التمريض',
    labs: 'كلية المختبرات الطبية',
    law: 'كلية القانون',
    it: 'كلية تقانة المعلومات',
  },
};
