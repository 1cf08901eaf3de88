'use client';

import type { Messages } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import type { Department } from '@/lib/departments';
import { ErrorSummary } from '../ui/error-summary';
import { fieldAria, FormField } from '../ui/form-field';
import { secondaryButton, textInput } from '../ui/styles';
import { SubmitButton } from '../ui/submit-button';
import { EntryTools, moveEntry } from './entry-tools';
import { useStaffPost } from './use-staff-post';

type Labels = Messages['StaffDirectory']['departments'] & {
  failedTitle: string;
  failedNetwork: string;
};

interface Row extends Department {
  /** React's key: a new row has no id yet. */
  key: string;
}

/**
 * The directory's departments (editors): each named in both languages, in the order of the
 * directory's chips; added, removed and moved up or down. The fields are the browser's own: what
 * is typed is read from them when the list changes or is sent, also before the script ran.
 */
export function DepartmentsForm({
  locale,
  labels,
  departments,
  version,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  departments: Department[];
  version: number;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [rows, setRows] = useState<Row[]>(() =>
    departments.map((department) => ({ ...department, key: department.id })),
  );
  const [generation, setGeneration] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { pending, post } = useStaffPost(locale, labels);

  /** The rows as their fields hold them now. */
  function read(): Row[] {
    const data = new FormData(formRef.current ?? undefined);
    return rows.map((row, index) => ({
      ...row,
      ar: String(data.get(`departments.${index}.ar`) ?? row.ar),
      en: String(data.get(`departments.${index}.en`) ?? row.en),
    }));
  }

  function change(next: (current: Row[]) => Row[]) {
    setRows(next(read()));
    setGeneration((value) => value + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const current = read();
    const fields = await post(
      '/api/staff/departments',
      {
        departments: current.map(({ id, ar, en }) => ({ id, ar, en })),
        version,
      },
      labels.saved,
    );
    setErrors(fields ?? {});
  }

  const first = Object.keys(errors)[0];
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" data-departments="">
      {first ? (
        <ErrorSummary target={`department-${first.replaceAll('.', '-')}`}>
          {labels.errorSummary}
        </ErrorSummary>
      ) : null}
      <ol className="space-y-4">
        {rows.map((row, index) => {
          const name = row[locale] || row.en || row.ar || labels.newName;
          return (
            <li
              key={`${row.key}-${generation}`}
              className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 dark:border-slate-700"
              aria-label={labels.number.replace('{number}', String(index + 1))}
              data-department={row.id || 'new'}
            >
              {(['ar', 'en'] as const).map((lang) => {
                const path = `departments.${index}.${lang}`;
                const id = `department-${path.replaceAll('.', '-')}`;
                return (
                  <FormField
                    key={lang}
                    id={id}
                    label={`${labels.number.replace('{number}', String(index + 1))} · ${labels[lang]}`}
                    labelClassName="text-sm font-bold"
                    error={errors[path]}
                  >
                    <input
                      {...fieldAria(id, { error: errors[path] })}
                      name={path}
                      defaultValue={row[lang]}
                      lang={lang}
                      dir={lang === 'ar' ? 'rtl' : 'ltr'}
                      className={textInput}
                      // The buttons of the row name it as typed.
                      onInput={(event) => {
                        const value = event.currentTarget.value;
                        setRows((list) =>
                          list.map((item, at) =>
                            at === index ? { ...item, [lang]: value } : item,
                          ),
                        );
                      }}
                    />
                  </FormField>
                );
              })}
              <EntryTools
                className="flex flex-wrap gap-2 sm:col-span-2"
                index={index}
                length={rows.length}
                labels={labels}
                names={{
                  moveUp: labels.moveUpLabel.replace('{name}', name),
                  moveDown: labels.moveDownLabel.replace('{name}', name),
                  remove: labels.removeLabel.replace('{name}', name),
                }}
                onMove={(to) => change((list) => moveEntry(list, index, to))}
                onRemove={() => change((list) => list.filter((_, at) => at !== index))}
              />
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            change((list) => [...list, { id: '', ar: '', en: '', key: `new-${generation}` }])
          }
        >
          {labels.add}
        </button>
        <SubmitButton pending={pending}>{labels.save}</SubmitButton>
      </div>
    </form>
  );
}
