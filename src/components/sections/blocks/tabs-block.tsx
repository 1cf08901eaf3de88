import { LazyTabs as Tabs } from '@/components/ui/lazy-tabs';
import { dirOf } from '@/i18n/routing';
import { SectionFrame } from '../section-frame';
import { BlockBody } from './block-body';
import type { BlockProps } from './block-types';

/**
 * Tabs, each panel its own blocks with their headings one level down. Panels hold blocks, never
 * tabs (content/sections-schema.ts), so this renders them through the blocks map alone.
 */
export function TabsBlock({ locale, section }: BlockProps<'tabs'>) {
  return (
    <Tabs
      label={section.heading}
      dir={dirOf(locale)}
      defaultTab={section.defaultTab}
      urlParam="tab"
      tabs={section.tabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        content: (
          <div className="space-y-10">
            {tab.sections.map((block, index) => (
              <SectionFrame
                key={`${block.type}-${index}`}
                section={block}
                anchor={`${tab.id}-${block.id ?? index}`}
                nested
              >
                <BlockBody locale={locale} block={block} />
              </SectionFrame>
            ))}
          </div>
        ),
      }))}
    />
  );
}
