import type { ReactNode } from 'react';
import type { Section } from '@content/sections-schema';
import type { Locale } from '@/i18n/routing';

/** The props of the component that renders the body of one type of section. */
export interface BlockProps<K extends Section['type']> {
  locale: Locale;
  section: Extract<Section, { type: K }>;
}

/**
 * One component per section type of `S`: a type the schema gains without a component here is a
 * compile error where the map is declared.
 */
export type BlockComponents<S extends Section> = {
  [K in S['type']]: (props: BlockProps<K>) => ReactNode;
};
