/** The events (VEVENT) of an iCalendar file's text, as node-ical reads them. */
import ical, { type VEvent } from 'node-ical';

export function vevents(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter(
    (component): component is VEvent => component?.type === 'VEVENT',
  );
}
