/**
 * The college's time: Khartoum, UTC+2 all year (no summer time since 2017). Editors' dates and
 * times are read in it, events are placed in it, and the workspace shows every moment in it.
 */
export const COLLEGE_TIME_ZONE = 'Africa/Khartoum';

/** Its offset from UTC, for ISO times written with an offset. */
export const COLLEGE_UTC_OFFSET = '+02:00';
