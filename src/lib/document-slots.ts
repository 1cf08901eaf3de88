/**
 * The documents an applicant uploads (spec 000 section 5): the slots, the types each accepts, the
 * size limit, and the check of a file's first bytes. No schema library: the documents form's page
 * imports this directly.
 */
/** The document slots in the order they are uploaded, and the types each accepts. */
export const documentSlotTypes = {
  id: ['application/pdf', 'image/jpeg', 'image/png'],
  certificate: ['application/pdf', 'image/jpeg', 'image/png'],
  photo: ['image/jpeg', 'image/png'],
} as const;
export type SlotId = keyof typeof documentSlotTypes;
export const slotOrder: SlotId[] = ['id', 'certificate', 'photo'];
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export type DocumentType = (typeof documentSlotTypes)[SlotId][number];

/**
 * Every document an application may hold: the three above, and the application fee's transfer
 * receipt, which the applicant sends later through their personal link (issue #44).
 */
export type StoredSlot = SlotId | 'payment';
export const storedSlotOrder: StoredSlot[] = [...slotOrder, 'payment'];
export const storedSlotTypes: Record<StoredSlot, readonly DocumentType[]> = {
  ...documentSlotTypes,
  payment: ['application/pdf', 'image/jpeg', 'image/png'],
};

/** How long a file's start must be for `documentTypeOf` to read it. */
export const SIGNATURE_BYTES = 8;

/**
 * The document type a file's first bytes show (PDF, JPEG or PNG), or null. The browser checks
 * it before accepting a file, so a renamed file (a PDF called photo.png) is refused with the
 * spec's 'Invalid File Type' notice instead of a broken preview; the server checks the whole
 * file again.
 */
export function documentTypeOf(start: Uint8Array): DocumentType | null {
  const startsWith = (signature: number[]) =>
    start.length >= signature.length && signature.every((byte, index) => start[index] === byte);
  if (startsWith([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}
