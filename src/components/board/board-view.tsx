import type { BoardContent } from '@content/board-schema';
import type { Locale } from '@/i18n/routing';
import type { BoardState } from '@/server/board/load-board';
import type { BoardMember } from '@/server/board/list-board-members';
import { shownBoard, type ShownBoardPerson } from '@/server/board/split-board';

/** The page's UI strings (messages/{ar,en}.json, namespace Board), passed in so this renders anywhere. */
export interface BoardStrings {
  error: string;
  leadershipHeading: string;
  membersHeading: string;
  membersCaption: string;
  nameColumn: string;
  positionColumn: string;
  dutiesHeading: string;
  photoAlt: (name: string) => string;
}

type Person = Omit<ShownBoardPerson, 'imageUrl'> & { imageUrl?: string };

/** A shown person with only a photo of our own origin kept (safeImageUrl). */
function safe(person: ShownBoardPerson): Person {
  return { ...person, imageUrl: safeImageUrl(person.imageUrl) };
}

/**
 * Photos are shown only from our own origin (a path such as /images/board/…), the one rule
 * the CSP's img-src also enforces (DESIGN.md: no external host at run time); anything else (an
 * external address, a typo, a `javascript:` URL pasted into the database) gets the placeholder.
 */
export function safeImageUrl(url: string | null): string | undefined {
  if (!url) return undefined;
  const trimmed = url.trim();
  return /^\/(?![/\\])\S*$/.test(trimmed) ? trimmed : undefined;
}

function Photo({ person, alt }: { person: Person; alt: string }) {
  const frame = 'size-24 shrink-0 rounded-full border-4 border-white shadow dark:border-slate-700';
  if (person.imageUrl) {
    return (
      // The board's photos come from the database at request time, from any path or host the
      // college enters, so next/image's build-time sizes and allowed hosts do not apply.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={person.imageUrl}
        alt={alt}
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        className={`${frame} object-cover`}
      />
    );
  }
  return (
    <svg
      viewBox="0 0 96 96"
      aria-hidden="true"
      className={`${frame} bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-200`}
    >
      <circle cx="48" cy="38" r="16" fill="currentColor" />
      <path d="M18 84c2-17 14-28 30-28s28 11 30 28z" fill="currentColor" />
    </svg>
  );
}

/** A chairman's or vice-chairman's card: photo, name, position and biography. */
function LeadershipCard({ person, alt }: { person: Person; alt: string }) {
  return (
    <li className="flex flex-col items-center gap-4 rounded-lg border border-slate-200 p-6 text-center sm:flex-row sm:items-start sm:text-start dark:border-slate-700">
      <Photo person={person} alt={alt} />
      <div>
        <h3 className="text-xl font-bold text-brand-900 dark:text-white">
          <bdi>{person.name}</bdi>
        </h3>
        <p className="mt-1 font-medium text-brand-700 dark:text-brand-300">
          <bdi>{person.position}</bdi>
        </p>
        {person.bio ? (
          <p dir="auto" className="mt-3 text-slate-700 dark:text-slate-300">
            {person.bio}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The other members' table: name and position. */
function MembersTable({ people, strings }: { people: Person[]; strings: BoardStrings }) {
  return (
    <table className="mt-6 w-full border-collapse text-start">
      <caption className="sr-only">{strings.membersCaption}</caption>
      <thead>
        <tr className="border-b-2 border-brand-700 dark:border-brand-400">
          <th scope="col" className="py-3 pe-4 text-start font-bold">
            {strings.nameColumn}
          </th>
          <th scope="col" className="py-3 text-start font-bold">
            {strings.positionColumn}
          </th>
        </tr>
      </thead>
      <tbody>
        {people.map((person) => (
          <tr key={person.key} className="border-b border-slate-200 dark:border-slate-700">
            <td className="py-3 pe-4 align-top font-medium">
              <bdi>{person.name}</bdi>
            </td>
            <td className="py-3 align-top text-slate-700 dark:text-slate-300">
              <bdi>{person.position}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="text-2xl font-bold text-brand-900 dark:text-white">
      {children}
    </h2>
  );
}

/**
 * The board of trustees below the page header: leadership, the other members' table and the
 * board's duties, or the spec's red error message in their place.
 * Names, positions and bios are rendered as React text, never as HTML.
 */
export function BoardView({
  locale,
  state,
  content,
  strings,
}: {
  locale: Locale;
  state: BoardState;
  content: BoardContent;
  strings: BoardStrings;
}) {
  if (state.status === 'error') {
    return (
      <div className="container-page py-10">
        <p role="alert" className="font-bold text-red-700 dark:text-red-400">
          {strings.error}
        </p>
      </div>
    );
  }

  // Spec 001: with no leadership rows the two static entries are shown, and with no other
  // members the static member list; each half falls back on its own.
  const shown = shownBoard(state.members, content, locale);
  const leadership = shown.leadership.map(safe);
  const members = shown.members.map(safe);

  return (
    <div className="container-page space-y-12 py-10">
      <section aria-labelledby="board-leadership" data-testid="board-leadership">
        <SectionHeading id="board-leadership">{strings.leadershipHeading}</SectionHeading>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {leadership.map((person) => (
            <LeadershipCard key={person.key} person={person} alt={strings.photoAlt(person.name)} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="board-members" data-testid="board-members">
        <SectionHeading id="board-members">{strings.membersHeading}</SectionHeading>
        <MembersTable people={members} strings={strings} />
      </section>

      <section aria-labelledby="board-duties" data-testid="board-duties">
        <SectionHeading id="board-duties">{strings.dutiesHeading}</SectionHeading>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {content.duties.map((duty) => (
            <li key={duty.id} className="rounded-lg bg-brand-50 p-5 dark:bg-slate-900">
              <h3 className="font-bold text-brand-900 dark:text-white">{duty.title}</h3>
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{duty.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * One member as the board's page shows them (the workspace's preview): a leadership card, or a
 * row of the members' table, by the same rule as the page.
 */
export function BoardMemberPreview({
  locale,
  member,
  strings,
}: {
  locale: Locale;
  member: BoardMember;
  strings: BoardStrings;
}) {
  const shown = shownBoard([member], { leadership: [], members: [] }, locale);
  const [leader] = shown.leadership.map(safe);
  return leader ? (
    <ul>
      <LeadershipCard person={leader} alt={strings.photoAlt(leader.name)} />
    </ul>
  ) : (
    <MembersTable people={shown.members.map(safe)} strings={strings} />
  );
}
