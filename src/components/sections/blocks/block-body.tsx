import type { ReactNode } from 'react';
import type { Block } from '@content/sections-schema';
import type { Locale } from '@/i18n/routing';
import { blocks } from '.';

/** The body of a block (a section or a tab panel's part), by its type. */
export function BlockBody({ locale, block }: { locale: Locale; block: Block }) {
  const Body = blocks[block.type] as (props: { locale: Locale; section: Block }) => ReactNode;
  return <Body locale={locale} section={block} />;
}
