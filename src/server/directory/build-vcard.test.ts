import { parse } from 'vcard4';
import { describe, expect, it } from 'vitest';
import { buildVcard, vcardHeaders } from './build-vcard';

describe('contact cards', () => {
  const text = buildVcard({
    name: 'د. ريم عبد القادر موسى',
    title: 'محاضرة في القانون التجاري',
    organisation: 'كلية الرواد للعلوم والتقانة',
    department: 'كلية القانون',
    email: 'reem.musa@alrowad.edu.sd',
    phone: '+249 183 555 161',
    language: 'ar',
  });

  it('are vCard 4.0 that a parser reads back, with every field', () => {
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCARD\r\n')).toBe(true);
    const parsed = parse(text);
    expect(Array.isArray(parsed)).toBe(false); // exactly one card
    const properties = (parsed as { parsedVcard: unknown }).parsedVcard as {
      property: string;
      value: unknown;
      parameters: Record<string, string>;
    }[];
    const value = (name: string) => properties.find((p) => p.property === name)?.value;
    expect(value('FN')).toBe('د. ريم عبد القادر موسى');
    expect(value('TITLE')).toBe('محاضرة في القانون التجاري');
    expect(value('ORG')).toEqual(['كلية الرواد للعلوم والتقانة', 'كلية القانون']);
    expect(value('EMAIL')).toBe('reem.musa@alrowad.edu.sd');
    expect(value('TEL')).toBe('tel:+249183555161');
    expect(properties.find((p) => p.property === 'FN')!.parameters.LANGUAGE).toBe('ar');
  });

  it('download as text/vcard with a file name', () => {
    const headers = new Headers(vcardHeaders('Dr Reem Abdelgadir Musa.vcf'));
    expect(headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(headers.get('content-disposition')).toContain('filename="Dr Reem Abdelgadir Musa.vcf"');
  });
});
