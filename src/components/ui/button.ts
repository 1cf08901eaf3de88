import { buttonClasses, type ButtonVariantProps } from './button-classes';
import { cn } from './cn';

export type { ButtonVariantProps };

/**
 * The classes of a button: `buttonVariants({ variant: 'secondary', size: 'lg' })`. Extra
 * `className` (layout: `self-start`, `shrink-0`) is merged last and wins over the variant's.
 */
export function buttonVariants({
  className,
  ...variants
}: ButtonVariantProps & { className?: string } = {}): string {
  return cn(buttonClasses(variants), className);
}
