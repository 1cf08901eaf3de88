import { Link } from '../ui/link';

/** The previous and next pages of a workspace list, as plain links (the server pages). */
export function ListPager({
  page,
  pages,
  href,
  labels,
}: {
  page: number;
  pages: number;
  /** The link to another page of the same list (same filters). */
  href: (page: number) => string;
  labels: { pages: string; previous: string; next: string; pageOf: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.pages} className="flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link href={href(page - 1)} className="font-bold underline">
          {labels.previous}
        </Link>
      ) : null}
      <span>{labels.pageOf}</span>
      {page < pages ? (
        <Link href={href(page + 1)} className="font-bold underline">
          {labels.next}
        </Link>
      ) : null}
    </nav>
  );
}
