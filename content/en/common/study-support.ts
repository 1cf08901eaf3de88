/**
 * What the pages of this area share (study-support): their constants and helpers.
 */

export const officeHours = 'Sunday–Thursday, 8:00 AM–4:00 PM';
