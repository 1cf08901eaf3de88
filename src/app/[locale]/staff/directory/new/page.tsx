import { newRecordPage } from '@/components/staff/new-record-page';

/** A new person of the staff directory, a draft until published from its page. */
export default newRecordPage('directory');
