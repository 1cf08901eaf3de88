'use client';

import type { Editor } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  BetweenHorizontalEnd as addRowNode,
  BetweenVerticalEnd as addColumnNode,
  Bold as boldNode,
  Heading2 as heading2Node,
  Heading3 as heading3Node,
  Italic as italicNode,
  Link as linkNode,
  List as listNode,
  ListOrdered as listOrderedNode,
  Pilcrow as pilcrowNode,
  Redo2 as redoNode,
  Table as tableNode,
  Trash2 as trashNode,
  Undo2 as undoNode,
  Unlink as unlinkNode,
} from 'lucide';
import type { Messages } from 'next-intl';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  type SVGProps,
} from 'react';
import {
  useController,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { isSafeHref, toDocument } from '@/lib/rich-text';
import { RichText } from '../news/rich-text';
import { icon } from '../ui/icon';
import { describedBy } from '../ui/form-field';
import { primaryButton, secondaryButton, textInput } from '../ui/styles';

export type ToolbarWords = Messages['StaffNews']['editor']['toolbar'];

/** A file of the college's library a link may point at (src/server/library/library-links.ts). */
export interface LibraryLink {
  href: string;
  title: string;
}

const Bold = icon('bold', boldNode);
const Italic = icon('italic', italicNode);
const Heading2 = icon('heading-2', heading2Node);
const Heading3 = icon('heading-3', heading3Node);
const Pilcrow = icon('pilcrow', pilcrowNode);
const BulletList = icon('list', listNode);
const OrderedList = icon('list-ordered', listOrderedNode);
const LinkIcon = icon('link', linkNode);
const Unlink = icon('unlink', unlinkNode);
const TableIcon = icon('table', tableNode);
const AddRow = icon('between-horizontal-end', addRowNode);
const AddColumn = icon('between-vertical-end', addColumnNode);
const Trash = icon('trash-2', trashNode);
const Undo = icon('undo-2', undoNode);
const Redo = icon('redo-2', redoNode);

/** The text's look inside the editor: the public page's, in a field's frame. */
const surface =
  'min-h-72 space-y-3 px-3 py-2 leading-relaxed outline-none [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6 [&_a]:font-bold [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-300 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-2 [&_th]:py-1 [&_th]:text-start dark:[&_td]:border-slate-600 dark:[&_th]:border-slate-600 dark:[&_th]:bg-slate-800 [&_.selectedCell]:bg-brand-100 dark:[&_.selectedCell]:bg-brand-900';

/** The editable text's attributes: a multi-line text box named by its label. */
function editableAttributes({
  id,
  lang,
  dir,
  described,
  invalid = false,
}: {
  id: string;
  lang: string;
  dir: 'rtl' | 'ltr';
  described?: string;
  invalid?: boolean;
}): Record<string, string> {
  return {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': `${id}-label`,
    ...(described ? { 'aria-describedby': described } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    lang,
    dir,
    class: surface,
  };
}

/** What the toolbar shows as pressed or possible, read from the editor after each change. */
function toolbarState(editor: Editor | null) {
  if (!editor) return null;
  return {
    heading: editor.isActive('heading', { level: 2 }),
    subheading: editor.isActive('heading', { level: 3 }),
    paragraph: editor.isActive('paragraph') && !editor.isActive('table'),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    table: editor.isActive('table'),
    selected: !editor.state.selection.empty,
    undo: editor.can().undo(),
    redo: editor.can().redo(),
  };
}

type Tool = {
  key: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  run: () => void;
  /** Pressed (a mark or block the selection has); undefined for an action. */
  pressed?: boolean;
  disabled?: boolean;
  danger?: boolean;
  /** Its words shown beside the icon (a table's tools, which no icon tells apart). */
  spoken?: boolean;
  /** The icon mirrored right to left (lists and undo point the way the text runs). */
  mirrored?: boolean;
};

/**
 * The toolbar (WAI-ARIA's toolbar pattern): one tab stop, the arrow keys (mirrored in Arabic),
 * Home and End move between its buttons; each button says what it does and whether the
 * selection has it.
 */
function Toolbar({ label, dir, groups }: { label: string; dir: 'rtl' | 'ltr'; groups: Tool[][] }) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tools = groups.flat();
  const active = Math.min(current, tools.length - 1);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: active + 1,
      [back]: active - 1,
      Home: 0,
      End: tools.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tools.length) % tools.length;
    setCurrent(index);
    buttons.current[index]?.focus();
  }

  const positions = new Map(tools.map((tool, position) => [tool.key, position]));
  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      // Kept in sight while a long text scrolls under it.
      className="sticky top-0 z-10 flex flex-wrap items-center gap-1 rounded-t-md border-b border-slate-300 bg-slate-50 p-1 dark:border-slate-600 dark:bg-slate-800"
    >
      {groups.map((group, groupIndex) => (
        <div
          key={groupIndex}
          className="flex flex-wrap items-center gap-1 border-slate-300 pe-1 not-last:border-e dark:border-slate-600"
        >
          {group.map((tool) => {
            const position = positions.get(tool.key) ?? 0;
            return (
              <button
                key={tool.key}
                ref={(element) => {
                  buttons.current[position] = element;
                }}
                type="button"
                tabIndex={position === active ? 0 : -1}
                aria-label={tool.label}
                title={tool.label}
                aria-pressed={tool.pressed}
                aria-disabled={tool.disabled || undefined}
                data-tool={tool.key}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setCurrent(position);
                  if (!tool.disabled) tool.run();
                }}
                className={`inline-flex h-10 items-center justify-center gap-1 rounded-md border border-transparent hover:bg-slate-200 aria-disabled:opacity-40 aria-pressed:border-brand-600 aria-pressed:bg-brand-100 dark:hover:bg-slate-700 dark:aria-pressed:border-brand-300 dark:aria-pressed:bg-brand-900 ${tool.spoken ? 'px-2 text-sm font-bold' : 'w-10'} ${tool.danger ? 'text-red-700 dark:text-red-300' : ''}`}
              >
                <tool.Icon
                  aria-hidden="true"
                  className={`size-5 shrink-0 ${tool.mirrored ? 'rtl:-scale-x-100' : ''}`}
                />
                {tool.spoken ? <span aria-hidden="true">{tool.label}</span> : null}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** Where a link goes, typed under the toolbar (never the browser's prompt): checked before it is set. */
function LinkForm({
  id,
  words,
  initial,
  library,
  apply,
  cancel,
}: {
  id: string;
  words: ToolbarWords;
  initial: string;
  library: LibraryLink[];
  apply: (href: string) => void;
  cancel: () => void;
}) {
  const [href, setHref] = useState(initial);
  const [refused, setRefused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  function submit() {
    const target = href.trim();
    if (!isSafeHref(target)) {
      setRefused(true);
      input.current?.focus();
      return;
    }
    apply(target);
  }

  return (
    <div
      className="space-y-2 border-b border-slate-300 p-3 dark:border-slate-600"
      data-link-form=""
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          cancel();
        }
      }}
    >
      <label htmlFor={`${id}-link`} className="font-bold">
        {words.linkAddress}
      </label>
      <p id={`${id}-link-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {words.linkHint}
      </p>
      <input
        ref={input}
        id={`${id}-link`}
        type="text"
        inputMode="url"
        dir="ltr"
        lang="en"
        value={href}
        maxLength={2000}
        aria-invalid={refused || undefined}
        aria-describedby={describedBy(`${id}-link`, { hint: true, error: refused })}
        onChange={(event) => {
          setHref(event.target.value);
          setRefused(false);
        }}
        onKeyDown={(event) => {
          // Enter applies the link, not the news form.
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          }
        }}
        className={textInput}
      />
      {refused ? (
        <p id={`${id}-link-error`} className="text-sm font-bold text-red-700 dark:text-red-300">
          {words.linkRefused}
        </p>
      ) : null}
      {library.length > 0 ? (
        <div>
          <label htmlFor={`${id}-link-library`} className="font-bold">
            {words.linkLibrary}
          </label>
          <select
            id={`${id}-link-library`}
            className={textInput}
            value={library.some((file) => file.href === href) ? href : ''}
            onChange={(event) => {
              if (!event.target.value) return;
              setHref(event.target.value);
              setRefused(false);
            }}
          >
            <option value="">{words.linkLibraryNone}</option>
            {library.map((file) => (
              <option key={file.href} value={file.href}>
                {file.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primaryButton} onClick={submit}>
          {words.linkApply}
        </button>
        <button type="button" className={secondaryButton} onClick={cancel}>
          {words.linkCancel}
        </button>
      </div>
    </div>
  );
}

/**
 * A text written with a toolbar (TipTap): headings, paragraphs, bulleted and numbered lists,
 * links and tables, bold and italic words, right to left in the Arabic column. Its value is the
 * editor's document as JSON (src/lib/rich-text.ts), '' when it has no words; the server checks
 * and reduces it. Before the page's scripts run, the saved text is shown as visitors see it.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  label,
  hint,
  error,
  lang,
  dir,
  words,
  library = [],
  focusRef,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label: string;
  hint?: ReactNode;
  error?: string;
  lang: string;
  dir: 'rtl' | 'ltr';
  words: ToolbarWords;
  /** The library's files the link form offers. */
  library?: LibraryLink[];
  /** Given the editor's focus, for the form's first error. */
  focusRef?: (target: { focus: () => void } | null) => void;
}) {
  const [linking, setLinking] = useState<{ href: string } | null>(null);
  const [linkNote, setLinkNote] = useState(false);
  // The text the editor starts with; after that, the editor holds it.
  const [initial] = useState(value);
  const changed = useRef(onChange);
  const blurred = useRef(onBlur);
  useEffect(() => {
    changed.current = onChange;
    blurred.current = onBlur;
  });
  const hintId = hint ? `${id}-hint` : undefined;
  const noteId = useId();

  const editor = useEditor({
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    textDirection: dir,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          linkOnPaste: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => isSafeHref(url),
          shouldAutoLink: (url) => isSafeHref(/^https?:/i.test(url) ? url : `https://${url}`),
          HTMLAttributes: { rel: null, target: null },
        },
      }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: toDocument(initial),
    editorProps: { attributes: editableAttributes({ id, lang, dir, described: hintId }) },
    onUpdate: ({ editor: current }) =>
      changed.current(current.isEmpty ? '' : JSON.stringify(current.getJSON())),
    onBlur: () => blurred.current?.(),
  });

  // The hint and the error are announced with the text, as they change.
  useEffect(() => {
    if (!editor) return;
    const described = [hintId, linkNote ? noteId : '', error ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ');
    editor.setOptions({
      editorProps: {
        attributes: editableAttributes({ id, lang, dir, described, invalid: Boolean(error) }),
      },
    });
  }, [editor, error, hintId, id, lang, dir, linkNote, noteId]);

  useEffect(() => {
    focusRef?.(editor ? { focus: () => editor.commands.focus() } : null);
  }, [editor, focusRef]);

  // Read again after every change; until the first change (TipTap's hook answers null for
  // an editor created after the first render), read from the editor as it starts.
  const state =
    useEditorState({ editor, selector: ({ editor: current }) => toolbarState(current) }) ??
    toolbarState(editor);

  function startLink() {
    if (!editor || !state) return;
    if (!state.selected && !state.link) {
      setLinkNote(true);
      editor.commands.focus();
      return;
    }
    setLinkNote(false);
    const href = (editor.getAttributes('link').href as string | undefined) ?? '';
    setLinking({ href });
  }

  const chain = () => editor!.chain().focus();
  const groups: Tool[][] =
    editor && state
      ? [
          [
            {
              key: 'paragraph',
              label: words.paragraph,
              Icon: Pilcrow,
              pressed: state.paragraph,
              run: () => chain().setParagraph().run(),
            },
            {
              key: 'heading',
              label: words.heading,
              Icon: Heading2,
              pressed: state.heading,
              run: () => chain().toggleHeading({ level: 2 }).run(),
            },
            {
              key: 'subheading',
              label: words.subheading,
              Icon: Heading3,
              pressed: state.subheading,
              run: () => chain().toggleHeading({ level: 3 }).run(),
            },
          ],
          [
            {
              key: 'bold',
              label: words.bold,
              Icon: Bold,
              pressed: state.bold,
              run: () => chain().toggleBold().run(),
            },
            {
              key: 'italic',
              label: words.italic,
              Icon: Italic,
              pressed: state.italic,
              run: () => chain().toggleItalic().run(),
            },
            { key: 'link', label: words.link, Icon: LinkIcon, pressed: state.link, run: startLink },
            {
              key: 'unlink',
              label: words.unlink,
              Icon: Unlink,
              disabled: !state.link,
              run: () => chain().extendMarkRange('link').unsetLink().run(),
            },
          ],
          [
            {
              key: 'bulletList',
              mirrored: true,
              label: words.bulletList,
              Icon: BulletList,
              pressed: state.bulletList,
              run: () => chain().toggleBulletList().run(),
            },
            {
              key: 'orderedList',
              label: words.orderedList,
              Icon: OrderedList,
              pressed: state.orderedList,
              run: () => chain().toggleOrderedList().run(),
            },
          ],
          state.table
            ? [
                {
                  key: 'addRow',
                  spoken: true,
                  label: words.addRow,
                  Icon: AddRow,
                  run: () => chain().addRowAfter().run(),
                },
                {
                  key: 'addColumn',
                  spoken: true,
                  mirrored: true,
                  label: words.addColumn,
                  Icon: AddColumn,
                  run: () => chain().addColumnAfter().run(),
                },
                {
                  key: 'deleteRow',
                  spoken: true,
                  label: words.deleteRow,
                  Icon: Trash,
                  danger: true,
                  run: () => chain().deleteRow().run(),
                },
                {
                  key: 'deleteColumn',
                  spoken: true,
                  label: words.deleteColumn,
                  Icon: Trash,
                  danger: true,
                  run: () => chain().deleteColumn().run(),
                },
                {
                  key: 'deleteTable',
                  spoken: true,
                  label: words.deleteTable,
                  Icon: Trash,
                  danger: true,
                  run: () => chain().deleteTable().run(),
                },
              ]
            : [
                {
                  key: 'table',
                  label: words.table,
                  Icon: TableIcon,
                  run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
                },
              ],
          [
            {
              key: 'undo',
              mirrored: true,
              label: words.undo,
              Icon: Undo,
              disabled: !state.undo,
              run: () => chain().undo().run(),
            },
            {
              key: 'redo',
              mirrored: true,
              label: words.redo,
              Icon: Redo,
              disabled: !state.redo,
              run: () => chain().redo().run(),
            },
          ],
        ]
      : [];

  return (
    <div data-rich-text={lang}>
      <p id={`${id}-label`} className="font-bold" onClick={() => editor?.commands.focus()}>
        {label}
      </p>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <div
        className={`mt-1 rounded-md border bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-100 ${error ? 'border-red-600' : 'border-slate-400 dark:border-slate-500'} focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600`}
      >
        {editor ? (
          <>
            <Toolbar label={`${words.label}: ${label}`} dir={dir} groups={groups} />
            {linking ? (
              <LinkForm
                id={id}
                words={words}
                initial={linking.href}
                library={library}
                apply={(href) => {
                  setLinking(null);
                  chain().extendMarkRange('link').setLink({ href }).run();
                }}
                cancel={() => {
                  setLinking(null);
                  editor.commands.focus();
                }}
              />
            ) : null}
            {linkNote ? (
              <p id={noteId} role="status" className="px-3 pt-2 text-sm font-bold">
                {words.linkSelect}
              </p>
            ) : null}
            <EditorContent editor={editor} />
          </>
        ) : (
          // The saved text as visitors see it, until the editor has started.
          <div lang={lang} dir={dir} aria-busy="true" data-rich-text-loading="">
            <p className="border-b border-slate-300 bg-slate-50 p-3 text-sm dark:border-slate-600 dark:bg-slate-800">
              {words.loading}
            </p>
            <RichText source={initial} className={surface} />
          </div>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-bold text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A react-hook-form field written with the toolbar editor. */
export function RichTextField<Values extends FieldValues, Context, Output>({
  form,
  name,
  ...props
}: {
  form: UseFormReturn<Values, Context, Output>;
  name: FieldPath<Values>;
} & Omit<Parameters<typeof RichTextEditor>[0], 'value' | 'onChange' | 'onBlur' | 'focusRef'>) {
  const { field } = useController({ control: form.control, name });
  return (
    <RichTextEditor
      {...props}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      focusRef={field.ref}
    />
  );
}
