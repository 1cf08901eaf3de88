import { describe, expect, it } from 'vitest';
import { buttonVariants } from './button';
import { dangerButton, primaryButton, secondaryButton } from './styles';

function classes(className: string): string[] {
  return className.split(' ');
}

describe('buttonVariants', () => {
  it('gives the interactive pages the same buttons as the rest of the site', () => {
    expect(primaryButton).toBe(buttonVariants({ variant: 'primary' }));
    expect(secondaryButton).toBe(buttonVariants({ variant: 'secondary' }));
    expect(dangerButton).toBe(buttonVariants({ variant: 'danger' }));
  });

  it('replaces the default padding with a size instead of adding to it', () => {
    const large = classes(buttonVariants({ variant: 'secondary', size: 'lg' }));
    expect(large).toEqual(expect.arrayContaining(['px-5', 'py-2.5']));
    expect(large).not.toContain('px-4');
    expect(large).not.toContain('py-2');
  });

  it("lets a caller's classes win over the variant's", () => {
    const button = classes(
      buttonVariants({ variant: 'secondary', className: 'border-2 dark:text-brand-100' }),
    );
    expect(button).toEqual(expect.arrayContaining(['border-2', 'dark:text-brand-100']));
    expect(button).not.toContain('border');
    expect(button).not.toContain('dark:text-brand-200');
  });

  it('keeps an unavailable action readable rather than faded', () => {
    const button = classes(buttonVariants({ variant: 'unavailable' }));
    expect(button).toContain('disabled:opacity-100');
    expect(button).not.toContain('disabled:opacity-60');
  });
});
