import type { ApplicationFormInput } from '@/lib/application-form';

/** A complete, valid undergraduate application; each test spoils one field. */
export function validForm(overrides: Partial<ApplicationFormInput> = {}): ApplicationFormInput {
  return {
    track: 'undergraduate',
    programme: 'it',
    intake: '2027-2028',
    nameAr: 'سارة أحمد محمد',
    nameEn: 'Sara Ahmed Mohamed',
    dateOfBirth: '2008-03-14',
    nationality: 'سودانية',
    idNumber: '123-4567-890',
    phone: '0912 345 678',
    email: 'sara@example.com',
    city: 'الخرطوم',
    qualification: {
      kind: 'secondary',
      type: 'sudanese',
      stream: 'science',
      year: '2026',
      percentage: '82.5',
    },
    guardianName: 'أحمد محمد علي',
    guardianPhone: '+249 123 456 789',
    declaration: true,
    ...overrides,
  } as ApplicationFormInput;
}

/** A complete, valid graduate application (a bachelor's degree, 65%); each test changes the grade. */
export function validGraduateForm(
  qualification: Record<string, string> = {},
): ApplicationFormInput {
  return validForm({
    track: 'graduate',
    programme: 'executive-mba',
    qualification: {
      kind: 'degree',
      level: 'bachelor',
      field: 'Accounting',
      university: 'University of Khartoum',
      year: '2015',
      percentage: '65',
      ...qualification,
    } as ApplicationFormInput['qualification'],
  });
}
