/**
 * A change of publication (publish now, at a time, or take off the site), the same for the
 * news, the events and the academic years: when it makes the item visible, checked against
 * where the item stands now, and the answer the desks get.
 */
import 'server-only';
import { newsVisibility, type NewsStatusChange } from '@/lib/news';
import { AppError } from '../errors';

type Visibility = ReturnType<typeof newsVisibility>;

/**
 * When `change` makes the item visible, or null for a draft again. Refuses a change to where it
 * already stands (409), a time that has passed (409), and, to publish, an incomplete item
 * (`assertComplete` throws).
 */
export function publicationTime(
  current: Visibility,
  change: NewsStatusChange,
  now: Date,
  assertComplete: () => void,
): Date | null {
  if (change.action === 'unpublish') {
    if (current === 'draft') throw new AppError('news_status_unchanged');
    return null;
  }
  assertComplete();
  if (change.action === 'publish') {
    if (current === 'published') throw new AppError('news_status_unchanged');
    return now;
  }
  if (change.at.getTime() <= now.getTime()) throw new AppError('schedule_in_past');
  return change.at;
}

/** What a desk is answered: where the item stands now, and its publication time. */
export function publicationAnswer(
  publishAt: Date | null,
  now: Date,
): { visibility: Visibility; publishAt: string | null } {
  return {
    visibility: newsVisibility({ status: publishAt ? 'published' : 'draft', publishAt }, now),
    publishAt: publishAt?.toISOString() ?? null,
  };
}
