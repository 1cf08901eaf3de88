import { twMerge, type ClassNameValue } from 'tailwind-merge';

/**
 * The classes of an element from parts: empty and false parts are dropped, and where two
 * utilities set the same property the later one wins (`px-4 … px-6` gives `px-6`), so a caller's
 * classes override a primitive's instead of fighting it in the stylesheet's order.
 */
export function cn(...parts: ClassNameValue[]): string {
  return twMerge(...parts);
}
