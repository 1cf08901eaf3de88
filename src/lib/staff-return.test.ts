import { describe, expect, it } from 'vitest';
import { safeStaffReturn, withPlace } from './staff-return';

describe('where the sign-in page returns to', () => {
  it('returns to a workspace path, in either language, with its query', () => {
    expect(safeStaffReturn('/staff/applications', '/staff')).toBe('/staff/applications');
    expect(safeStaffReturn('/en/staff/applications?status=accepted&page=2', '/en/staff')).toBe(
      '/en/staff/applications?status=accepted&page=2',
    );
  });

  it('keeps the place in the page, and only a plain one', () => {
    expect(safeStaffReturn('/staff/applications/abc#document-transcript', '/staff')).toBe(
      '/staff/applications/abc#document-transcript',
    );
    expect(safeStaffReturn('/staff/applications#"><script>', '/staff')).toBe('/staff');
    expect(withPlace('/staff/applications/abc', '#document-photo')).toBe(
      '/staff/applications/abc#document-photo',
    );
    expect(withPlace('/staff/applications/abc#review-notes', '#document-photo')).toBe(
      '/staff/applications/abc#review-notes',
    );
    expect(withPlace('/staff', '#x" onload')).toBe('/staff');
    expect(withPlace('/staff', '')).toBe('/staff');
  });

  it('never leaves the workspace: other sites, other pages, tricks', () => {
    for (const next of [
      '//evil.example',
      'https://evil.example/staff',
      '/staff//evil.example',
      '/about/history',
      '/staffing',
      '/staff/../about',
      '/\\evil.example',
      'javascript:alert(1)',
      undefined,
      ['//evil.example'],
    ]) {
      expect(safeStaffReturn(next, '/staff'), String(next)).toBe('/staff');
    }
  });
});
