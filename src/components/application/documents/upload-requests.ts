/** The translated message of a server error answer, or a fallback. */
export async function messageOf(response: Response, locale: 'ar' | 'en', fallback: string) {
  try {
    const body = (await response.json()) as { error?: { message?: Record<string, string> } };
    return body.error?.message?.[locale] ?? fallback;
  } catch {
    return fallback;
  }
}

/** One document, with a progress callback (fetch cannot report upload progress; XHR can). */
export function sendFile(
  url: string,
  token: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      resolve(
        new Response(request.responseText, {
          status: request.status,
          headers: { 'content-type': request.getResponseHeader('content-type') ?? '' },
        }),
      );
    request.onerror = () => reject(new Error('network'));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
