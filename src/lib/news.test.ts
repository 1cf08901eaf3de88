import { describe, expect, it } from 'vitest';
import { collegeDateTime, missingToPublish, newsStatusSchema, newsVisibility } from './news';

const complete = {
  titleAr: 'عنوان',
  titleEn: 'Title',
  excerptAr: 'ملخص',
  excerptEn: 'Summary',
  bodyAr: 'نص',
  bodyEn: 'Text',
  imageId: null,
  imageAltAr: '',
  imageAltEn: '',
};

describe('the news rules', () => {
  it('reads a date and hour typed in Khartoum (UTC+2) as an instant, with or without seconds', () => {
    expect(collegeDateTime('2026-12-01T09:30')?.toISOString()).toBe('2026-12-01T07:30:00.000Z');
    expect(collegeDateTime('2026-12-01T09:30:15')?.toISOString()).toBe('2026-12-01T07:30:15.000Z');
    expect(collegeDateTime('2026-12-01 09:30')).toBeNull();
    expect(collegeDateTime('2026-13-01T09:30')).toBeNull();
    expect(newsStatusSchema.safeParse({ action: 'schedule', at: 'tomorrow' }).success).toBe(false);
    expect(newsStatusSchema.safeParse({ action: 'delete' }).success).toBe(false);
  });

  it('says what publishing still needs: every text in both languages, the alt text with a picture', () => {
    expect(missingToPublish(complete)).toEqual({});
    expect(missingToPublish({ ...complete, bodyEn: '  ', titleAr: '' })).toEqual({
      titleAr: 'requiredToPublish',
      bodyEn: 'requiredToPublish',
    });
    expect(
      missingToPublish({ ...complete, imageId: '8d3f6a52-4c1e-4b7a-9f0d-2e5c7b9a1d44' }),
    ).toEqual({ imageAltAr: 'altRequired', imageAltEn: 'altRequired' });
  });

  it('tells a draft, a scheduled item and a published one apart', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(newsVisibility({ status: 'draft', publishAt: null }, now)).toBe('draft');
    expect(
      newsVisibility({ status: 'published', publishAt: new Date('2026-11-24T11:00:00Z') }, now),
    ).toBe('scheduled');
    expect(newsVisibility({ status: 'published', publishAt: now }, now)).toBe('published');
  });
});
