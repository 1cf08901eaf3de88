/**
 * A table of the reports as the page draws it: the caption, row headers, counts and durations
 * in the page's language with Western digits, bars as wide as each count is of the largest.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { reportTables } from '@/server/reports/report-tables';
import { reportFormat, ReportTableView } from './report-table';

const report = {
  period: { from: '2026-11-01', to: '2026-11-02' },
  applications: {
    received: 1234,
    perProgramme: [
      { programme: 'it' as const, count: 1000 },
      { programme: 'medicine' as const, count: 234 },
    ],
    perDay: [
      { day: '2026-11-01', count: 1000 },
      { day: '2026-11-02', count: 234 },
    ],
    decisions: [],
    statusNow: [],
    timeToDecision: { count: 2, averageHours: 36.25, medianHours: 60 },
  },
};

describe('a table of the reports', () => {
  it('writes Western digits on the Arabic page, and durations in hours or days', () => {
    const tables = reportTables(report, 'ar');
    const format = reportFormat('ar', '—');
    const html = renderToStaticMarkup(
      <ReportTableView table={tables.find((t) => t.key === 'perProgramme')!} format={format} />,
    );
    expect(html).toContain('<caption');
    expect(html).toContain('1,234');
    expect(html).not.toMatch(/[٠-٩]/);
    // The largest count fills its bar; the other is in proportion; the total has none.
    expect(html).toContain('inline-size:100%');
    expect(html).toContain('inline-size:23.4%');
    expect(html.match(/inline-size/g)).toHaveLength(2);

    const time = renderToStaticMarkup(
      <ReportTableView table={tables.find((t) => t.key === 'timeToDecision')!} format={format} />,
    );
    expect(time).toMatch(/36\.3 ساعة|36\.3 ساعات/);
    expect(time).toMatch(/2\.5 يوم|2\.5 أيام/);
    expect(time).not.toMatch(/[٠-٩]/);
  });

  it('writes days and durations in English', () => {
    const tables = reportTables(report, 'en');
    const format = reportFormat('en', '—');
    const days = renderToStaticMarkup(
      <ReportTableView table={tables.find((t) => t.key === 'perDay')!} format={format} />,
    );
    expect(days).toContain('Sun, 1 Nov 2026');
    const time = renderToStaticMarkup(
      <ReportTableView table={tables.find((t) => t.key === 'timeToDecision')!} format={format} />,
    );
    expect(time).toContain('36.3 hours');
    expect(time).toContain('2.5 days');
  });
});
