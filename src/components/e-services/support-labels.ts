/**
 * The strings the support request dialog and its form are given by their server parent (the
 * `Support` catalogue of messages/{ar,en}.json): client components get their strings as props.
 */
import type { IssueType } from '@/lib/issue-types';
import type { SupportFieldError } from '@/lib/support-request-schema';

export interface SupportLabels {
  open: string;
  dialogTitle: string;
  dialogDescription: string;
  close: string;
  loading: string;
  fullName: string;
  email: string;
  issueType: string;
  issueTypeBlank: string;
  issueTypes: Record<IssueType, string>;
  description: string;
  descriptionHint: string;
  submit: string;
  sending: string;
  receivedTitle: string;
  receivedBody: string;
  failedTitle: string;
  failedNetwork: string;
  errorSummary: string;
  errors: Record<SupportFieldError, string>;
}
