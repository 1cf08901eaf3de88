'use client';

import type { Messages } from 'next-intl';
import type { FormEvent } from 'react';
import { SubmitButton } from '../ui/submit-button';
import { useStaffPost } from './use-staff-post';

/** Sends a failed message again (the server puts it back to pending and delivers it). */
export function MailRetryForm({
  locale,
  mailId,
  labels,
}: {
  locale: 'ar' | 'en';
  mailId: string;
  labels: Messages['StaffMailbox']['message'];
}) {
  const { pending, post } = useStaffPost(locale, labels);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await post(`/api/staff/mail/${mailId}/retry`, {}, labels.retried);
  }

  return (
    <form onSubmit={submit} className="space-y-3" data-mail-retry-form="">
      <p>{labels.retryText}</p>
      <SubmitButton pending={pending}>{labels.retry}</SubmitButton>
    </form>
  );
}
