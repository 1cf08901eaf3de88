import { expect } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { documentForm } from '../test/support/applications/bad-documents';
import { jpegBytes, pdfBytes, pngBytes } from '../test/support/applications/sample-files';

/**
 * A complete application, made through the public API as an applicant's browser makes it:
 * started, its three documents uploaded (a PDF, a PNG and a JPEG), submitted.
 */
export async function completeApplication(applicant: {
  name: string;
  email: string;
  locale: 'ar' | 'en';
}): Promise<{ id: string; reference: string }> {
  const started = await fetch(`${baseURL}/api/applications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(applicant),
  });
  expect(started.status, await started.clone().text()).toBe(201);
  const created = (await started.json()) as { id: string; token: string; reference: string };
  const files = [
    ['id', 'national-id.pdf', pdfBytes()],
    ['certificate', 'certificate.png', pngBytes()],
    ['photo', 'photo.jpg', jpegBytes()],
  ] as const;
  for (const [slot, name, bytes] of files) {
    const response = await fetch(`${baseURL}/api/applications/${created.id}/documents/${slot}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${created.token}` },
      body: documentForm([{ name, bytes }]),
    });
    expect(response.status, `${slot}: ${await response.clone().text()}`).toBe(201);
  }
  const submitted = await fetch(`${baseURL}/api/applications/${created.id}/submit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${created.token}` },
  });
  expect(submitted.status, await submitted.clone().text()).toBe(200);
  return { id: created.id, reference: created.reference };
}
