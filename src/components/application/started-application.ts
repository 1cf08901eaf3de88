/**
 * The application the online form created, which the documents tab completes: kept in this
 * browser (localStorage) until its documents are sent, so a reload between the form and the
 * documents loses nothing. The token authorises this application's uploads only.
 */
export interface StartedApplication {
  id: string;
  token: string;
  reference: string;
  name: string;
  email: string;
  /** The programme's name, in the page's language. */
  programme: string;
}

const STARTED_KEY = 'application-started-v1';

export function readStarted(): StartedApplication | null {
  try {
    const value = JSON.parse(localStorage.getItem(STARTED_KEY) ?? 'null') as StartedApplication;
    if (
      value &&
      typeof value === 'object' &&
      /^[0-9a-f-]{36}$/.test(value.id) &&
      typeof value.token === 'string' &&
      typeof value.reference === 'string' &&
      typeof value.name === 'string' &&
      typeof value.email === 'string'
    ) {
      return value;
    }
  } catch {
    // Nothing stored.
  }
  return null;
}

export function keepStarted(application: StartedApplication | null): void {
  try {
    if (application) localStorage.setItem(STARTED_KEY, JSON.stringify(application));
    else localStorage.removeItem(STARTED_KEY);
  } catch {
    // Kept in the page only.
  }
}
