import { getStaffDirectory } from '@content/calendar';
import { siteConfig } from '@/config/site';
import { isLocale } from '@/i18n/routing';
import { AppError, errorResponse } from '@/server/errors';
import { buildVcard, vcardHeaders } from '@/server/directory/build-vcard';

/**
 * GET /api/staff/{id}?lang=ar|en: the contact card (vCard 4.0) of a member of the published
 * directory, in the language asked for (Arabic by default). Records added on the page are
 * local to it and have no card.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const { id } = await params;
  const lang = new URL(request.url).searchParams.get('lang') ?? 'ar';
  if (!isLocale(lang)) {
    return errorResponse(new AppError('invalid_lang'));
  }
  const directory = getStaffDirectory(lang);
  const member = /^\d{1,6}$/.test(id)
    ? directory.members.find((candidate) => candidate.id === Number(id))
    : undefined;
  if (!member) {
    return errorResponse(new AppError('unknown_member'));
  }
  const card = buildVcard({
    name: member.name,
    title: member.title,
    organisation: siteConfig.name[lang],
    department: directory.departments[member.department],
    email: member.email,
    phone: member.phone,
    language: lang,
  });
  return new Response(card, {
    headers: vcardHeaders(`${member.name}.vcf`, `staff-${member.id}-${lang}.vcf`),
  });
}
