/**
 * The database schema, in one place. `npm run db:generate` turns changes here into a new
 * versioned migration under drizzle/ (commit it); the site applies pending migrations at start.
 *
 * This file is also loaded by drizzle-kit and by scripts/db-migrate.mjs outside the Next.js
 * bundler, so it imports packages and relative paths only (no path aliases).
 */
import { sql } from 'drizzle-orm';
import { staffUser } from './staff-schema';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { boardRoles } from '../../../content/board-schema';
import type { ApplicationForm } from '../../lib/application-form';
import type { DraftData as ApplicationDraftData } from '../../lib/draft-link';
import { issueTypes } from '../../lib/issue-types';
import { supportAuthors, supportKinds, supportStatuses } from '../../lib/support-desk';
import { decidedStatuses, reviewStatuses, settableStatuses } from '../../lib/review-status';
import { feeStatuses } from '../../lib/application-fee';
import type { StoredSlot } from '../../lib/document-slots';
import {
  createdAt,
  notBlank,
  oneOf,
  reviewColumns,
  reviewStates,
  shownFromInsert,
  updatedAt,
} from './columns';

/**
 * Board roles, independent of language. The spec decides leadership by the position's wording;
 * storing the role too means a translation or a reworded title cannot move the chairman into
 * the members' table (src/server/board/split-board.ts still honours the wording).
 */
export { boardRoles };
export type BoardRole = (typeof boardRoles)[number];

/**
 * Board of trustees (spec 001 section 3: id, name, position, bio, image_url, created_at).
 * Each text field is stored once per language in its own column (`name_ar`, `name_en`, …):
 * the site has exactly two languages, both required for name and position, so plain columns
 * keep the constraints (NOT NULL, non-blank) in the database and the reads simple.
 */
export const board = pgTable(
  'board',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    positionAr: text('position_ar').notNull(),
    positionEn: text('position_en').notNull(),
    bioAr: text('bio_ar'),
    bioEn: text('bio_en'),
    imageUrl: text('image_url'),
    role: text('role', { enum: boardRoles }).notNull().default('member'),
    createdAt: createdAt(),
    /**
     * When the board's page starts showing the member (issue #22): null for a draft, a time to
     * come for a scheduled one. A row written straight into the table (spec 001's way of adding
     * members) is shown at once; the workspace adds members as drafts.
     */
    publishAt: shownFromInsert(),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
    ...reviewColumns(),
  },
  (table) => [
    index('board_created_at_idx').on(table.createdAt, table.id),
    oneOf('board_role_check', table.role, boardRoles),
    oneOf('board_review_state_check', table.reviewState, reviewStates),
    check(
      'board_text_not_blank',
      notBlank(table.nameAr, table.nameEn, table.positionAr, table.positionEn),
    ),
  ],
);

export type BoardRow = typeof board.$inferSelect;
export type NewBoardRow = typeof board.$inferInsert;

/**
 * One row per seed step that has run. The seed loads the board once, on a fresh database:
 * if an administrator later empties the table on purpose, it stays empty (and the page shows
 * the spec's static fallback) instead of being refilled at the next start.
 */
