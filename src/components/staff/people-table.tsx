import type { publicationVisibility } from '@/lib/news';
import { Link } from '@/components/ui/link';
import { PlainTable } from './table-view';

/** One person of a desk's list (the board, the directory), as the server words it. */
export interface PersonRow {
  id: string;
  /** The portrait's address, or null when the person has none. */
  photo: string | null;
  name: string;
  /** The person's page in the workspace. */
  href: string;
  /** The person's other columns (position and role, title and department), in order. */
  facts: string[];
  visibility: ReturnType<typeof publicationVisibility>;
  /** Where the person stands, in words (draft, published, scheduled for…). */
  state: string;
}

/**
 * The people of a workspace desk (the board of trustees, the staff directory): portrait, name
 * linking to the person's page, the desk's own columns, and where each stands. Each row is
 * marked `data-{marker}` with the person's id for the tests.
 */
export function PeopleTable({
  caption,
  headers,
  marker,
  noPhoto,
  rows,
}: {
  caption: string;
  headers: string[];
  marker: 'member' | 'person';
  /** Shown where a person has no portrait. */
  noPhoto?: string;
  rows: PersonRow[];
}) {
  return (
    <PlainTable caption={caption} headers={headers}>
      {rows.map((row) => (
        <tr
          key={row.id}
          className="border-b border-slate-200 dark:border-slate-700"
          {...{ [`data-${marker}`]: row.id }}
        >
          <td className="p-2">
            {row.photo ? (
              // eslint-disable-next-line @next/next/no-img-element -- a stored, resized copy or a drawn portrait
              <img src={row.photo} alt="" className="size-12 rounded-full object-cover" />
            ) : (
              <span className="text-sm">{noPhoto}</span>
            )}
          </td>
          <td className="p-2">
            <Link href={row.href} className="font-bold underline">
              {row.name}
            </Link>
          </td>
          {row.facts.map((fact, index) => (
            <td key={index} className="p-2">
              {fact}
            </td>
          ))}
          <td className="p-2" data-state={row.visibility}>
            {row.state}
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}
