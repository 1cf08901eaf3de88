/**
 * The strings the support request dialog and its form are given by their server parent: the
 * `Support` catalogue of messages/{ar,en}.json, typed from the catalogue itself (client
 * components get their strings as props).
 */
import type { Messages } from 'next-intl';

export type SupportLabels = Messages['Support'];
