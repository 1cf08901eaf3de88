import { messageOf } from './upload-requests';

/**
 * Downloads one of an application's PDFs, its receipt or its admission letter
 * (GET /api/applications/{id}/receipt|letter), with the application's upload token or personal
 * link key; throws the server's message in `locale` (else `fallback`) when it refuses.
 */
export async function downloadApplicationPdf(
  kind: 'receipt' | 'letter',
  application: { id: string; token: string; reference: string },
  locale: 'ar' | 'en',
  fallback: string,
): Promise<void> {
  const response = await fetch(`/api/applications/${application.id}/${kind}?lang=${locale}`, {
    headers: { authorization: `Bearer ${application.token}` },
  });
  if (!response.ok) throw new Error(await messageOf(response, locale, fallback));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${kind === 'letter' ? 'admission-letter' : 'receipt'}-${application.reference}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The receipt (see downloadApplicationPdf). */
export const downloadReceipt = (
  application: { id: string; token: string; reference: string },
  locale: 'ar' | 'en',
  fallback: string,
) => downloadApplicationPdf('receipt', application, locale, fallback);
