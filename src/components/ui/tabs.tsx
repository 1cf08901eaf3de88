'use client';

import * as RadixTabs from '@radix-ui/react-tabs';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { EAGER_PARAM_ATTRIBUTE, LATE_HYDRATION_ATTRIBUTE, signalHydrated } from '@runtime/contract';
import { useHydrated } from './use-hydrated';

export interface TabItem {
  /** Stable ASCII id: the value kept in the URL (?tab=…) and the DOM ids. */
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  /** The page's reading direction: the arrow keys follow it. */
  dir: 'rtl' | 'ltr';
  tabs: TabItem[];
  /** The tab shown first (the spec's default tab). */
  defaultTab: string;
  /**
   * Query parameter that reflects the selected tab, so a tab can be shared and survives a
   * reload; omit to keep the choice in the page only.
   */
  urlParam?: string;
  /** The selected tab, when the page chooses it (e.g. the documents tab after the form). */
  value?: string;
  onValueChange?: (value: string) => void;
}

/**
 * Accessible tabs on Radix: a tab activates on focus or click; the arrow keys follow the reading
 * direction (in Arabic, ArrowLeft goes to the next tab), Home/End go to the first/last. Every
 * panel is rendered on the server (inactive ones hidden), so the content is in the HTML.
 */
export function Tabs({
  label,
  dir,
  tabs,
  defaultTab,
  urlParam,
  value: chosen,
  onValueChange,
}: TabsProps) {
  const [own, setOwn] = useState(defaultTab);
  const value = chosen ?? own;
  const setValue = (next: string) => {
    setOwn(next);
    onValueChange?.(next);
  };

  // In a chunk of its own (lazy-tabs.tsx), the tabs may hydrate after the rest of the page:
  // until they have, the page's loader holds the clicks and keys on them; once they have, it
  // replays them here (runtime/late-scripts.ts).
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) signalHydrated();
  }, [hydrated]);

  const readAddress = useRef(false);
  useEffect(() => {
    if (!urlParam || readAddress.current) return;
    readAddress.current = true;
    const wanted = new URLSearchParams(window.location.search).get(urlParam);
    // Reading the address bar once after hydration: the server cannot know the query of a
    // static page, so it renders the default tab.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (wanted && tabs.some((tab) => tab.id === wanted)) setValue(wanted);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, [urlParam, tabs]);

  function select(next: string) {
    setValue(next);
    if (!urlParam) return;
    const url = new URL(window.location.href);
    if (next === defaultTab) url.searchParams.delete(urlParam);
    else url.searchParams.set(urlParam, next);
    window.history.replaceState(window.history.state, '', url);
  }

  return (
    <RadixTabs.Root
      dir={dir}
      value={value}
      onValueChange={select}
      activationMode="automatic"
      // A tab named in the address is chosen by script: the page starts it at once then
      // (runtime/late-scripts.ts) instead of on the visitor's first touch.
      {...{ [EAGER_PARAM_ATTRIBUTE]: urlParam }}
      {...(hydrated ? {} : { [LATE_HYDRATION_ATTRIBUTE]: '' })}
    >
      <RadixTabs.List
        aria-label={label}
        className="flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-700"
      >
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.id}
            value={tab.id}
            // Radix selects on mousedown, focus and keys; a click also selects, so the click
            // the loader replays once the page has hydrated (a tap before that) chooses the tab.
            onClick={() => {
              if (tab.id !== value) select(tab.id);
            }}
            className="-mb-px rounded-t-md border-b-2 border-transparent px-4 py-2.5 font-bold text-slate-600 hover:text-brand-800 data-[state=active]:border-brand-600 data-[state=active]:text-brand-800 dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:border-brand-300 dark:data-[state=active]:text-white"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content
          key={tab.id}
          value={tab.id}
          forceMount
          // Printed, every panel shows, under its tab's name (globals.css).
          data-print-label={tab.label}
          className="pt-6 focus-visible:outline-offset-4 data-[state=inactive]:hidden"
        >
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
