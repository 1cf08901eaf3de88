'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { splitLocale } from '@/i18n/paths';
import { Link } from '../ui/link';

/**
 * One area in the workspace's bar, marked as the current one (`aria-current`) on its own pages:
 * `/staff/applications/templates` is in the applications area; the start page only on itself.
 */
export function StaffAreaLink({
  href,
  path,
  children,
}: {
  href: string;
  /** The area's path without the language, e.g. `/staff/applications`. */
  path: string;
  children: ReactNode;
}) {
  const current = splitLocale(usePathname()).path;
  const here =
    path === '/staff' ? current === path : current === path || current.startsWith(`${path}/`);
  return (
    <Link
      href={href}
      aria-current={here ? 'page' : undefined}
      className="inline-flex h-10 shrink-0 items-center gap-2 rounded-md px-3 text-sm font-bold whitespace-nowrap text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-brand-900 dark:aria-[current=page]:text-white"
    >
      {children}
    </Link>
  );
}
