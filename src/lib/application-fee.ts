/**
 * The application fee as the office records it (issue #44): where it is, and what the office
 * types when it marks it paid. One schema for the workspace's form and its endpoint; the error
 * codes are message keys of `Staff.fieldErrors`.
 */
import './zod';
import { z } from 'zod';
import { calendarDay } from './record-fields';
import { normalizeDigits } from './normalize';
import { singleLine } from './single-line';
import { requiredText } from './text-field';

/** Unpaid; a transfer receipt sent by the applicant, to check; paid, as the office recorded it. */
export const feeStatuses = ['unpaid', 'proof_sent', 'paid'] as const;
export type FeeStatus = (typeof feeStatuses)[number];

export const MAX_BANK_REFERENCE = 80;
/** Far above any fee of the college, in Sudanese pounds. */
export const MAX_FEE_AMOUNT = 10_000_000;

export const feeRecordSchema = z
  .object({
    amount: z
      .string({ error: 'amountInvalid' })
      .transform((value) =>
        normalizeDigits(value)
          .replace(/[,\s٬]/g, '')
          .replace('٫', '.'),
      )
      .pipe(
        z
          .string()
          .min(1, { error: 'amountRequired' })
          .regex(/^\d{1,8}(\.\d{1,2})?$/, { error: 'amountInvalid' })
          .refine((value) => Number(value) > 0 && Number(value) <= MAX_FEE_AMOUNT, {
            error: 'amountInvalid',
          }),
      ),
    paidOn: z.string({ error: 'paidOnInvalid' }).pipe(calendarDay('paidOnInvalid')),
    bankReference: requiredText(
      singleLine,
      MAX_BANK_REFERENCE,
      'bankReferenceRequired',
      'bankReferenceTooLong',
    ),
  })
  .strict();
export type FeeRecord = z.infer<typeof feeRecordSchema>;
