import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { validForm } from '../test/support/applications/application-form-fixture';
import { baseURL } from '../playwright.config';
import { documentForm } from '../test/support/applications/bad-documents';
import { jpegBytes, pdfBytes, pngBytes } from '../test/support/applications/sample-files';

/** The intakes a form may name, one of which the published calendar offers (lib/admission-dates). */
function intakeCandidates(now = new Date()): string[] {
  const year = now.getUTCFullYear();
  return [year - 1, year, year + 1].map((first) => `${first}-${first + 1}`);
}

let applicants = 0;

/** The fields a refusal names ({} when it names none). */
function refusedFields(answer: string): Record<string, unknown> {
  try {
    return (
      (JSON.parse(answer) as { error?: { fields?: Record<string, unknown> } }).error?.fields ?? {}
    );
  } catch {
    return {};
  }
}

/**
 * The address an applicant's requests come from, one per applicant (the suite's server trusts
 * the X-Real-IP of its loopback front, and counts each address's writes a minute): the tests'
 * applicants do not share the suite's own budget. Ignored where no proxy is trusted.
 */
function applicantAddress(): string {
  applicants += 1;
  return `203.0.113.${(process.pid + applicants * 7) % 250}`;
}

/**
 * An application form sent through the public API as the form's browser sends it (the intake
 * the published calendar offers today), without its documents: its id, reference and token. The
 * name goes where the form keeps it: an Arabic one in Arabic, another in English.
 */
export async function sendForm(
  applicant: { name: string; email: string; locale: 'ar' | 'en' },
  origin = baseURL,
  address = applicantAddress(),
): Promise<{ id: string; token: string; reference: string; address: string }> {
  const arabic = /\p{Script=Arabic}/u.test(applicant.name);
  let answer = '';
  for (const intake of intakeCandidates()) {
    const started = await fetch(`${origin}/api/applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-real-ip': address },
      body: JSON.stringify({
        form: validForm({
          intake,
          email: applicant.email,
          ...(arabic ? { nameAr: applicant.name } : { nameEn: applicant.name }),
        }),
        idempotencyKey: randomUUID(),
        locale: applicant.locale,
      }),
    });
    answer = await started.text();
    // Another intake only when this one is not offered; any other refusal is the test's.
    const refused = started.status === 201 ? [] : Object.keys(refusedFields(answer));
    if (refused.length > 0 && refused.join() !== 'intake') {
      throw new Error(`the form was refused: ${answer}`);
    }
    if (started.status === 201) {
      return {
        ...(JSON.parse(answer) as { id: string; token: string; reference: string }),
        address,
      };
    }
  }
  throw new Error(`no intake was taken: ${answer}`);
}

/**
 * A complete application, made through the public API as an applicant's browser makes it: the
 * form sent, its three documents uploaded (a PDF, a PNG and a JPEG), submitted.
 */
export async function completeApplication(applicant: {
  name: string;
  email: string;
  locale: 'ar' | 'en';
}): Promise<{ id: string; reference: string }> {
  const created = await sendForm(applicant);
  const files = [
    ['id', 'national-id.pdf', pdfBytes()],
    ['certificate', 'certificate.png', pngBytes()],
    ['photo', 'photo.jpg', jpegBytes()],
  ] as const;
  for (const [slot, name, bytes] of files) {
    const response = await fetch(`${baseURL}/api/applications/${created.id}/documents/${slot}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${created.token}`, 'x-real-ip': created.address },
      body: documentForm([{ name, bytes }]),
    });
    expect(response.status, `${slot}: ${await response.clone().text()}`).toBe(201);
  }
  const submitted = await fetch(`${baseURL}/api/applications/${created.id}/submit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${created.token}`, 'x-real-ip': created.address },
  });
  expect(submitted.status, await submitted.clone().text()).toBe(200);
  return { id: created.id, reference: created.reference };
}
