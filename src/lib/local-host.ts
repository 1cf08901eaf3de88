/**
 * Whether a host name is this machine (localhost, *.localhost, 127.x, ::1, with or without
 * IPv6 brackets). Shared by the SITE_URL checks of `npm start` (runtime/start-server.ts, which
 * imports this file directly: no path aliases here) and of the health route.
 */
export function isLocalHostName(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127\./.test(name)
  );
}
