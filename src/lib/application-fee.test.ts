import { describe, expect, it } from 'vitest';
import { feeRecordSchema } from './application-fee';

describe('feeRecordSchema', () => {
  it('takes the amount as an officer types it, in either script', () => {
    for (const [typed, amount] of [
      ['100', '100'],
      ['١٠٠', '100'],
      ['1,250.50', '1250.50'],
      [' 100٫5 ', '100.5'],
    ]) {
      const parsed = feeRecordSchema.parse({
        amount: typed,
        paidOn: '2026-12-01',
        bankReference: ' TRX 1 ',
      });
      expect(parsed.amount, typed).toBe(amount);
      expect(parsed.bankReference).toBe('TRX 1');
    }
  });

  it('names each wrong field', () => {
    const result = feeRecordSchema.safeParse({
      amount: '0',
      paidOn: '2026-02-30',
      bankReference: '',
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(issues).toEqual({
      amount: 'amountInvalid',
      paidOn: 'paidOnInvalid',
      bankReference: 'bankReferenceRequired',
    });
    expect(
      feeRecordSchema.safeParse({ amount: '', paidOn: '2026-12-01', bankReference: 'x' }).error
        ?.issues[0]?.message,
    ).toBe('amountRequired');
    expect(
      feeRecordSchema.safeParse({
        amount: '100',
        paidOn: '2026-12-01',
        bankReference: 'x',
        extra: 1,
      }).success,
    ).toBe(false);
  });
});
