import { z } from 'zod';
import { applicantSchema } from '@/lib/applicant-schema';
import { applicationFormSchema } from '@/lib/application-form';
import { siteConfig } from '@/config/site';
import {
  createApplication,
  createApplicationFromForm,
  openSentForm,
} from '@/server/applications/create-application';
import { applicationFormFieldErrors, refusedField } from '@/server/applications/form-field-errors';
import { AppError, errorResponse } from '@/server/errors';
import { readPublicWrite } from '@/server/http/read-public-write';

/**
 * The online form's answers (about 2 KB in Arabic, each field capped by the schema) or a name
 * and an e-mail address: far below this in any script.
 */
const MAX_BODY_BYTES = 16 * 1024;

/** The browser's own key for one submission of the form (a UUID it keeps with the draft). */
const idempotencyKeySchema = z.uuid();

/**
 * POST /api/applications (application/json, from the site's own pages, at most 16 KB) starts an
 * application, incomplete until its three documents are stored, in one of two ways:
 * - `{form, idempotencyKey, locale}`: the online application form (src/lib/application-form.ts),
 *   validated here again; a retry with the same key answers the same application (200) instead
 *   of creating another (201);
 * - `{name, email, reference?, locale}`: the documents tab (spec 000 section 5). With an
 *   external form (APPLICATION_FORM_URL), a new application of that name and address (201).
 *   With the college's own form, the form sent with `reference` and that address, still
 *   waiting for its documents (200: openSentForm); without a reference, 409 form_required.
 * Answers {id, reference, token}; the token authorises the uploads of this application only.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, body } = await readPublicWrite(request, 'applications', MAX_BODY_BYTES);
    const locale = (body as { locale?: unknown } | null)?.locale === 'en' ? 'en' : 'ar';
    const headers = { 'Cache-Control': 'no-store' };

    if (body && typeof body === 'object' && 'form' in body) {
      const { form, idempotencyKey } = body as { form?: unknown; idempotencyKey?: unknown };
      if (!idempotencyKeySchema.safeParse(idempotencyKey).success) {
        throw refusedField('idempotencyKey');
      }
      const parsed = applicationFormSchema.safeParse(form);
      if (!parsed.success) {
        throw new AppError(
          'invalid_application_form',
          {},
          applicationFormFieldErrors(parsed.error),
        );
      }
      const created = await createApplicationFromForm(
        db,
        parsed.data,
        idempotencyKey as string,
        locale,
      );
      return Response.json(created, { status: created.replayed ? 200 : 201, headers });
    }

    const parsed = applicantSchema.safeParse(body);
    if (!parsed.success) throw new AppError('invalid_applicant');
    if (siteConfig.applicationFormUrl) {
      const created = await createApplication(db, parsed.data, locale);
      return Response.json(created, { status: 201, headers });
    }
    // With the college's own form, no application without it.
    const { reference, email } = parsed.data;
    if (!reference) throw new AppError('form_required');
    return Response.json(await openSentForm(db, reference, email), { status: 200, headers });
  } catch (error) {
    return errorResponse(error);
  }
}
