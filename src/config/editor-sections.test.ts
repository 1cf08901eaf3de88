import { describe, expect, it } from 'vitest';
import { editablePageKeys } from '@/server/pages/page-desk';
import {
  editorSections,
  pageSections,
  scopeHasPages,
  scopeOf,
  sectionOfPage,
  sectionOfStaffPath,
} from './editor-sections';
import { areasOf } from './staff-areas';

describe('editor sections', () => {
  it('puts each page where a college office expects it', () => {
    expect(sectionOfPage('study/medicine')).toBe('pages-medicine');
    expect(sectionOfPage('study/law')).toBe('pages-law');
    expect(sectionOfPage('study/programs')).toBe('pages-study');
    expect(sectionOfPage('admission')).toBe('pages-admission');
    expect(sectionOfPage('admission/fees')).toBe('pages-admission');
    expect(sectionOfPage('academic-calendar')).toBe('pages-admission');
    expect(sectionOfPage('about/history')).toBe('pages-about');
    expect(sectionOfPage('courses/math')).toBe('pages-e-services');
    expect(sectionOfPage('home')).toBe('pages-general');
    expect(sectionOfPage('careers')).toBe('pages-general');
    // Every editable page has a section, and every page section has a page.
    const used = new Set(editablePageKeys().map(sectionOfPage));
    expect([...used].sort()).toEqual([...pageSections].sort());
  });

  it('names the section of each workspace page and endpoint', () => {
    expect(sectionOfStaffPath('/staff/pages')).toBe('pages');
    expect(sectionOfStaffPath('/staff/pages/study/medicine')).toBe('pages-medicine');
    expect(sectionOfStaffPath('/staff/pages/preview/admission/fees')).toBe('pages-admission');
    expect(sectionOfStaffPath('/api/staff/pages/about/history')).toBe('pages-about');
    // An unknown page: the pages' list's (the page itself answers 404).
    expect(sectionOfStaffPath('/api/staff/pages/no/such-page')).toBe('pages');
    expect(sectionOfStaffPath('/staff/news/new')).toBe('news');
    expect(sectionOfStaffPath('/api/staff/news/0d6f/translation')).toBe('news');
    expect(sectionOfStaffPath('/api/staff/departments')).toBe('directory');
    expect(sectionOfStaffPath('/api/staff/files/x/content')).toBe('files');
    // What every editor shares, and the other roles' areas.
    expect(sectionOfStaffPath('/api/staff/media')).toBeNull();
    expect(sectionOfStaffPath('/staff/applications')).toBeNull();
  });

  it('reads a stored scope, and opens only its areas', () => {
    expect(scopeOf(null)).toBe('all');
    expect(scopeOf('')).toBe('all');
    expect(scopeOf('news,pages-medicine,unknown')).toEqual(['pages-medicine', 'news']);
    // Sections no longer known leave none, never every one.
    expect(scopeOf('pages-veterinary')).toEqual([]);
    expect(scopeHasPages(['news'])).toBe(false);
    expect(scopeHasPages(['pages-law'])).toBe(true);
    const keys = (sections: Parameters<typeof areasOf>[1]) =>
      areasOf(['editor'], sections).map((area) => area.key);
    expect(keys(['pages-medicine'])).toEqual(['pages']);
    expect(keys(['news', 'files'])).toEqual(['news', 'files']);
    expect(keys('all')).toHaveLength(11);
    // Another role's areas never depend on the sections.
    expect(areasOf(['support', 'editor'], ['news']).map((area) => area.key)).toEqual([
      'support',
      'news',
      'reports',
    ]);
    expect(editorSections).toHaveLength(new Set(editorSections).size);
  });
});
