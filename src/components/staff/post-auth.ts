/**
 * A request to the staff sign-in endpoints (/api/auth/*, behind the gate of
 * src/server/staff/handle-auth-request.ts): JSON in, and out either the answer or the
 * server's message in the page's language (the connection's failure when there is none).
 */
export async function postAuth(
  path: string,
  body: unknown,
  locale: 'ar' | 'en',
  failedNetwork: string,
): Promise<
  { ok: true; answer: Record<string, unknown> } | { ok: false; message: string; code?: string }
> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: failedNetwork };
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown> & {
    error?: { code?: string; message?: Record<string, string> };
  };
  if (!response.ok) {
    return {
      ok: false,
      message: answer.error?.message?.[locale] ?? failedNetwork,
      code: answer.error?.code,
    };
  }
  return { ok: true, answer };
}
