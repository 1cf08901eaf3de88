'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { PENDING_NOTICE_KEY } from '@runtime/contract';
import type { NoticeStackProps } from './notice-stack';
import { NOTICE_EVENT, PENDING_NOTICE_PATH_KEY, type Notice } from './notify';

interface ToasterProps extends Omit<NoticeStackProps, 'queued'> {
  /** Pending notices by key, already translated into the page's language. */
  pending: Record<string, string>;
}

type Loaded = { Stack: ComponentType<NoticeStackProps>; show: (notice: Notice) => void };

/**
 * Where notices appear. It costs nothing until the first notice: then it loads the notice
 * stack (sonner) and hands it every notice raised so far. On load it shows the notice left by
 * the previous page (the language change), in this page's language.
 */
export function Toaster({ pending, ...props }: ToasterProps) {
  const [queued, setQueued] = useState<Notice[]>([]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let stack: Loaded | null = null;
    let loading = false;
    const onNotice = (event: Event) => {
      const notice = (event as CustomEvent<Notice>).detail;
      if (stack) return stack.show(notice);
      setQueued((current) => [...current, notice]);
      if (loading) return;
      loading = true;
      void import('./notice-stack').then((module) => {
        stack = { Stack: module.default, show: module.showNotice };
        setLoaded(stack);
      });
    };
    window.addEventListener(NOTICE_EVENT, onNotice);

    let key: string | null = null;
    try {
      // A notice for another page (the one this page is leaving for) is left for it.
      const path = sessionStorage.getItem(PENDING_NOTICE_PATH_KEY);
      if (!path || path === location.pathname) {
        key = sessionStorage.getItem(PENDING_NOTICE_KEY);
        sessionStorage.removeItem(PENDING_NOTICE_KEY);
        sessionStorage.removeItem(PENDING_NOTICE_PATH_KEY);
      }
    } catch {
      // Storage unavailable: there is no pending notice.
    }
    const title = key ? pending[key] : undefined;
    if (title) onNotice(new CustomEvent<Notice>(NOTICE_EVENT, { detail: { title } }));
    return () => window.removeEventListener(NOTICE_EVENT, onNotice);
  }, [pending]);

  return loaded ? <loaded.Stack {...props} queued={queued} /> : null;
}
