import { newRecordPage } from '@/components/staff/new-record-page';

/** A new event: the editor, empty; saving it creates a draft. */
export default newRecordPage('events');
