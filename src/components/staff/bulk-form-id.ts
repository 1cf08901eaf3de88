/**
 * The form the inbox's row checkboxes belong to (their `form` attribute): the bulk status form
 * (review-forms.tsx, a client module) and the inbox's table (rendered on the server) share it.
 */
export const BULK_FORM_ID = 'bulk-status';
