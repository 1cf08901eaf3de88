import { Moon, Sun } from '@/components/ui/icons';

/** The theme toggle's icons, one shown per theme by CSS. A server component: see ThemeToggle. */
export function ThemeIcons() {
  return (
    <>
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
    </>
  );
}
