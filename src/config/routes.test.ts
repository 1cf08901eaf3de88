import { describe, expect, it } from 'vitest';
import { localizePath, locales } from '../i18n/routing';
import { menuGroups, menuIds, pagesInGroup, pathOf, routeKeys, trailOf } from './routes';
import { siteConfig } from './site';

/**
 * The route table of the specification (000 section 2), written out here by hand, with the
 * placeholders resolved as DESIGN.md section 3 says: {token} is /research and {instructor}
 * the configured slug.
 */
const instructor = `/courses/${siteConfig.instructorSlug}`;
const specRoutes = [
  '/',
  // About
  '/about/dean-word',
  '/about/history',
  '/about/strategy',
  '/about/org-structure',
  '/about/board',
  '/about/dean',
  '/about/agencies',
  '/about/deans',
  '/about/departments',
  '/about/investments',
  '/about/community-services',
  '/about/international-cooperation',
  // Research
  '/research',
  '/research/programs',
  '/research/initiatives',
  '/research/deanships',
  '/research/institutes',
  '/research/centers',
  '/research/units',
  // Study
  '/study/medicine',
  '/study/programs',
  '/study/nursing-bachelor',
  '/study/nursing-diploma',
  '/study/medical-labs',
  '/study/it',
  '/study/law',
  '/study/business',
  '/study/media',
  '/study/transfer',
  '/study/centers',
  '/study/training',
  '/study/scholarships',
  '/study/international-students',
  // Campus life
  '/campus-life/libraries',
  '/campus-life/labs',
  '/campus-life/entertainment',
  '/campus-life/sports',
  '/campus-life/clubs',
  '/campus-life/services',
  '/campus-life/housing',
  // E-services
  '/e-services/guide',
  '/e-services/portal',
  '/e-services/faculty-sites',
  '/e-services/staff-email',
  '/e-services/student-email',
  '/e-services/platform',
  // Admission
  '/admission',
  '/admission/application',
  // Calendar and directory
  '/academic-calendar',
  '/faculty-staff/directory',
  // Instructor lectures
  instructor,
  `${instructor}/math`,
  `${instructor}/statistics`,
  `${instructor}/it`,
  `${instructor}/ai`,
  `${instructor}/gis`,
  `${instructor}/biography`,
];
/** Pages the source links to but never built (DESIGN.md section 5); /calendar redirects. */
const linkedRoutes = [
  // The news items the source links to (/news/new-medical-building, …) are not in the
  // registry: they live in the database and /news/[slug] shows them (e2e/news-desk.spec.ts).
  '/news',
  '/events',
  '/careers',
  '/contact',
  // Ours, not the source's: the accessibility statement, linked from every footer.
  '/accessibility',
  // Ours (issue #24): every amount the spec states, linked from admission, the programmes and
  // the footer.
  '/admission/fees',
  // Ours (issue #20): an application's status by its reference and e-mail address.
  '/admission/status',
  // Ours (issue #47): the notices and circulars, and each audience's page with its archive.
  '/circulars',
  '/circulars/students',
  '/circulars/staff',
  '/circulars/applicants',
];

describe('route registry', () => {
  it('has every route of the specification and of the source links, and nothing else but search', () => {
    expect(specRoutes).toHaveLength(58);
    const paths = routeKeys.map(pathOf);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...specRoutes, ...linkedRoutes, '/search'].sort());
  });

  it('puts every route in both languages: Arabic unprefixed, English under /en', () => {
    for (const path of specRoutes) {
      expect(localizePath('ar', path)).toBe(path);
      expect(localizePath('en', path)).toBe(path === '/' ? '/en' : `/en${path}`);
    }
    expect(locales).toEqual(['ar', 'en']);
  });

  it('fills every group of the five menus', () => {
    expect(menuIds).toEqual(['about', 'research', 'study', 'campusLife', 'eServices']);
    for (const menu of menuIds) {
      for (const group of menuGroups[menu]) {
        expect(
          pagesInGroup(`${menu}.${group}` as never).length,
          `${menu}.${group}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it('builds breadcrumb trails through the menu and parent pages', () => {
    expect(trailOf('about/history')).toEqual({ menu: 'about', pages: [] });
    expect(trailOf('admission/application')).toEqual({ menu: 'study', pages: ['admission'] });
    expect(trailOf('courses/math')).toEqual({ menu: 'eServices', pages: ['courses'] });
    expect(trailOf('news')).toEqual({ menu: undefined, pages: [] });
  });
});
