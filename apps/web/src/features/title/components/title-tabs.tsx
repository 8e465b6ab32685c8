import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/page-container';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/tabs';

interface TitleTabsProps {
  tabs: ReadonlyArray<{ value: string; label: string; content: ReactNode }>;
}

/** The tabs under a title's header (Episodes, About, Reviews); the first one opens first. */
export function TitleTabs({ tabs }: TitleTabsProps) {
  const { t } = useLingui();
  return (
    <PageContainer className="mt-10">
      <Tabs defaultValue={tabs[0]?.value}>
        <TabsList aria-label={t`Title information`}>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {/* The outline reads title, tab, then the episodes or reviews inside it (h3). */}
            <h2 className="sr-only">{tab.label}</h2>
            {tab.content}
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}
