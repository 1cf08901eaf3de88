'use client';

import { useEffect, useRef, useState, type PointerEvent, type ReactElement } from 'react';
import type { Locale } from '@/i18n/routing';
import { useIsDark } from '../theme/theme-store';
import { ThemeToggle } from '../theme/theme-toggle';
import { LanguageToggle } from './language-toggle';

type TooltipModule = typeof import('../ui/tooltip');

interface HeaderToolsProps {
  theme: { label: string; toDark: string; toLight: string };
  language: { target: Locale; label: string; title: string };
}

/**
 * The theme and language toggles with their tooltips. The tooltip code (Radix Tooltip and its
 * positioning engine, about half the header's script) is loaded the first time a mouse rests
 * on a toggle or the keyboard reaches one: phones never download it. Once loaded, the toggles
 * take their tooltips (700 ms delay, 300 ms skip delay); focus and hover carry over.
 */
export function HeaderTools({ theme, language }: HeaderToolsProps) {
  const [tooltips, setTooltips] = useState<TooltipModule | null>(null);
  const [armed, setArmed] = useState<{ index: number; how: 'hover' | 'focus' } | null>(null);
  const row = useRef<HTMLDivElement>(null);
  const dark = useIsDark();
  const [hovering, setHovering] = useState(false);

  function arm(index: number, how: 'hover' | 'focus') {
    if (armed) return;
    setArmed({ index, how });
    void import('../ui/tooltip').then((module) => setTooltips(module));
  }

  useEffect(() => {
    const first = armed;
    if (!tooltips || !first) return;
    // The toggles were just re-rendered inside their tooltip triggers: give back focus, or
    // replay the pointer's arrival so the hover delay starts.
    const trigger = row.current?.querySelectorAll<HTMLElement>('[data-header-tool]')[first.index];
    if (!trigger) return;
    if (first.how === 'focus') trigger.focus();
    // A newly inserted element is not :hover until the pointer moves again: use what the
    // pointer did before the tooltips loaded.
    else if (hovering) {
      trigger.dispatchEvent(
        new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }),
      );
    }
  }, [tooltips, armed, hovering]);

  const hooks = (index: number) =>
    tooltips
      ? {}
      : {
          onPointerMove: (event: PointerEvent) => {
            if (event.pointerType !== 'mouse') return;
            if (!hovering) setHovering(true);
            arm(index, 'hover');
          },
          onPointerLeave: () => setHovering(false),
          onFocus: () => arm(index, 'focus'),
        };

  const items: [string, ReactElement][] = [
    [
      dark ? theme.toLight : theme.toDark,
      <ThemeToggle key="theme" data-header-tool="" label={theme.label} {...hooks(0)} />,
    ],
    [
      language.title,
      <LanguageToggle
        key="language"
        data-header-tool=""
        target={language.target}
        label={language.label}
        {...hooks(1)}
      />,
    ],
  ];

  const content = items.map(([label, element]) => {
    if (!tooltips) return element;
    const { Tooltip } = tooltips;
    return (
      <Tooltip key={element.key} label={label}>
        {element}
      </Tooltip>
    );
  });

  return (
    <div ref={row} className="flex items-center gap-1">
      {tooltips ? <tooltips.TooltipProvider>{content}</tooltips.TooltipProvider> : content}
    </div>
  );
}