export const seeds = pgTable('seeds', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export { decidedStatuses, reviewStatuses };
export type ReviewStatus = (typeof reviewStatuses)[number];

/**
 * The documents of an application: the three of spec 000 section 3, and the application fee's
 * transfer receipt the applicant may send later through their personal link (issue #44).
 */
export const documentSlots = [
  'id',
  'certificate',
  'photo',
  'payment',
] as const satisfies readonly StoredSlot[];
export type DocumentSlot = (typeof documentSlots)[number];

/**
 * An application: created when the applicant starts uploading, complete only when its three
 * documents are stored (then the office is notified). Incomplete ones are removed, with their
 * files, after a configurable time (src/server/applications/cleanup-applications.ts).
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the applicant quotes: RWD-YYYY-XXXXXX. */
    reference: text('reference').notNull().unique(),
    applicantName: text('applicant_name').notNull(),
    applicantEmail: text('applicant_email').notNull(),
    locale: text('locale', { enum: ['ar', 'en'] }).notNull(),
    /** SHA-256 of the upload token handed to the applicant's browser (the token itself is not kept). */
    uploadTokenHash: text('upload_token_hash').notNull(),
    status: text('status', { enum: ['incomplete', 'complete'] })
      .notNull()
      .default('incomplete'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * The online application form's answers (src/lib/application-form.ts, as validated), when
     * the applicant used it; null for an application started on the documents tab.
     */
    form: jsonb('form').$type<ApplicationForm>(),
    /** The browser's key for the form's submission: a retried submit finds this row again. */
    idempotencyKey: text('idempotency_key').unique(),
    /** Where the admissions office is with a complete application (the status page shows it). */
    reviewStatus: text('review_status', { enum: reviewStatuses }).notNull().default('received'),
    /** The office's message to the applicant (with 'more_information'). */
    reviewMessage: text('review_message'),
    reviewUpdatedAt: timestamp('review_updated_at', { withTimezone: true }),
    /** When the retention period removed the documents of a decided application. */
    documentsDeletedAt: timestamp('documents_deleted_at', { withTimezone: true }),
    /** When the applicant was reminded that the documents of their sent form are missing. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** When the applicant last changed a document through their personal link. */
    applicantUpdatedAt: timestamp('applicant_updated_at', { withTimezone: true }),
    /**
     * The application fee (issue #44): unpaid; a transfer receipt sent by the applicant; paid,
     * as the office recorded it (amount in Sudanese pounds, the day, the bank's reference).
     */
    feeStatus: text('fee_status', { enum: feeStatuses }).notNull().default('unpaid'),
    feeAmount: numeric('fee_amount', { precision: 12, scale: 2 }),
    feePaidOn: date('fee_paid_on'),
    feeBankReference: text('fee_bank_reference'),
    feeRecordedAt: timestamp('fee_recorded_at', { withTimezone: true }),
    /** The admissions officer the application is assigned to (issue #45); none by default. */
    assignedTo: text('assigned_to').references(() => staffUser.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('applications_status_created_idx').on(table.status, table.createdAt),
    check('applications_status_check', sql`${table.status} in ('incomplete', 'complete')`),
    oneOf('applications_review_status_check', table.reviewStatus, reviewStatuses),
    oneOf('applications_fee_status_check', table.feeStatus, feeStatuses),
  ],
);
export type ApplicationRow = typeof applications.$inferSelect;

/** A stored document: its file lives in the storage under `storage_key`, never under a served folder. */
/**
 * The applicant's personal links (applications/applicant-link.ts): one per e-mail that carried
 * one, each working until the office sends a new link. Only a hash of each key is kept: a copy
 * of the database opens no application.
 */
export const applicationLinks = pgTable(
  'application_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [index('application_links_application_idx').on(table.applicationId)],
);

/**
 * The admission letter of an accepted application (issue #45, item 2): drawn from the
 * application when asked for, in either language, so only what makes it this letter is kept,
 * the day it was issued and the code that verifies it on /admission/verify-letter. A letter is
 * withdrawn when the office moves the application away from accepted; accepting it again issues
 * a new one (a new day and code), and the withdrawn code then says it is no longer valid.
 */
export const admissionLetters = pgTable(
  'admission_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The verification code printed on the letter, e.g. "K7Q2-9XMA-P4TD". */
    code: text('code').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [index('admission_letters_application_idx').on(table.applicationId)],
);
export type AdmissionLetterRow = typeof admissionLetters.$inferSelect;

/**
 * An application form's draft e-mailed to continue on another device (issue #44, item 6): the
 * answers as they were when the applicant asked, the step and the submission's key, opened by
 * the link's key (only its SHA-256 is kept) until it expires (7 days) or the form is sent.
 */
export const applicationDrafts = pgTable(
  'application_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyHash: text('key_hash').notNull().unique(),
    email: text('email').notNull(),
    /** The mailbox the link goes to, for the links-an-hour limit: `name+tag@` is `name@`. */
    emailKey: text('email_key').notNull().default(''),
    locale: text('locale', { enum: ['ar', 'en'] }).notNull(),
    draft: jsonb('draft').$type<ApplicationDraftData>().notNull(),
    /** The submission's key of the draft (its form, once sent, removes the draft). */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('application_drafts_email_idx').on(table.emailKey, table.createdAt),
    index('application_drafts_key_idx').on(table.idempotencyKey),
  ],
);

/**
 * The admission office's own words for a status e-mail in one language (issue #45, item 2):
 * its subject and body with placeholders (src/lib/status-templates.ts). Without a row, the
 * catalogue's default is sent.
 */
export const statusTemplates = pgTable(
  'status_templates',
  {
    status: text('status', { enum: settableStatuses }).notNull(),
    locale: text('locale', { enum: ['ar', 'en'] }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: updatedAt(),
    /** The address of the account that saved it (kept if the account goes). */
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [primaryKey({ columns: [table.status, table.locale] })],
);
export type StatusTemplateRow = typeof statusTemplates.$inferSelect;

export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    slot: text('slot', { enum: documentSlots }).notNull(),
    /** The applicant's file name, cleaned of paths and control characters. */
    fileName: text('file_name').notNull(),
    /** The type found in the file's content. */
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('application_documents_slot_unique').on(table.applicationId, table.slot),
    oneOf('application_documents_slot_check', table.slot, documentSlots),
  ],
);
export type ApplicationDocumentRow = typeof applicationDocuments.$inferSelect;

