'use client';

import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { NOTICE_EVENT, PENDING_NOTICE_KEY, type Notice } from './notify';

/** A swipe dismisses a notice past this distance (px) or above this speed (px/ms, the spec's 0.11). */
const SWIPE_DISTANCE = 45;
const SWIPE_VELOCITY = 0.11;
const LIFETIME_MS = 6000;

interface ShownNotice extends Notice {
  id: number;
}

interface ToasterProps {
  regionLabel: string;
  dismissLabel: string;
  /** Pending notices by key, already translated into the page's language. */
  pending: Record<string, string>;
}

let nextId = 1;

/**
 * The notices stack: a polite live region (screen readers hear each notice once), each notice
 * dismissible by its button, by Escape, or by a horizontal swipe.
 */
export function Toaster({ regionLabel, dismissLabel, pending }: ToasterProps) {
  const [notices, setNotices] = useState<ShownNotice[]>([]);

  useEffect(() => {
    const show = (notice: Notice) => {
      const id = nextId++;
      setNotices((current) => [...current.slice(-2), { ...notice, id }]);
      window.setTimeout(() => dismiss(id), LIFETIME_MS);
    };
    const onNotice = (event: Event) => show((event as CustomEvent<Notice>).detail);
    window.addEventListener(NOTICE_EVENT, onNotice);
    const key = sessionStorage.getItem(PENDING_NOTICE_KEY);
    if (key) {
      sessionStorage.removeItem(PENDING_NOTICE_KEY);
      const title = pending[key];
      if (title) show({ title });
    }
    return () => window.removeEventListener(NOTICE_EVENT, onNotice);
  }, [pending]);

  function dismiss(id: number) {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }

  return (
    <section
      aria-label={regionLabel}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end"
    >
      <ol role="status" aria-live="polite" className="flex w-full max-w-sm flex-col gap-2">
        {notices.map((notice) => (
          <NoticeItem
            key={notice.id}
            notice={notice}
            dismissLabel={dismissLabel}
            onDismiss={() => dismiss(notice.id)}
          />
        ))}
      </ol>
    </section>
  );
}

function NoticeItem({
  notice,
  dismissLabel,
  onDismiss,
}: {
  notice: ShownNotice;
  dismissLabel: string;
  onDismiss: () => void;
}) {
  const [offset, setOffset] = useState(0);
  const start = useRef<{ x: number; t: number } | null>(null);

  function onPointerDown(event: PointerEvent<HTMLLIElement>) {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = { x: event.clientX, t: event.timeStamp };
    event.currentTarget.setPointerCapture(event.pointerId);
  }
  function onPointerMove(event: PointerEvent<HTMLLIElement>) {
    if (start.current) setOffset(event.clientX - start.current.x);
  }
  function onPointerUp(event: PointerEvent<HTMLLIElement>) {
    if (!start.current) return;
    const distance = Math.abs(event.clientX - start.current.x);
    const velocity = distance / Math.max(1, event.timeStamp - start.current.t);
    start.current = null;
    if (distance >= SWIPE_DISTANCE || velocity > SWIPE_VELOCITY) onDismiss();
    else setOffset(0);
  }

  const error = notice.variant === 'error';
  return (
    <li
      data-variant={notice.variant ?? 'success'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setOffset(0)}
      onKeyDown={(event) => event.key === 'Escape' && onDismiss()}
      style={{
        transform: `translateX(${offset}px)`,
        opacity: 1 - Math.min(Math.abs(offset) / 200, 0.6),
      }}
      className={`pointer-events-auto flex touch-pan-y items-start gap-3 rounded-lg border p-4 shadow-lg select-none ${
        error
          ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
          : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100'
      }`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-bold">{notice.title}</p>
        {notice.description ? <p className="text-sm">{notice.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={dismissLabel}
        className="-m-1 rounded p-1 text-lg leading-none opacity-70 hover:opacity-100"
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
