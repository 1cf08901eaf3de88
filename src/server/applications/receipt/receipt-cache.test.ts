import { describe, expect, it, vi } from 'vitest';
import { receiptText, type ReceiptData } from './receipt-data';

const draw = vi.hoisted(() => vi.fn());
vi.mock('./receipt-pdf', async (original) => {
  const real = await original<typeof import('./receipt-pdf')>();
  draw.mockImplementation(real.receiptPdf);
  return { ...real, receiptPdf: draw };
});
const { MAX_RECEIPTS, receiptPdfOnce } = await import('./receipt-cache');

vi.setConfig({ testTimeout: 60_000 });

const data: ReceiptData = {
  reference: 'RWD-2026-7KQ4ZP',
  applicantName: 'Sara Ahmed',
  applicantEmail: 'sara@example.com',
  programmeId: 'medicine',
  intake: '2027-2028',
  submittedAt: new Date('2026-11-24T08:30:00Z'),
  fee: { feeStatus: 'unpaid', feeAmount: null, feePaidOn: null, feeBankReference: null },
  documents: [{ slot: 'id', fileName: 'id.pdf', sizeBytes: 120_000 }],
};
const text = (locale: 'ar' | 'en', changes: Partial<ReceiptData> = {}) =>
  receiptText({ ...data, ...changes }, locale, data.submittedAt);

describe('receiptPdfOnce (issue #42, item 2: a receipt is drawn once)', () => {
  it('draws different receipts one at a time', async () => {
    draw.mockClear();
    let drawing = 0;
    let most = 0;
    draw.mockImplementation(async () => {
      drawing++;
      most = Math.max(most, drawing);
      await new Promise((resolve) => setTimeout(resolve, 20));
      drawing--;
      return Buffer.from('%PDF-');
    });
    await Promise.all(
      ['queue-1', 'queue-2', 'queue-3'].map((id) => receiptPdfOnce(id, text('ar'))),
    );
    expect(draw).toHaveBeenCalledTimes(3);
    expect(most).toBe(1);
    draw.mockReset();
    const real = await vi.importActual<typeof import('./receipt-pdf')>('./receipt-pdf');
    draw.mockImplementation(real.receiptPdf);
  });

  it('draws a receipt once: the same request again, or at the same time, is answered at once', async () => {
    draw.mockClear();
    const [first, concurrent] = await Promise.all([
      receiptPdfOnce('app-1', text('en')),
      receiptPdfOnce('app-1', text('en')),
    ]);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(concurrent).toBe(first);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    const started = performance.now();
    const again = await receiptPdfOnce('app-1', text('en'));
    expect(performance.now() - started).toBeLessThan(50);
    expect(again).toBe(first);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('draws again for another language, another application or changed words', async () => {
    draw.mockClear();
    draw.mockImplementation(async () => Buffer.from('%PDF-stub'));
    await receiptPdfOnce('app-2', text('en'));
    await receiptPdfOnce('app-2', text('ar'));
    await receiptPdfOnce('app-3', text('en'));
    await receiptPdfOnce('app-2', text('en', { applicantName: 'Sara A. Ahmed' }));
    expect(draw).toHaveBeenCalledTimes(4);
  });

  it('keeps at most MAX_RECEIPTS, dropping the one asked for longest ago; a failed drawing is not kept', async () => {
    draw.mockClear();
    draw.mockImplementation(async () => Buffer.from('%PDF-stub'));
    for (let index = 0; index < MAX_RECEIPTS; index++)
      await receiptPdfOnce(`many-${index}`, text('en'));
    await receiptPdfOnce('many-0', text('en')); // used again: now the most recent
    await receiptPdfOnce('one-more', text('en')); // drops many-1
    draw.mockClear();
    await receiptPdfOnce('many-0', text('en'));
    expect(draw).not.toHaveBeenCalled();
    await receiptPdfOnce('many-1', text('en'));
    expect(draw).toHaveBeenCalledTimes(1);

    draw.mockClear();
    draw.mockImplementationOnce(async () => {
      throw new Error('out of memory');
    });
    await expect(receiptPdfOnce('failing', text('en'))).rejects.toThrow('out of memory');
    await receiptPdfOnce('failing', text('en'));
    expect(draw).toHaveBeenCalledTimes(2);
  });
});