/**
 * Every e-mail the site sends, recorded before it is sent: pending until delivered, retried
 * with a growing delay when delivery fails, so no message is silently lost.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is about, e.g. 'application-office', 'application-confirmation'. */
    kind: text('kind').notNull(),
    /** The application or support request it belongs to. */
    relatedId: text('related_id'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** The message's language: the sender's name is the college's in it (null: English). */
    locale: text('locale', { enum: ['ar', 'en'] }),
    /**
     * Where an answer to the message goes (its Reply-To), when not to the sender: the support
     * desk for its replies, the visitor for a request forwarded to the desk.
     */
    replyTo: text('reply_to'),
    /** pending (to send or retry), sent, or failed (given up: refused for good, or too many attempts). */
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_pending_idx').on(table.status, table.nextAttemptAt)],
);
export type MailRow = typeof mailOutbox.$inferSelect;

/**
 * A technical support request from the platform hub, or a message from the contact page (its
 * `kind`): kept here with its reference, acknowledged to the visitor and forwarded to the
 * support address through the mail outbox.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the visitor quotes: SUP-YYYY-XXXXXX. */
    reference: text('reference').notNull().unique(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    /** A contact page's message is of the type 'other'. */
    issueType: text('issue_type', { enum: issueTypes }).notNull(),
    description: text('description').notNull(),
    locale: text('locale', { enum: ['ar', 'en'] }).notNull(),
    createdAt: createdAt(),
    /** Where the support desk is with it (src/lib/support-desk.ts): new, answered or closed. */
    status: text('status', { enum: supportStatuses }).notNull().default('new'),
    /** Where it came from: the platform hub's support form, or the contact page. */
    kind: text('kind', { enum: supportKinds }).notNull().default('support'),
    /** The subject the visitor gave (contact page messages only). */
    subject: text('subject'),
    /** The support agent it is assigned to (issue #45); none by default. */
    assignedTo: text('assigned_to').references(() => staffUser.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('support_requests_created_idx').on(table.createdAt),
    index('support_requests_status_created_idx').on(table.status, table.createdAt),
    index('support_requests_assigned_idx').on(table.assignedTo, table.createdAt),
    check(
      'support_requests_issue_type_check',
      sql`${table.issueType} in ('login', 'access', 'content', 'technical', 'other')`,
    ),
    oneOf('support_requests_status_check', table.status, supportStatuses),
    oneOf('support_requests_kind_check', table.kind, supportKinds),
  ],
);
export type SupportRequestRow = typeof supportRequests.$inferSelect;

/**
 * The thread of a request after the request itself, oldest first: the support desk's answers,
 * each e-mailed to the requester (`mail_id`, its outbox row), and the requester's follow-ups
 * sent through the link in those e-mails (`from` 'requester', `mail_id` the desk's notice). The
 * author is kept as text (id, e-mail and name at the time), so the thread still says who wrote
 * after an account is removed.
 */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    authorId: text('author_id'),
    authorEmail: text('author_email').notNull(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    /** The e-mail that carried it: to the requester (a desk reply), to the desk (a follow-up). */
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Who wrote it: the support desk, or the requester (a follow-up through their link). */
    from: text('from', { enum: supportAuthors }).notNull().default('desk'),
  },
  (table) => [
    index('support_replies_request_idx').on(table.requestId, table.createdAt),
    oneOf('support_replies_from_check', table.from, supportAuthors),
  ],
);
export type SupportReplyRow = typeof supportReplies.$inferSelect;

/**
 * The keys of a request's reply links (support-link.ts): each acknowledgement and each reply
 * e-mailed to the requester carries a new one, which lets them answer into the same request
 * from /support/reply. Only the key's SHA-256 is kept.
 */
export const supportLinks = pgTable(
  'support_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [index('support_links_request_idx').on(table.requestId)],
);

/** The support desk's saved answers (issue #45), inserted into a reply and edited there. */
export const supportAnswers = pgTable(
  'support_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The address of the account that saved it last (kept if the account goes). */
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [
    unique('support_answers_title_unique').on(table.title),
    check('support_answers_not_blank', notBlank(table.title, table.body)),
  ],
);
export type SupportAnswerRow = typeof supportAnswers.$inferSelect;

/** Fixed-window request counters shared by every instance (src/server/rate-limit). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** The admissions office's internal notes on an application (never shown to the applicant). */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: text('author_id'),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('application_notes_application_idx').on(table.applicationId, table.createdAt)],
);
export type ApplicationNoteRow = typeof applicationNotes.$inferSelect;

export * from './staff-schema';
export * from './publishing-schema';
export * from './calendar-schema';
export * from './pages-schema';
export * from './settings-schema';
export * from './directory-schema';
