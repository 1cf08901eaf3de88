import type { ReactNode } from 'react';
import type { Block, Section } from '@content/sections-schema';

/** A content section: a <section> labelled by its heading, then its body. */
export function SectionFrame({
  section,
  anchor,
  nested = false,
  children,
}: {
  section: Section | Block;
  /** Unique on the page: the section's own id, or one made from its position. */
  anchor: string;
  /** Inside a tab panel: the heading is one level down. */
  nested?: boolean;
  children: ReactNode;
}) {
  const headingId = `${anchor}-heading`;
  const Heading = nested ? 'h3' : 'h2';
  return (
    <section
      id={section.id ? anchor : undefined}
      aria-labelledby={headingId}
      className="scroll-mt-4"
    >
      <Heading
        id={headingId}
        className={`font-bold text-brand-900 dark:text-white ${nested ? 'text-xl' : 'text-2xl'}`}
      >
        {section.heading}
      </Heading>
      <div className="mt-4">{children}</div>
    </section>
  );
}
