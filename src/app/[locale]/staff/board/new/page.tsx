import { newRecordPage } from '@/components/staff/new-record-page';

/** A new member of the board of trustees, a draft until published from their page. */
export default newRecordPage('board');
