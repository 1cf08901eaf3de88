import { describe, expect, it } from 'vitest';
import {
  applicationFormSchema,
  normalizePhone,
  type ApplicationFormInput,
} from './application-form';
import { minimumFor } from './college-figures';
import {
  validForm,
  validGraduateForm,
} from '../../test/support/applications/application-form-fixture';

function errorsOf(input: ApplicationFormInput): Record<string, string> {
  const result = applicationFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('normalizePhone', () => {
  it.each([
    ['0912345678', '+249912345678'],
    ['912345678', '+249912345678'],
    ['+249 912 345 678', '+249912345678'],
    ['00249912345678', '+249912345678'],
    ['+249 0912345678', '+249912345678'],
    ['٠٩١٢٣٤٥٦٧٨', '+249912345678'],
    ['0123-456-789', '+249123456789'],
    ['+966 50 123 4567', '+966501234567'],
  ])('accepts %s', (raw, expected) => expect(normalizePhone(raw)).toBe(expected));

  it.each(['', '12345', '0812345678', 'abc', '+249 91234', '0912345678901'])('refuses %j', (raw) =>
    expect(normalizePhone(raw)).toBeNull(),
  );
});

describe('applicationFormSchema', () => {
  it('accepts a complete application and normalises it', () => {
    const parsed = applicationFormSchema.parse(validForm());
    expect(parsed.phone).toBe('+249912345678');
    expect(parsed.idNumber).toBe('1234567890');
    expect(parsed.qualification).toEqual({
      kind: 'secondary',
      type: 'sudanese',
      stream: 'science',
      year: 2026,
      scale: 'percentage',
      percentage: 82.5,
    });
  });

  it('reads Arabic-Indic digits and the Arabic decimal separator', () => {
    const parsed = applicationFormSchema.parse(
      validForm({
        qualification: {
          kind: 'secondary',
          type: 'sudanese',
          stream: 'arts',
          year: '٢٠٢٦',
          percentage: '٨٥٫٥',
        },
      }),
    );
    expect(parsed.qualification.percentage).toBe(85.5);
    expect(parsed.qualification.year).toBe(2026);
  });

  it('names the field of every bad input with a message key', () => {
    expect(errorsOf(validForm({ phone: '12' }))).toEqual({ phone: 'phoneInvalid' });
    expect(errorsOf(validForm({ email: 'sara@' }))).toEqual({ email: 'emailInvalid' });
    expect(errorsOf(validForm({ nameEn: 'سارة أحمد' }))).toEqual({ nameEn: 'nameEnglishInvalid' });
    expect(errorsOf(validForm({ nameAr: 'Sara Ahmed' }))).toEqual({ nameAr: 'nameArabicInvalid' });
    expect(errorsOf(validForm({ nameAr: 'سارة' }))).toEqual({ nameAr: 'nameTooShort' });
    expect(errorsOf(validForm({ dateOfBirth: '2008-02-30' }))).toEqual({
      dateOfBirth: 'dateInvalid',
    });
    expect(errorsOf(validForm({ dateOfBirth: '1900-01-01' }))).toEqual({
      dateOfBirth: 'dateOfBirthRange',
    });
    expect(errorsOf(validForm({ idNumber: '12' }))).toEqual({ idNumber: 'idNumberInvalid' });
    expect(errorsOf(validForm({ city: '  ' }))).toEqual({ city: 'required' });
    expect(errorsOf(validForm({ declaration: false as unknown as true }))).toEqual({
      declaration: 'declarationRequired',
    });
    expect(errorsOf(validForm({ programme: 'executive-mba' }))).toMatchObject({
      programme: 'required',
    });
  });

  it('holds each programme to its published minimum', () => {
    expect(minimumFor('undergraduate', 'law')).toEqual({ percentage: 70, science: false });
    expect(minimumFor('international', 'law')).toEqual({ percentage: 75, science: false });
    expect(minimumFor('international', 'medicine')).toEqual({ percentage: 90, science: true });
    expect(minimumFor('graduate', 'executive-mba')).toBeNull();
    const certificate = (percentage: string, stream = 'science') => ({
      kind: 'secondary' as const,
      type: 'sudanese' as const,
      stream: stream as 'science',
      year: '2026',
      percentage,
    });
    expect(errorsOf(validForm({ qualification: certificate('69.9') }))).toEqual({
      'qualification.percentage': 'belowMinimum',
    });
    expect(errorsOf(validForm({ qualification: certificate('70') }))).toEqual({});
    expect(
      errorsOf(validForm({ track: 'international', nameAr: '', qualification: certificate('74') })),
    ).toEqual({ 'qualification.percentage': 'belowMinimum' });
    expect(
      errorsOf(validForm({ programme: 'medicine', qualification: certificate('95', 'arts') })),
    ).toEqual({ 'qualification.stream': 'scienceRequired' });
    expect(
      errorsOf(validForm({ programme: 'medicine', qualification: certificate('89') })),
    ).toEqual({ 'qualification.percentage': 'belowMinimum' });
  });

  it('asks graduate applicants for their degree, without a secondary minimum', () => {
    const graduate = validGraduateForm();
    expect(errorsOf(graduate)).toEqual({});
    expect(
      errorsOf({ ...graduate, qualification: validForm().qualification } as ApplicationFormInput),
    ).toEqual({ 'qualification.kind': 'required' });
  });

  it('asks the scale of a grade and checks the grade on it: a GPA of 3.2 is never 3.2%', () => {
    const degree = (scale: string | undefined, percentage: string) =>
      validGraduateForm({ percentage, ...(scale ? { scale } : {}) });
    const parsed = applicationFormSchema.parse(degree('gpa4', '٣٫٢'));
    expect(parsed.qualification).toMatchObject({ scale: 'gpa4', percentage: 3.2 });
    expect(errorsOf(degree('gpa4', '4.5'))).toEqual({ 'qualification.percentage': 'gpa4Invalid' });
    expect(errorsOf(degree('gpa5', '4.5'))).toEqual({});
    expect(errorsOf(degree('gpa5', '5.5'))).toEqual({ 'qualification.percentage': 'gpa5Invalid' });
    expect(errorsOf(degree('gpa10', '3'))).toEqual({ 'qualification.scale': 'required' });
    // A form saved before the scale was asked: a percentage.
    expect(applicationFormSchema.parse(degree(undefined, '65')).qualification.scale).toBe(
      'percentage',
    );
    // A secondary certificate's GPA is not held to the percentage minimum (the office judges
    // its equivalent); 3.2 as a percentage is.
    const certificate = (scale: string, percentage: string) =>
      validForm({
        qualification: {
          ...validForm().qualification,
          scale,
          percentage,
        } as ApplicationFormInput['qualification'],
      });
    expect(errorsOf(certificate('gpa4', '3.2'))).toEqual({});
    expect(errorsOf(certificate('percentage', '3.2'))).toEqual({
      'qualification.percentage': 'belowMinimum',
    });
  });

  it('checks the answers of one step while later steps are still empty (step by step)', () => {
    const partial = {
      track: 'undergraduate',
      programme: 'medicine',
      nameAr: 'Sara',
      nameEn: 'سارة',
      dateOfBirth: '2008-02-30',
      qualification: {
        kind: 'secondary',
        type: 'sudanese',
        stream: 'arts',
        year: '2026',
        percentage: '80',
      },
    } as unknown as ApplicationFormInput;
    expect(errorsOf(partial)).toMatchObject({
      nameAr: 'nameArabicInvalid',
      nameEn: 'nameEnglishInvalid',
      dateOfBirth: 'dateInvalid',
      'qualification.stream': 'scienceRequired',
      'qualification.percentage': 'belowMinimum',
      guardianName: 'required',
    });
    expect(applicationFormSchema.safeParse(null).success).toBe(false);
  });

  it('lets international applicants leave the Arabic name out, no one else', () => {
    expect(errorsOf(validForm({ nameAr: '' }))).toEqual({ nameAr: 'required' });
    expect(errorsOf(validForm({ track: 'international', nameAr: '' }))).toEqual({});
  });
});
