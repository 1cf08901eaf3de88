import type { Resolver } from 'react-hook-form';
import type { ApplicationForm, ApplicationFormInput } from '@/lib/application-form';

type FormResolver = Resolver<ApplicationFormInput, unknown, ApplicationForm>;

let loading: Promise<FormResolver> | null = null;

/**
 * The form's checks: the server's own zod schema (src/lib/application-form.ts) through
 * react-hook-form's zod resolver, loaded apart from the page (zod is about 30 KB, more than a
 * seventh of the page's script). The form asks for it when the browser is idle after the visitor
 * first taps, types or focuses on the page, and at the latest when it first checks a step; a
 * failed load is tried again then.
 */
export function loadApplicationResolver(): Promise<FormResolver> {
  loading ??= Promise.all([import('@hookform/resolvers/zod'), import('@/lib/application-form')])
    .then(([{ zodResolver }, { applicationFormSchema }]) => zodResolver(applicationFormSchema))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

export const applicationResolver: FormResolver = async (values, context, options) =>
  (await loadApplicationResolver())(values, context, options);
