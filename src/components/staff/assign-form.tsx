'use client';

import { fieldAria, FormField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { textInput } from '../ui/styles';
import { useStaffForm } from './use-staff-post';

/** A person of the workspace one may assign work to. */
export interface Assignee {
  id: string;
  name: string;
}

/** The choice of whom to assign to ("to"): no one, or one of `people`. */
export function AssigneeField({
  id,
  label,
  noOne,
  error,
  current,
  people,
}: {
  id: string;
  label: string;
  noOne: string;
  error?: string;
  current: string | null;
  people: Assignee[];
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <select
        {...fieldAria(id, { error })}
        name="to"
        defaultValue={current ?? ''}
        className={textInput}
      >
        <option value="">{noOne}</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/**
 * Whom one record is assigned to, or no one (issue #45): an application's admissions officer, a
 * support request's agent. Posts `{to}` to `url`; the choice stays shown once saved.
 */
export function AssignForm({
  locale,
  labels,
  url,
  id,
  marker,
  current,
  people,
}: {
  locale: 'ar' | 'en';
  labels: {
    assignTo: string;
    unassigned: string;
    assign: string;
    assigned: string;
    failedTitle: string;
    failedNetwork: string;
  };
  url: string;
  /** The field's id. */
  id: string;
  /** The form's data attribute, e.g. `data-assign-form`. */
  marker: `data-${string}`;
  current: string | null;
  people: Assignee[];
}) {
  const { pending, errors, onSubmit } = useStaffForm(
    locale,
    labels,
    (data) => ({
      url,
      body: { to: String(data.get('to') ?? '') || null },
      done: labels.assigned,
    }),
    { keep: true },
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-3"
      {...{ [marker]: '' }}
    >
      <AssigneeField
        id={id}
        label={labels.assignTo}
        noOne={labels.unassigned}
        error={errors.to}
        current={current}
        people={people}
      />
      <SubmitButton pending={pending}>{labels.assign}</SubmitButton>
    </form>
  );
}
