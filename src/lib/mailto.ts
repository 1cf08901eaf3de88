/** A mailto: address with a subject, percent-encoded (spaces as %20, any script). */
export function mailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
