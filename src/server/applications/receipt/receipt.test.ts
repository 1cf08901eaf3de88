import { writeFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { pdfActualTexts } from '../../../../test/support/pdf/pdf-actual-text';
import { extractText, getDocumentProxy } from 'unpdf';
import { drawingOrder } from './receipt-pdf';
import { receiptPdf } from './receipt-pdf';
import { receiptLines, receiptText, type ReceiptData } from './receipt-data';

// Drawing a PDF takes up to a second on a busy machine (the fonts are parsed for the first one).
vi.setConfig({ testTimeout: 30_000 });

const data: ReceiptData = {
  reference: 'RWD-2026-7KQ4ZP',
  applicantName: 'سارة أحمد محمد',
  applicantEmail: 'sara@example.com',
  programmeId: 'medicine',
  intake: '2027-2028',
  submittedAt: new Date('2026-11-24T08:30:00Z'),
  fee: { feeStatus: 'unpaid', feeAmount: null, feePaidOn: null, feeBankReference: null },
  documents: [
    { slot: 'id', fileName: 'بطاقة-سارة.pdf', sizeBytes: 1_258_291 },
    { slot: 'certificate', fileName: 'certificate.png', sizeBytes: 358_400 },
    { slot: 'photo', fileName: 'photo.jpg', sizeBytes: 91_000 },
  ],
};

describe('drawingOrder', () => {
  it('puts a right-to-left line in drawing order, numbers and Latin kept whole', () => {
    expect(drawingOrder('الرقم المرجعي: RWD-2026-7KQ4ZP', 'rtl').join('')).toBe(
      'RWD-2026-7KQ4ZP :المرجعي الرقم',
    );
    // Brackets of a right-to-left run are mirrored, as a browser draws them.
    expect(drawingOrder('جنيه (SDG)', 'rtl').join('')).toBe('(SDG) جنيه');
    expect(drawingOrder('Sara (سارة)', 'ltr').join('')).toBe('Sara (سارة)');
    // After Arabic letters a year range needs its isolate, which is not drawn.
    expect(drawingOrder('العام الدراسي 2027-2028', 'rtl').join('')).toBe('2028-2027 الدراسي العام');
    expect(drawingOrder('العام الدراسي \u20662027-2028\u2069', 'rtl').join('')).toBe(
      '2027-2028 الدراسي العام',
    );
  });
});

describe('receipt', () => {
  it('says the same in the e-mail as on the PDF, in Arabic', async () => {
    const text = receiptText(data, 'ar', new Date('2026-11-24T09:00:00Z'));
    const mail = receiptLines(text).join('\n');
    expect(mail).toContain('الرقم المرجعي: RWD-2026-7KQ4ZP');
    expect(mail).toContain('البرنامج: الطب والجراحة العامة');
    expect(mail).toContain('الهوية الشخصية: بطاقة-سارة.pdf (1.2 MB)');
    expect(mail).toContain('100 جنيه سوداني، غير قابلة للاسترداد.');

    const pdf = await receiptPdf(text);
    if (process.env.RECEIPT_SAMPLE) await writeFile(`${process.env.RECEIPT_SAMPLE}-ar.pdf`, pdf);
    const lines = pdfActualTexts(pdf);
    for (const expected of [
      'إيصال طلب التقديم',
      'RWD-2026-7KQ4ZP',
      'سارة أحمد محمد',
      'sara@example.com',
      'الطب والجراحة العامة',
      'العام الدراسي 2027-2028',
      '100 جنيه سوداني، غير قابلة للاسترداد.',
    ]) {
      expect(lines).toContain(expected);
    }
    expect(lines).toContain('• الهوية الشخصية: بطاقة-سارة.pdf (1.2 MB)');
    // Every line of the PDF has its reading order, and pdf.js reads the left-to-right parts.
    const read = (await extractText(await getDocumentProxy(new Uint8Array(pdf)))).text.join(' ');
    expect(read).toContain('RWD-2026-7KQ4ZP');
    expect(read).toContain('sara@example.com');
  });

  it('is in English for an English applicant', async () => {
    const text = receiptText({ ...data, applicantName: 'Sara Ahmed' }, 'en');
    const pdf = await receiptPdf(text);
    if (process.env.RECEIPT_SAMPLE) await writeFile(`${process.env.RECEIPT_SAMPLE}-en.pdf`, pdf);
    const read = (await extractText(await getDocumentProxy(new Uint8Array(pdf)))).text.join('\n');
    for (const expected of [
      'Application receipt',
      'RWD-2026-7KQ4ZP',
      'Medicine and General Surgery',
      '100 Sudanese pounds, not refundable.',
      'Academic year 2027-2028',
    ]) {
      expect(read).toContain(expected);
    }
    // An Arabic file name in an English line: its words and the Latin punctuation between them
    // are in two of the font's files, so pdf.js reads them as drawn; the line's ActualText
    // has its reading order.
    expect(pdfActualTexts(pdf)).toContain('• Personal ID: بطاقة-سارة.pdf (1.2 MB)');
  });
});

describe('receiptPdf shares the server (issue #42, item 2)', () => {
  it('draws a part at a time: what else the server has to do runs between the parts', async () => {
    // A bystander's work, asked for again each time it has run: on a server drawing the whole
    // receipt at once it ran once or not at all before the receipt was done.
    let turns = 0;
    let drawing = true;
    const bystander = () => {
      turns++;
      if (drawing) setImmediate(bystander);
    };
    setImmediate(bystander);
    const pdf = await receiptPdf(receiptText(data, 'ar', data.submittedAt));
    drawing = false;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(turns).toBeGreaterThanOrEqual(20);
  });
});

describe('the fee on the receipt', () => {
  it('says how to pay, to which account, until the office records the fee as paid', () => {
    const unpaid = receiptText(data, 'en', data.submittedAt).fee;
    expect(unpaid).toContainEqual({ label: 'Payment', value: 'Not yet recorded as paid' });
    expect(unpaid).toContainEqual({
      label: 'Account number',
      value: '0123 4567 8901 2',
      ltr: true,
    });
    expect(unpaid.map((row) => row.label)).toContain('Bank');

    const paid = receiptText(
      {
        ...data,
        fee: {
          feeStatus: 'paid',
          feeAmount: '100.00',
          feePaidOn: '2026-12-01',
          feeBankReference: 'TRX-88231',
        },
      },
      'ar',
      data.submittedAt,
    ).fee;
    expect(paid).toContainEqual({
      label: 'حالة الدفع',
      value: 'مدفوعة: 100 جنيه سوداني، بتاريخ 1 ديسمبر 2026، مرجع المصرف \u2066TRX-88231\u2069',
    });
    expect(paid.map((row) => row.label)).not.toContain('رقم الحساب');
  });
});
