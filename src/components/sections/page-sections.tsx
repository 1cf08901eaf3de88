import type { Section } from '@content/sections-schema';
import type { Locale } from '@/i18n/routing';
import { SectionBody } from './section-body';
import { SectionFrame } from './section-frame';

export { hrefIn } from './content-href';

/**
 * All sections of a page (content/{ar,en}/pages), in order, as server HTML. Each section is a
 * <section> labelled by its h2 (./section-frame.tsx); the body of each type of section is its
 * own component in ./blocks; cards and steps use h3.
 */
export function PageSections({ locale, sections }: { locale: Locale; sections: Section[] }) {
  if (sections.length === 0) return null;
  return (
    <div className="container-page space-y-12 py-10">
      {sections.map((section, index) => (
        <SectionFrame
          key={`${section.type}-${index}`}
          section={section}
          anchor={section.id ?? `section-${index + 1}`}
        >
          <SectionBody locale={locale} section={section} />
        </SectionFrame>
      ))}
    </div>
  );
}
