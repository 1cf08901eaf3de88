/**
 * A person's mailbox behind the ways of writing its address: the case and a "+tag" aside
 * (`Sara+1@Example.org` and `sara@example.org` reach the same inbox), for the limits on how much
 * the site e-mails one person. Counters keep it hashed: the counters table holds no address.
 */
import 'server-only';
import { createHash } from 'node:crypto';

export function mailboxOf(email: string): string {
  return email.toLowerCase().replace(/\+[^@]*@/, '@');
}

/** The mailbox as a rate limit's key: a hash, not the address. */
export function mailboxKey(email: string): string {
  return createHash('sha256').update(mailboxOf(email)).digest('hex').slice(0, 32);
}
