/**
 * The instructor's lecture section in both languages, validated with content/courses-schema.ts
 * when first imported, so `next build` fails on a missing or malformed field.
 */
import { z } from 'zod';
import type { Locale } from '../src/i18n/routing';
import { courses as arCourses } from './ar/courses';
import { courses as enCourses } from './en/courses';
import { coursesSchema, type CoursesContent, type CoursesInput } from './courses-schema';

function load(locale: Locale, raw: CoursesInput): CoursesContent {
  const result = coursesSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(
      `Invalid content in content/${locale}/courses.ts:\n${z.prettifyError(result.error)}`,
    );
  }
  return result.data;
}

const loaded: Record<Locale, CoursesContent> = {
  ar: load('ar', arCourses),
  en: load('en', enCourses),
};

/** The lecture section's content in one language. */
export function getCourses(locale: Locale): CoursesContent {
  return loaded[locale];
}
