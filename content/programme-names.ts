/**
 * The name of each programme of the application form, in a language: the eight undergraduate
 * programmes by their pages' titles (content), the graduate ones from the catalogue.
 * Server side only (it reads all content); the form gets the names as props.
 */
import { getPage } from '@content/index';
import { catalogues } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import {
  graduateProgrammes,
  programmeIds,
  type ProgrammeId,
  undergraduateProgrammes,
} from '@/lib/application-form';

export function programmeName(locale: Locale, id: ProgrammeId): string {
  if ((undergraduateProgrammes as readonly string[]).includes(id)) {
    return getPage(locale, `study/${id as (typeof undergraduateProgrammes)[number]}`).title;
  }
  const names = catalogues[locale].ApplicationForm.graduateProgrammes;
  return names[id as (typeof graduateProgrammes)[number]];
}

/** A programme's name in both languages (an application's pages give both), or null for none. */
export function programmeInBoth(id: ProgrammeId | undefined): { ar: string; en: string } | null {
  return id ? { ar: programmeName('ar', id), en: programmeName('en', id) } : null;
}

export function programmeNames(locale: Locale): Record<ProgrammeId, string> {
  return Object.fromEntries(programmeIds.map((id) => [id, programmeName(locale, id)])) as Record<
    ProgrammeId,
    string
  >;
}
