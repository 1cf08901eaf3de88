/**
 * What the pages of this area share (study-support): their constants and helpers.
 */

export const officeHours = 'الأحد - الخميس، 8:00 صباحاً - 4:00 مساءً';
