import { useLingui } from '@lingui/react/macro';
import type { SearchSuggestion } from '@marquee/core';
import { History, Search } from 'lucide';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icon';
import type { Combobox } from '../hooks/use-combobox';

interface SearchBoxSuggestionListProps {
  suggestions: readonly SearchSuggestion[];
  combobox: Combobox;
  /** A suggestion was clicked: search for its text. */
  onChoose(text: string): void;
}

export const suggestionKey = (suggestion: { kind: string; text: string }) => `${suggestion.kind}:${suggestion.text}`;

/** The search page box's list: matching recent searches (a history icon), then result titles. */
export function SearchBoxSuggestionList({ suggestions, combobox, onChoose }: SearchBoxSuggestionListProps) {
  const { t } = useLingui();
  return (
    <div
      {...combobox.listProps}
      aria-label={t`Suggestions`}
      className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-lg border border-line bg-surface py-1 shadow-2xl"
    >
      {suggestions.map((suggestion, index) => {
        const iconNode = suggestion.kind === 'history' ? History : Search;
        return (
          // An option of the combobox (its role comes with optionProps): the input handles the list's keys
          // (aria-activedescendant), so an option never takes the focus.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
          <div
            key={suggestionKey(suggestion)}
            {...combobox.optionProps(index)}
            // Keeps the focus in the box, so the click is not lost to the closing list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(suggestion.text)}
            className={cn(
              'flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm',
              combobox.activeIndex === index && 'bg-surface-2',
            )}
          >
            <Icon node={iconNode} className="size-4 shrink-0 text-muted" aria-hidden="true" />
            {suggestion.kind === 'history' && <span className="sr-only">{t`Recent search:`}</span>}
            <span className="truncate">{suggestion.text}</span>
          </div>
        );
      })}
    </div>
  );
}
