import { departmentNames } from '@/server/directory/departments-desk';
import { siteConfig } from '@/config/site';
import { askedLocale } from '@/server/http/asked-locale';
import { getDb } from '@/server/db/client';
import { AppError, errorResponse } from '@/server/errors';
import { buildVcard, vcardHeaders } from '@/server/directory/build-vcard';
import { findDirectoryPerson } from '@/server/directory/published-directory';

/**
 * GET /api/staff/{id}?lang=ar|en: the contact card (vCard 4.0) of a person the directory shows,
 * in the language asked for (Arabic by default); 404 for a record that is unknown or hidden.
 * Records added on the page are local to it and have no card.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  try {
    const { id } = await params;
    const lang = askedLocale(request) ?? 'ar';
    const member = /^[1-9]\d{0,5}$/.test(id)
      ? await findDirectoryPerson(await getDb(), lang, Number(id))
      : null;
    if (!member) throw new AppError('unknown_member');
    const card = buildVcard({
      name: member.name,
      title: member.title,
      organisation: siteConfig.name[lang],
      department: departmentNames(lang)[member.department] ?? member.department,
      email: member.email,
      phone: member.phone,
      language: lang,
    });
    return new Response(card, {
      headers: vcardHeaders(`${member.name}.vcf`, `staff-${member.id}-${lang}.vcf`),
    });
  } catch (error) {
    return errorResponse(error);
  }
}
