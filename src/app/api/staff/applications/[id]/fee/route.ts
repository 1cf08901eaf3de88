import { feeRecordSchema } from '@/lib/application-fee';
import { recordFeePayment } from '@/server/applications/application-fee';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/applications/{id}/fee {amount, paidOn, bankReference} (admissions): records
 * the application fee as paid (or corrects the record) and tells the applicant. 200
 * {feeStatus}; 400 with a message per wrong field; 401 signed out; 403 another role or another
 * site; 404 unknown.
 */
export const POST = staffWriteRoute(
  'admissions',
  feeRecordSchema,
  { maxBytes: 1024, invalid: 'invalid_fee', param: 'id' },
  (db, staff, input, id) => recordFeePayment(db, staff, id, input),
);
