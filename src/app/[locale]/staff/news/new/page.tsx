import { newRecordPage } from '@/components/staff/new-record-page';

/** A new news item: the editor, empty; saving it creates a draft. */
export default newRecordPage('news');
