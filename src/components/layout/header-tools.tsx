'use client';

import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import type { Locale } from '@/i18n/paths';
import { useIsDark } from '../theme/theme-store';
import { ThemeToggle } from '../theme/theme-toggle';
import { LanguageToggle } from './language-toggle';

type TooltipModule = typeof import('../ui/tooltip');

interface HeaderToolsProps {
  theme: { label: string; toDark: string; toLight: string; icon: ReactNode };
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
  const [hovering, setHovering] = useState(false);
  const row = useRef<HTMLDivElement>(null);
  const dark = useIsDark();

  useEffect(() => {
    const node = row.current;
    if (!node || tooltips) return;
    let first: { index: number; how: 'hover' | 'focus' } | null = null;
    let loaded: TooltipModule | null = null;
    // Wrapping the toggles in their tooltip triggers re-creates their elements. Done between
    // a button's press and its release it would swallow the click (the release lands on a new
    // element), so while a pointer is down the loaded code waits for the release.
    let pressed = false;
    const apply = () => {
      if (!loaded || pressed) return;
      setArmed(first);
      setTooltips(loaded);
    };
    const arm = (target: EventTarget | null, how: 'hover' | 'focus') => {
      const tool = target instanceof Element ? target.closest('[data-header-tool]') : null;
      if (first || !tool) return;
      first = { index: [...node.querySelectorAll('[data-header-tool]')].indexOf(tool), how };
      void import('../ui/tooltip').then((module) => {
        loaded = module;
        apply();
      });
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      setHovering(true);
      arm(event.target, 'hover');
    };
    const onLeave = () => setHovering(false);
    const onFocus = (event: FocusEvent) => arm(event.target, 'focus');
    const onRelease = () =>
      // After the click that follows this release has been dispatched.
      setTimeout(() => {
        pressed = false;
        apply();
      }, 0);
    const onPress = () => {
      pressed = true;
      window.addEventListener('pointerup', onRelease, { capture: true, once: true });
      window.addEventListener('pointercancel', onRelease, { capture: true, once: true });
    };
    // A mouse already resting on a toggle when the page's scripts arrive (the visitor's first
    // movement started them) moves no more: its rest counts from now.
    const resting = node.querySelector('[data-header-tool]:hover');
    if (resting) {
      // Held down since before the scripts arrived: the tooltips wait for its release.
      if (resting.matches(':active')) onPress();
      setHovering(true);
      arm(resting, 'hover');
    }
    node.addEventListener('pointermove', onMove);
    node.addEventListener('pointerleave', onLeave);
    node.addEventListener('focusin', onFocus);
    node.addEventListener('pointerdown', onPress, true);
    return () => {
      node.removeEventListener('pointermove', onMove);
      node.removeEventListener('pointerleave', onLeave);
      node.removeEventListener('focusin', onFocus);
      node.removeEventListener('pointerdown', onPress, true);
      window.removeEventListener('pointerup', onRelease, true);
      window.removeEventListener('pointercancel', onRelease, true);
    };
  }, [tooltips]);

  useEffect(() => {
    if (!tooltips || !armed) return;
    // The toggles were just re-rendered inside their tooltip triggers: give back focus, or
    // replay the pointer's arrival so the hover delay starts.
    const trigger = row.current?.querySelectorAll<HTMLElement>('[data-header-tool]')[armed.index];
    if (!trigger) return;
    if (armed.how === 'focus') trigger.focus();
    // A newly inserted element is not :hover until the pointer moves again: use what the
    // pointer did before the tooltips loaded.
    else if (hovering) {
      trigger.dispatchEvent(
        new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }),
      );
    }
  }, [tooltips, armed, hovering]);

  const items: [string, ReactElement][] = [
    [
      dark ? theme.toLight : theme.toDark,
      <ThemeToggle key="theme" data-header-tool="" label={theme.label} icon={theme.icon} />,
    ],
    [
      language.title,
      <LanguageToggle
        key="language"
        data-header-tool=""
        target={language.target}
        label={language.label}
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
