/**
 * A staff member's contact card (vCard 4.0, RFC 6350) with the vcard4 library: name, title,
 * the college and department, work e-mail and phone, in the language asked for.
 */
import 'server-only';
import {
  EmailProperty,
  FNProperty,
  KindProperty,
  LanguageParameter,
  LanguageTagType,
  OrgProperty,
  ParameterValueType,
  SpecialValueType,
  TelProperty,
  TextType,
  TitleProperty,
  TypeParameter,
  URIType,
  ValueParameter,
  VCARD,
} from 'vcard4';
import { attachmentDisposition } from '../http/content-disposition';

export interface ContactCard {
  name: string;
  title: string;
  organisation: string;
  department: string;
  email: string;
  phone: string;
  language: 'ar' | 'en';
}

export function buildVcard(card: ContactCard): string {
  const language = () => new LanguageParameter(new LanguageTagType(card.language));
  const work = (property: string) => new TypeParameter(property, new ParameterValueType('work'));
  const tel = `tel:${card.phone.replace(/[^\d+]/g, '')}`;
  return new VCARD([
    new FNProperty([language()], new TextType(card.name)),
    new KindProperty([], new SpecialValueType('KindProperty', 'individual')),
    new TitleProperty([language()], new TextType(card.title)),
    new OrgProperty(
      [language()],
      new SpecialValueType('OrgProperty', [
        new TextType(card.organisation),
        new TextType(card.department),
      ]),
    ),
    new EmailProperty([work('EmailProperty')], new TextType(card.email)),
    new TelProperty([new ValueParameter(new URIType(tel)), work('TelProperty')], new URIType(tel)),
  ]).repr();
}

/** Headers of a .vcf download with a file name in any language. */
export function vcardHeaders(fileName: string, asciiFallback?: string): HeadersInit {
  return {
    'Content-Type': 'text/vcard; charset=utf-8',
    'Content-Disposition': attachmentDisposition(fileName, asciiFallback),
    'Cache-Control': 'public, max-age=3600',
  };
}
