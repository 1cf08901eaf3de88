/**
 * The inbox's filters, sorting and page, read from the URL's search parameters (the inbox is a
 * plain server-rendered page: its links and its CSV export carry the same parameters). Anything
 * unknown falls back to the default instead of failing.
 */
import 'server-only';
import { z } from 'zod';
import { reviewStatuses } from '../db/schema';
import { feeStatuses } from '@/lib/application-fee';
import {
  admissionTracks,
  certificateStreams,
  certificateTypes,
  programmeIds,
} from '@/lib/application-form';
import { listQuery, pageNumber, searchText } from '../staff/list-query';

/** `average`: the certificate's or degree's grade, a GPA counted on 100 (issue #45). */
export const sortColumns = [
  'completedAt',
  'reference',
  'applicantName',
  'reviewStatus',
  'average',
] as const;
export type SortColumn = (typeof sortColumns)[number];
export const PAGE_SIZE = 25;
/** The page sizes an officer may choose. */
export const pageSizes = [25, 50, 100] as const;

/** A calendar date (YYYY-MM-DD that exists: not 2026-13-45). */
const day = z.iso.date().optional().catch(undefined);

export const inboxQuerySchema = z.object({
  status: z.enum(reviewStatuses).optional().catch(undefined),
  programme: z.enum(programmeIds).optional().catch(undefined),
  track: z.enum(admissionTracks).optional().catch(undefined),
  /** An academic year of intake, as the form names it ("2027-2028"). */
  intake: z
    .string()
    .regex(/^\d{4}-\d{4}$/)
    .optional()
    .catch(undefined),
  certificate: z.enum(certificateTypes).optional().catch(undefined),
  /** 'mine', 'none' (not assigned) or an officer's account id. */
  officer: z
    .string()
    .regex(/^[\w-]{1,100}$/)
    .optional()
    .catch(undefined),
  stream: z.enum(certificateStreams).optional().catch(undefined),
  /** Where the application fee is. */
  fee: z.enum(feeStatuses).optional().catch(undefined),
  /** 'applicant': changed by the applicant since the office last acted. */
  updated: z.literal('applicant').optional().catch(undefined),
  /**
   * The nationality as the applicants typed it, compared without case or surrounding spaces
   * (the form's field is free text: "سودانية", "Sudanese").
   */
  nationality: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(60)
    .regex(/^[^\u0000-\u001f\u007f]*$/)
    .optional()
    .catch(undefined),
  /** 'complete': the three required documents held; 'missing': one or more still to come. */
  documents: z.enum(['complete', 'missing']).optional().catch(undefined),
  from: day,
  to: day,
  q: searchText,
  sort: z.enum(sortColumns).catch('completedAt').default('completedAt'),
  dir: z.enum(['asc', 'desc']).catch('desc').default('desc'),
  page: pageNumber,
  size: z.coerce
    .number()
    .pipe(z.union(pageSizes.map((size) => z.literal(size))))
    .catch(PAGE_SIZE)
    .default(PAGE_SIZE),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

const inboxQuery = listQuery(inboxQuerySchema, {
  sort: 'completedAt',
  dir: 'desc',
  page: 1,
  size: PAGE_SIZE,
});
/** The query of a URL's search parameters (the first value of each). */
export const parseInboxQuery = inboxQuery.parse;
/** The search parameters of a query, defaults left out (for links and the export). */
export const inboxSearch = inboxQuery.search;
