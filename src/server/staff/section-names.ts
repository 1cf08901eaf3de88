import 'server-only';
import { programmeName } from '@content/programme-names';
import {
  deskSections,
  editorSections,
  type EditorScope,
  type EditorSection,
} from '@/config/editor-sections';
import { catalogues } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import type { ProgrammeId } from '@/lib/application-choices';

/**
 * Each editor section's name in a language: a desk by its area's title, a programme's page by
 * the programme's name, the other pages by their part of the site (Staff.sections).
 */
export function sectionNames(locale: Locale): Record<EditorSection, string> {
  const staff = catalogues[locale].Staff;
  return Object.fromEntries(
    editorSections.map((section) => {
      if ((deskSections as readonly string[]).includes(section)) {
        return [section, staff.areas[section as (typeof deskSections)[number]].title];
      }
      const own = staff.sections[section as keyof typeof staff.sections] as string | undefined;
      if (own) return [section, own];
      const programme = programmeName(locale, section.slice('pages-'.length) as ProgrammeId);
      return [section, staff.sections.programme.replace('{programme}', programme)];
    }),
  ) as Record<EditorSection, string>;
}

/** An account's sections as one line: "Every section", or their names. */
export function scopeLine(locale: Locale, scope: EditorScope): string {
  if (scope === 'all') return catalogues[locale].StaffAccounts.sectionsAll;
  const names = sectionNames(locale);
  return scope.map((section) => names[section]).join(locale === 'ar' ? '، ' : ', ');
}
