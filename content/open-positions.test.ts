import { describe, expect, it } from 'vitest';
import { getCareers, openPositions } from './outreach';

describe('the open positions of /careers', () => {
  it('leave the list by themselves once their last day has passed, soonest closing first', () => {
    for (const locale of ['ar', 'en'] as const) {
      const all = getCareers(locale).positions;
      const last = all.map((position) => position.closingDate).sort();
      // The day before the first closing: every one is open, the soonest first.
      const before = openPositions(locale, '2026-01-01');
      expect(before).toHaveLength(all.length);
      expect(before.map((position) => position.closingDate)).toEqual(last);
      // On its last day a position is still open; the day after, it is gone.
      const first = last[0]!;
      expect(openPositions(locale, first).map((position) => position.closingDate)).toContain(first);
      const next = new Date(`${first}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      const after = openPositions(locale, next.toISOString().slice(0, 10));
      expect(after.map((position) => position.closingDate)).not.toContain(first);
      expect(openPositions(locale, '2099-01-01')).toEqual([]);
    }
  });
});
