import {
  Pencil as pencilNode,
  Plus as plusNode,
  Save as saveNode,
  Trash2 as trash2Node,
} from 'lucide';
import { icon } from '@/components/ui/icon';
import { notify, type Notice } from '../notices/notify';
import { LocalEditsNote } from './local-edits-note';
import { dangerButton, primaryButton, secondaryButton } from './styles';

const Pencil = icon('pencil', pencilNode);
const Plus = icon('plus', plusNode);
const Save = icon('save', saveNode);
const Trash2 = icon('trash-2', trash2Node);

/** One button of the toolbar: its label, and what it does, returning the notice to show. */
export interface EditorAction {
  label: string;
  run: () => Notice;
}

/** An action that does `act` (a change of the editor's state) and answers with `notice`. */
export function notifying(label: string, act: () => void, notice: Notice): EditorAction {
  return {
    label,
    run: () => {
      act();
      return notice;
    },
  };
}

/**
 * The Add / Edit / Save / Delete toolbar of the spec's two local editors (the academic
 * calendar and the staff directory, spec 000 section 2), under the note that edits stay in
 * the open page. Each button runs its action, then shows its notice (spec 000 section 8);
 * an action left out is not shown.
 */
export function EditorToolbar({
  note,
  add,
  edit,
  save,
  remove,
}: {
  note: string;
  add: EditorAction;
  edit?: EditorAction | null;
  save?: EditorAction | null;
  remove?: EditorAction | null;
}) {
  const buttons = [
    { action: add, className: primaryButton, Icon: Plus },
    { action: edit, className: secondaryButton, Icon: Pencil },
    { action: save, className: primaryButton, Icon: Save },
    { action: remove, className: dangerButton, Icon: Trash2 },
  ];
  return (
    <div className="space-y-3">
      <LocalEditsNote text={note} />
      <div className="flex flex-wrap gap-3">
        {buttons.map(({ action, className, Icon }) =>
          action ? (
            <button
              key={action.label}
              type="button"
              className={className}
              onClick={() => notify(action.run())}
            >
              <Icon aria-hidden="true" className="size-4" />
              {action.label}
            </button>
          ) : null,
        )}
      </div>
    </div>
  );
}
