import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';

/**
 * Lucide's icons as plain SVG elements, drawn from the `lucide` package's data, for server and
 * client components alike. Not lucide-react: it marks its icon component `'use client'`, so each
 * of its icons in a server component became a client component (its code in every page's first
 * load, 1.2 KB, and an element to hydrate), and in a client component it adds its own runtime
 * (context, forwardRef, class merging) to the bundle. Their stroke is lucide's, set once in
 * globals.css (`svg.lucide`) rather than on each icon, which keeps the page's serialised data
 * small.
 *
 * Server components take their icons from icons.tsx. A client component, and any module one
 * imports, makes its own from lucide's data (`const X = icon('x', xNode)`): a chunk that
 * imports icons.tsx carries the data of every icon it lists (the bundler keeps the imports of
 * a module it includes), while lucide's own modules are one per icon.
 */
export function icon(name: string, node: IconNode) {
  function Icon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...props}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
