import { NotFoundContent } from '@/components/page/not-found-content';

export default function LocaleNotFound() {
  return <NotFoundContent />;
}
