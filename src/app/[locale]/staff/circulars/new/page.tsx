import { newRecordPage } from '@/components/staff/new-record-page';

/** A new notice or circular: the editor, empty; saving it creates a draft. */
export default newRecordPage('circulars');
