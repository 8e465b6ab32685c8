import { useLingui } from '@lingui/react/macro';
import { TOAST_SEARCH_TIPS_MS } from '@marquee/core';
import { ChevronDown, Lightbulb } from 'lucide';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icon';

const EXAMPLES = ['star', 'dark', 'love'];

/**
 * The collapsible 'Search Tips' (docs/behaviour.md#search). Its example searches run at once, with a 2 s 'Searching...'
 * toast (docs/behaviour.md#limits, search tips).
 */
export function SearchTips({ onSearch }: { onSearch(query: string): void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { t } = useLingui();
  return (
    <section className="rounded-lg border border-line bg-surface">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
          className="flex w-full items-center gap-3 px-4 py-3 text-start font-semibold"
        >
          <Icon node={Lightbulb} className="size-5 text-accent" aria-hidden="true" />
          {t`Search Tips`}
          <Icon
            node={ChevronDown}
            className={cn('ml-auto size-5 text-muted transition-transform duration-200', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="space-y-4 border-t border-line px-4 py-4 text-sm text-muted">
        <ul className="list-disc space-y-1 ps-5">
          <li>{t`Search by title, or by the start of any word in it: 'knight' finds The Dark Knight.`}</li>
          <li>{t`Use Advanced Search to keep only movies or only TV shows.`}</li>
          <li>{t`Sort by Rating to see the best-rated matches first, or by Newest for the latest releases.`}</li>
          <li>{t`Press / anywhere on this page to jump to the search box.`}</li>
        </ul>
        <div className="flex flex-wrap items-center gap-2">
          <span>{t`Try:`}</span>
          {EXAMPLES.map((example) => (
            <button
              key={example}
              type="button"
              onClick={() => {
                toast(t`Searching...`, { description: t`Looking for "${example}"`, duration: TOAST_SEARCH_TIPS_MS });
                onSearch(example);
              }}
              className="h-9 rounded-full border border-line bg-surface-2 px-4 font-semibold text-fg hover:bg-white/10"
            >
              {example}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
