import type { Block } from '@content/sections-schema';
import type { BlockComponents } from './block-types';
import { CalloutBlock } from './callout-block';
import { CardsBlock } from './cards-block';
import { ContactBlock } from './contact-block';
import { FactsBlock } from './facts-block';
import { FaqBlock } from './faq-block';
import { FormattedBlock } from './formatted-block';
import { ListBlock } from './list-block';
import { MessageBlock } from './message-block';
import { StatsBlock } from './stats-block';
import { StepsBlock } from './steps-block';
import { TableBlock } from './table-block';
import { TextBlock } from './text-block';
import { TreeBlock } from './tree-block';

/**
 * The body of each type of block (any section but tabs, which hold blocks: see
 * ../section-body.tsx), by its `type` in content/sections-schema.ts.
 */
export const blocks: BlockComponents<Block> = {
  text: TextBlock,
  formatted: FormattedBlock,
  message: MessageBlock,
  list: ListBlock,
  cards: CardsBlock,
  stats: StatsBlock,
  steps: StepsBlock,
  facts: FactsBlock,
  table: TableBlock,
  faq: FaqBlock,
  tree: TreeBlock,
  callout: CalloutBlock,
  contact: ContactBlock,
};
