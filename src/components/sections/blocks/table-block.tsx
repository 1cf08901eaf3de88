import { Intro } from '../section-intro';
import type { BlockProps } from './block-types';

/** A data table; on a phone, a wide one becomes a list of cards. */
export function TableBlock({ section }: BlockProps<'table'>) {
  // Four or more columns do not fit a phone: below `sm` each row is shown as a card of
  // heading/value lines instead (the table itself is hidden there, so read only once).
  const stacked = section.columns.length >= 4;
  return (
    <>
      <Intro text={section.intro} />
      {stacked ? (
        <ul aria-label={section.caption} className="space-y-3 sm:hidden">
          {section.rows.map((row) => (
            <li
              key={row.join('|')}
              className="rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900"
            >
              <p className="font-bold text-brand-900 dark:text-white">{row[0]}</p>
              <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
                {row.slice(1).map((cell, index) => (
                  <div key={index} className="contents">
                    <dt className="font-bold text-slate-600 dark:text-slate-400">
                      {section.columns[index + 1]}
                    </dt>
                    <dd className="text-slate-800 dark:text-slate-200">{cell}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
      <div
        className={`overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700 ${
          stacked ? 'hidden sm:block' : ''
        }`}
      >
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{section.caption}</caption>
          <thead className="bg-brand-50 text-brand-900 dark:bg-slate-800 dark:text-brand-100">
            <tr>
              {section.columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 text-start font-bold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {section.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="px-4 py-3 text-start font-bold">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="px-4 py-3">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
