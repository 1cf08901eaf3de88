import { buttonClasses } from '../ui/button-classes';

const toolButton = buttonClasses({ variant: 'secondary', size: 'sm' });
const removeButton = buttonClasses({ variant: 'danger', size: 'sm' });

/** `list` with its entry at `from` moved to `to` (a new array). */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry!);
  return next;
}

interface EntryToolsProps {
  /** The entry's place in its list, and the list's length. */
  index: number;
  length: number;
  /** What each button shows, and its accessible name (naming the entry). */
  labels: { moveUp: string; moveDown: string; remove: string };
  names: { moveUp: string; moveDown: string; remove: string };
  onMove: (to: number) => void;
  onRemove: () => void;
  className?: string;
}

/**
 * The buttons of one entry of a list the staff shape (a page's list, the directory's
 * departments): moved up, moved down, removed; the last entry is never removed, so a list is
 * never left empty.
 */
export function EntryTools({
  index,
  length,
  labels,
  names,
  onMove,
  onRemove,
  className = 'flex flex-wrap gap-2',
}: EntryToolsProps) {
  return (
    <div className={className}>
      <button
        type="button"
        className={toolButton}
        disabled={index === 0}
        aria-label={names.moveUp}
        onClick={() => onMove(index - 1)}
      >
        {labels.moveUp}
      </button>
      <button
        type="button"
        className={toolButton}
        disabled={index === length - 1}
        aria-label={names.moveDown}
        onClick={() => onMove(index + 1)}
      >
        {labels.moveDown}
      </button>
      <button
        type="button"
        className={removeButton}
        disabled={length === 1}
        aria-label={names.remove}
        onClick={onRemove}
      >
        {labels.remove}
      </button>
    </div>
  );
}
