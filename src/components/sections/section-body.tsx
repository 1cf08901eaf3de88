import type { ReactNode } from 'react';
import type { Section } from '@content/sections-schema';
import type { Locale } from '@/i18n/routing';
import { blocks } from './blocks';
import type { BlockComponents } from './blocks/block-types';
import { TabsBlock } from './blocks/tabs-block';

/** The body of every type of section in content/sections-schema.ts. */
const sectionBodies: BlockComponents<Section> = { ...blocks, tabs: TabsBlock };

/** The body of a page's section, by its type. */
export function SectionBody({ locale, section }: { locale: Locale; section: Section }) {
  const Body = sectionBodies[section.type] as (props: {
    locale: Locale;
    section: Section;
  }) => ReactNode;
  return <Body locale={locale} section={section} />;
}
