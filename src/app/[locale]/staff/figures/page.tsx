import { getMessages, getTranslations } from 'next-intl/server';
import { DeskPage } from '@/components/staff/desk-page';
import { FiguresForm } from '@/components/staff/figures-form';
import { openStaffPage } from '@/components/staff/staff-page';
import { workspaceDateTime } from '@/lib/format';
import { programmeNames } from '@content/programme-names';
import { getDb } from '@/server/db/client';
import { figuresForEditing } from '@/server/settings/figures-desk';

/** The college's figures (editors): where they stand, and their form. */
export default async function FiguresDesk({ params }: PageProps<'/[locale]/staff/figures'>) {
  const { locale } = await openStaffPage(params, '/staff/figures', 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffFigures' });
  const messages = await getMessages({ locale });
  const { values, version, row } = await figuresForEditing(await getDb());
  const date = workspaceDateTime(locale);
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
      <FiguresForm
        key={version}
        locale={locale}
        labels={messages.StaffFigures}
        values={values}
        version={version}
        programmeNames={programmeNames(locale)}
      />
    </DeskPage>
  );
}
