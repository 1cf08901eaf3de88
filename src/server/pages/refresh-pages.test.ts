import { describe, expect, it } from 'vitest';
import { pagesInGroup, routeKeys } from '@/config/routes';
import { pagesShowing } from './refresh-pages';

describe('the pages a publication renews', () => {
  it('are the page and the other pages of its menu group, whose cards show its description', () => {
    const renewed = pagesShowing('about/history');
    expect(renewed[0]).toBe('about/history');
    expect(renewed.length).toBeGreaterThan(1);
    expect(renewed.length).toBeLessThan(routeKeys.length / 2);
    const group = pagesInGroup('about.college');
    expect([...renewed].sort()).toEqual([...group].sort());
    expect(renewed).not.toContain('home');
  });

  it('is the page alone when no other page shows it', () => {
    expect(pagesShowing('home')).toEqual(['home']);
  });
});
