/**
 * The instructor's lecture section in English: /en/courses/{slug} and its six pages.
 * Same ids, kinds, levels, durations and links as content/ar/courses.ts (content/courses.test.ts).
 */
import type { CoursesInput } from '../courses-schema';
import { course as home } from './pages/courses';
import { course as math } from './pages/courses/math';
import { course as statistics } from './pages/courses/statistics';
import { course as it } from './pages/courses/it';
import { course as ai } from './pages/courses/ai';
import { course as gis } from './pages/courses/gis';
import { course as biography } from './pages/courses/biography';

export const courses: CoursesInput = {
  email: 'hassan.eltayeb@alrowad.edu.sd',
  home,
  math,
  statistics,
  it,
  ai,
  gis,
  biography,
};
