import { intlLocale, type Locale } from '@/i18n/routing';
import type { ReportColumn, ReportTable, ReportValue } from '@/server/reports/report-tables';
import { cn } from '../ui/cn';

/** The page's way of writing a report's values, in its language with Western digits. */
export function reportFormat(locale: Locale, none: string) {
  const tag = intlLocale(locale);
  const count = new Intl.NumberFormat(tag);
  const unit = (name: 'hour' | 'day') =>
    new Intl.NumberFormat(tag, {
      style: 'unit',
      unit: name,
      unitDisplay: 'long',
      maximumFractionDigits: 1,
    });
  const hours = unit('hour');
  const days = unit('day');
  const day = new Intl.DateTimeFormat(tag, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (column: ReportColumn, value: ReportValue): string => {
    if (value === null) return none;
    if (typeof value === 'string') {
      return column.kind === 'day' && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? day.format(new Date(`${value}T00:00:00Z`))
        : value;
    }
    // Up to two days in hours, longer in days.
    if (column.kind === 'hours') return value < 48 ? hours.format(value) : days.format(value / 24);
    return count.format(value);
  };
}

/** A bar's width, in percent of the largest count, to a tenth. */
function barWidth(count: number, largest: number): number {
  return largest > 0 ? Math.round((count / largest) * 1000) / 10 : 0;
}

/**
 * One table of the reports (report-tables.ts): its caption, its headings, a row per line, the
 * first cell naming it, the total last; one column may carry bars, as wide as each count is of
 * the largest (plain CSS, hidden from screen readers, which read the number beside it). Tables
 * of more than three columns turn each row into a card on a phone, each value under its
 * heading, as the workspace's lists do (table-view.tsx).
 */
export function ReportTableView({
  table,
  format,
}: {
  table: ReportTable;
  format: ReturnType<typeof reportFormat>;
}) {
  const cards = table.columns.length > 3;
  const barColumn = table.bar;
  const largest =
    barColumn === undefined
      ? 0
      : Math.max(
          0,
          ...table.rows.filter((row) => !row.total).map((row) => Number(row.values[barColumn])),
        );
  return (
    <div
      className="overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label={table.caption}
      data-report={table.key}
    >
      <table
        role="table"
        className={cn('w-full border-collapse text-start', cards && 'max-sm:block')}
      >
        <caption className="mb-2 text-start text-xl font-bold">{table.caption}</caption>
        <thead role="rowgroup" className={cn(cards && 'max-sm:sr-only')}>
          <tr role="row" className="border-b-2 border-slate-300 dark:border-slate-600">
            {table.columns.map((column, index) => (
              <th
                key={column.heading}
                role="columnheader"
                scope="col"
                className={cn(
                  'px-3 py-2 font-bold',
                  column.kind === 'text' || column.kind === 'day' ? 'text-start' : 'text-end',
                  index === barColumn && 'w-2/3',
                )}
              >
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className={cn(cards && 'max-sm:block max-sm:space-y-3')}>
          {table.rows.map((row) => (
            <tr
              key={row.key}
              role="row"
              data-report-row={row.key}
              className={cn(
                'border-b border-slate-200 align-top dark:border-slate-700',
                row.total && 'border-t-2 border-t-slate-300 font-bold dark:border-t-slate-600',
                cards && 'max-sm:block max-sm:rounded-lg max-sm:border max-sm:p-2',
              )}
            >
              {table.columns.map((column, index) => {
                const text = format(column, row.values[index]!);
                const numeric = column.kind === 'count' || column.kind === 'hours';
                const className = cn(
                  'px-3 py-1.5',
                  numeric ? 'text-end tabular-nums' : 'text-start',
                  cards &&
                    'max-sm:flex max-sm:gap-3 max-sm:px-1 max-sm:py-1 max-sm:text-start max-sm:before:w-40 max-sm:before:shrink-0 max-sm:before:text-sm max-sm:before:font-bold max-sm:before:text-slate-700 max-sm:before:content-[attr(data-label)] dark:max-sm:before:text-slate-300',
                );
                const content =
                  index === barColumn ? (
                    <span className="flex items-center gap-3">
                      <span className="min-w-[4ch] text-end">{text}</span>
                      {row.total ? null : (
                        <span
                          aria-hidden="true"
                          className="h-3 flex-1 rounded-full bg-slate-100 dark:bg-slate-800"
                        >
                          <span
                            className="block h-3 rounded-full bg-brand-700 dark:bg-brand-300"
                            style={{
                              inlineSize: `${barWidth(Number(row.values[index]), largest)}%`,
                            }}
                          />
                        </span>
                      )}
                    </span>
                  ) : (
                    text
                  );
                return index === 0 ? (
                  <th
                    key={column.heading}
                    role="rowheader"
                    scope="row"
                    data-label={column.heading}
                    className={cn(className, 'font-bold')}
                  >
                    {content}
                  </th>
                ) : (
                  <td
                    key={column.heading}
                    role="cell"
                    data-label={column.heading}
                    className={className}
                  >
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {table.note ? (
        <p className="mt-2 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{table.note}</p>
      ) : null}
    </div>
  );
}
