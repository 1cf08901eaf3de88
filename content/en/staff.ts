import type { StaffContent } from '../staff-schema';

/**
 * The staff directory's department chips. The people are published by staff from the database
 * (/staff/directory); the records the site started with are in
 * src/server/db/seeds/directory-seed.ts.
 */
export const staff: StaffContent = {
  departments: {
    administration: 'College Administration',
    medicine: 'Faculty of Medicine',
    nursing: 'Faculty of Nursing',
    labs: 'Faculty of Medical Labs',
    law: 'Faculty of Law',
    it: 'Faculty of IT',
  },
};
