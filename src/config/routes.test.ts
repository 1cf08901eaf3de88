import { describe, expect, it } from 'vitest';
import { menuGroups, menuIds, pagesInGroup, pathOf, routeKeys, trailOf } from './routes';

describe('route registry', () => {
  it('has every route of the specification', () => {
    const paths = routeKeys.map(pathOf);
    for (const path of [
      '/',
      '/about/dean-word',
      '/about/international-cooperation',
      '/research',
      '/research/units',
      '/study/medicine',
      '/study/international-students',
      '/campus-life/housing',
      '/e-services/platform',
      '/admission',
      '/admission/application',
      '/academic-calendar',
      '/faculty-staff/directory',
      '/courses/hassan',
      '/courses/hassan/biography',
      '/news/robotics-competition-win',
      '/contact',
    ]) {
      expect(paths).toContain(path);
    }
    expect(new Set(paths).size).toBe(paths.length);
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
    expect(trailOf('news/harvard-cooperation')).toEqual({ menu: undefined, pages: ['news'] });
  });
});
