import { getMessages, getTranslations } from 'next-intl/server';
import { DeskPage } from '@/components/staff/desk-page';
import { FiguresForm } from '@/components/staff/figures-form';
import { openStaffPage } from '@/components/staff/staff-page';
import { workspaceDateTime } from '@/lib/format';
import { programmeNames } from '@content/programme-names';
import { getDb } from '@/server/db/client';
import { figuresForEditing, figuresProposal } from '@/server/settings/figures-desk';
import { proposalReview } from '@/components/staff/proposal-review';
import { proposalOf } from '@/server/publishing/proposals';
import { catalogues } from '@/i18n/catalogues';
import { intlLocale, type Locale } from '@/i18n/routing';
import { figureChanges, withDefaults, type FigureChange } from '@/lib/college-figures';
import type { ProgrammeId } from '@/lib/application-choices';

/** The college's figures (editors): where they stand, and their form. */
export default async function FiguresDesk({ params }: PageProps<'/[locale]/staff/figures'>) {
  const { locale, staff } = await openStaffPage(params, '/staff/figures', 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffFigures' });
  const messages = await getMessages({ locale });
  const db = await getDb();
  const { values, version, row } = await figuresForEditing(db);
  const date = workspaceDateTime(locale);
  const names = programmeNames(locale);
  const proposal = await proposalOf(db, 'figures');
  const review = await proposalReview({
    locale,
    staff,
    desk: 'figures',
    proposal,
    stale: Boolean(proposal && proposal.base !== (await figuresProposal.base(db))),
    change: (proposed) => (
      <FigureChangesTable
        locale={locale}
        changes={figureChanges(values, withDefaults(proposed))}
        programmes={names}
      />
    ),
  });
  // An editor who must submit works on what they last submitted, if anything.
  const shown = review.own ? withDefaults(review.own.values) : values;
  return (
    <DeskPage id="figures-title" title={t('title')} intro={t('intro')}>
      <p
        className="text-sm text-slate-600 dark:text-slate-400"
        data-figures-state={row ? 'saved' : 'first'}
      >
        {row
          ? t('lastChange', { when: date.format(row.updatedAt), who: row.updatedBy })
          : t('firstValues')}
      </p>
      {review.panel}
      <FiguresForm
        key={`${version}-${proposal?.reviewAt?.toISOString() ?? ''}`}
        locale={locale}
        labels={messages.StaffFigures}
        values={shown}
        version={version}
        programmeNames={names}
        proposing={
          review.mustSubmit
            ? {
                label: messages.StaffItemReview.submit,
                done: messages.StaffItemReview.proposalSaved,
              }
            : undefined
        }
      />
    </DeskPage>
  );
}

/** What a proposal changes in the figures, one row a figure: its name, its value now and proposed. */
function FigureChangesTable({
  locale,
  changes,
  programmes,
}: {
  locale: Locale;
  changes: FigureChange[];
  programmes: Record<ProgrammeId, string>;
}) {
  const words = catalogues[locale].StaffFigures;
  const review = catalogues[locale].StaffItemReview;
  if (changes.length === 0) return <p>{review.noChange}</p>;
  const numbers = new Intl.NumberFormat(intlLocale(locale));
  const fields = words.fields as Record<string, string>;
  const named = (key: string | undefined, list: Record<string, string>) =>
    (key && list[key]) || key || '';
  const programme = (key: string | undefined) => named(key, programmes as Record<string, string>);
  function nameOf([group, a, b, c, d]: string[]): string[] {
    switch (group) {
      case 'documents':
        // documents.tracks.<track>.<n>.<language>, documents.programmes.<id>.<n>.<language>
        return [
          words.groups.documents,
          a === 'tracks' ? named(b, words.tracks) : programme(b),
          `${words.documentsField} ${numbers.format(Number(c) + 1)} (${named(d, words.languages)})`,
        ];
      case 'applicationFee':
        return [words.groups.fee];
      case 'tuition':
        return [words.groups.tuition, programme(a), named(b, fields)];
      case 'housing':
        return [words.groups.housing, named(a, words.housing), named(b, fields)];
      case 'minimums':
        return a === 'programmes'
          ? [
              words.groups.minimums,
              programme(b),
              c === 'percentage' ? fields.ownMinimum! : named(c, fields),
            ]
          : [words.groups.minimums, named(a, fields)];
      case 'programmes':
        return [
          words.groups.programmes,
          programme(a),
          `${named(b, words.facts)} (${named(c, words.languages)})`,
        ];
      case 'windows':
        return [
          words.groups.windows,
          programme(a),
          b === 'kind' ? fields.window! : named(b, fields),
        ];
      default:
        return [group ?? ''];
    }
  }
  function valueOf(value: unknown): string {
    if (value === null || value === undefined || value === '' || value === false) {
      return review.empty;
    }
    if (value === true) return '✓';
    if (typeof value === 'number') return numbers.format(value);
    const text = String(value);
    return (
      (words.currencies as Record<string, string>)[text] ??
      (words.periods as Record<string, string>)[text] ??
      (words.windowKinds as Record<string, string>)[text] ??
      text
    );
  }
  return (
    <table className="w-full text-start text-sm">
      <thead>
        <tr className="border-b border-slate-300 dark:border-slate-600">
          <th scope="col" className="py-2 pe-3 text-start">
            {review.changeColumns.what}
          </th>
          <th scope="col" className="py-2 pe-3 text-start">
            {review.changeColumns.before}
          </th>
          <th scope="col" className="py-2 text-start">
            {review.changeColumns.after}
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr
            key={change.path.join('.')}
            className="border-b border-slate-200 dark:border-slate-700"
            data-figure-change={change.path.join('.')}
          >
            <th scope="row" className="py-2 pe-3 text-start font-normal">
              {nameOf(change.path).filter(Boolean).join(' · ')}
            </th>
            <td className="py-2 pe-3">{valueOf(change.before)}</td>
            <td className="py-2 font-bold">{valueOf(change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
