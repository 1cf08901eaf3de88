import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import {
  applicationWindow,
  applicationWindows,
  windowRefuses,
  windowText,
} from './application-windows';
import { defaultFigures, type CollegeFigures } from './college-figures';

const at = (instant: string) => new Date(instant);

describe('the application windows', () => {
  it("gives medicine's window of 1448 AH as its page does: 10 December 2026 to 23 January 2027", () => {
    // 28 November 2026, when an applicant was let in before it opened.
    expect(applicationWindow('medicine', at('2026-11-28T09:00:00+02:00'))).toEqual({
      opens: '2026-12-10',
      closes: '2027-01-23',
      open: false,
    });
    expect(applicationWindow('medicine', at('2026-12-10T00:30:00+02:00'))?.open).toBe(true);
    expect(applicationWindow('medicine', at('2027-01-23T23:30:00+02:00'))).toEqual({
      opens: '2026-12-10',
      closes: '2027-01-23',
      open: true,
    });
  });

  it('reads the day at the college (Khartoum): 9 December 22:30 UTC is already the 10th there', () => {
    expect(applicationWindow('medicine', at('2026-12-09T22:30:00Z'))?.open).toBe(true);
    expect(applicationWindow('medicine', at('2026-12-09T21:30:00Z'))?.open).toBe(false);
  });

  it("moves to the next Hijri year's window once this one has closed", () => {
    const next = applicationWindow('medicine', at('2027-01-24T10:00:00+02:00'))!;
    expect(next.open).toBe(false);
    // 1 Rajab 1449 AH is about 354 days after 1 Rajab 1448.
    expect(next.opens).toMatch(/^2027-11-(29|30)$|^2027-12-0[1-2]$/);
    expect(next.closes > next.opens).toBe(true);
  });

  it('has no window for a programme that takes applications whenever an intake is offered', () => {
    expect(applicationWindow('it', at('2026-11-28T09:00:00Z'))).toBeNull();
    expect(Object.keys(applicationWindows(at('2026-11-28T09:00:00Z')))).toEqual(['medicine']);
  });
});

describe('a window the editors set', () => {
  const closed = {
    ...defaultFigures,
    windows: { ...defaultFigures.windows, media: { kind: 'closed', opens: '', closes: '' } },
  } as const satisfies CollegeFigures;

  it('closed for the year: shut, and the form says so without a date', () => {
    const window = applicationWindow('media', at('2026-11-28T09:00:00Z'), closed.windows)!;
    expect(window).toEqual({ opens: '', closes: '', open: false, shut: true });
    expect(windowRefuses(window, true)).toBe(true);
    expect(windowText(en.ApplicationForm, 'en', 'Media', window, true)).toBe(
      en.ApplicationForm.windowShut.replace('{programme}', 'Media'),
    );
  });
});
