import { FileText as fileTextNode, Trash2 as trash2Node, Upload as uploadNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useRef } from 'react';
import type { Messages } from 'next-intl';
import { documentSlotTypes, type SlotId } from '@/lib/document-slots';
import { formatFileSize } from '@/lib/format';
import { fill } from '@/lib/template';
import { dangerButton, secondaryButton } from '../../ui/styles';
import type { SlotState } from './upload-state';

const FileText = icon('file-text', fileTextNode);
const Trash2 = icon('trash-2', trash2Node);
const Upload = icon('upload', uploadNode);

/**
 * One document the application needs: its hint, the chosen file's preview (the image, or a PDF
 * sign), name and size, the upload's progress, its error, and the buttons to choose (or
 * replace) and remove it. The file input itself is hidden; the choose button opens it, and
 * takes the focus when the file is removed.
 */
export function DocumentSlot({
  labels,
  slot,
  state: { chosen, error, progress: fraction },
  sameAs,
  uploading,
  onChoose,
  onRemove,
}: {
  labels: Messages['Upload'];
  slot: SlotId;
  state: SlotState;
  /** The slot whose chosen file this one's is too (`sameFileAs`). */
  sameAs?: SlotId;
  uploading: boolean;
  onChoose: (file: File | undefined) => void;
  onRemove: () => void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const describedBy = `slot-${slot}-hint${error ? ` slot-${slot}-error` : ''}`;
  return (
    <li
      data-slot={slot}
      className="flex flex-col gap-3 rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-600 dark:bg-slate-900"
    >
      <h3 className="text-lg font-bold text-brand-900 dark:text-white">{labels.slots[slot]}</h3>
      <p id={`slot-${slot}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {labels.slotHint[slot]}
      </p>
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-md bg-slate-100 dark:bg-slate-800">
        {chosen ? (
          chosen.preview === 'pdf' ? (
            <span className="flex flex-col items-center gap-1 font-bold text-brand-800 dark:text-brand-200">
              <FileText aria-hidden="true" className="size-12" />
              {labels.pdfPreview}
            </span>
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- a local object URL preview
            <img
              src={chosen.preview}
              alt={fill(labels.previewAlt, { slot: labels.slots[slot] })}
              className="size-full object-contain"
            />
          )
        ) : (
          <span className="text-sm text-slate-600 dark:text-slate-300">{labels.noFile}</span>
        )}
      </div>
      <p
        aria-live="polite"
        className="min-h-6 text-sm break-all text-slate-800 dark:text-slate-200"
      >
        {chosen
          ? fill(labels.chosen, {
              file: chosen.file.name,
              size: formatFileSize(chosen.file.size),
            })
          : null}
      </p>
      {fraction !== undefined ? (
        <progress
          value={fraction}
          max={1}
          aria-label={fill(labels.progress, { slot: labels.slots[slot] })}
          className="h-2 w-full accent-brand-600"
        />
      ) : null}
      {sameAs && !error ? (
        <p className="text-sm font-bold text-amber-800 dark:text-amber-200" data-same-file="">
          {fill(labels.sameFile, { slot: labels.slots[sameAs] })}
        </p>
      ) : null}
      {error ? (
        <p
          id={`slot-${slot}-error`}
          role="alert"
          className="text-sm font-bold text-red-700 dark:text-red-300"
        >
          {error}
        </p>
      ) : null}
      <input
        ref={picker}
        type="file"
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        accept={documentSlotTypes[slot].join(',')}
        data-testid={`file-${slot}`}
        onChange={(event) => {
          onChoose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div className="mt-auto flex flex-wrap gap-2">
        <button
          ref={chooser}
          type="button"
          disabled={uploading}
          aria-describedby={describedBy}
          onClick={() => picker.current?.click()}
          className={secondaryButton}
        >
          <Upload aria-hidden="true" className="size-4" />
          {fill(chosen ? labels.replace : labels.choose, { slot: labels.slots[slot] })}
        </button>
        {chosen ? (
          <button
            type="button"
            disabled={uploading}
            onClick={() => {
              onRemove();
              // The same file can be chosen again; the focus stays in the slot.
              if (picker.current) picker.current.value = '';
              chooser.current?.focus();
            }}
            className={dangerButton}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {fill(labels.remove, { slot: labels.slots[slot] })}
          </button>
        ) : null}
      </div>
    </li>
  );
}
