import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** The five suggestion chips of docs/behaviour.md#assistant, sent as a message, in the page's language, when picked. */
export const SUGGESTIONS: readonly MessageDescriptor[] = [
  msg`good action movie`,
  msg`romantic comedy`,
  msg`latest trending shows`,
  msg`sci-fi thriller`,
  msg`recent horror movies`,
];

export function SuggestionChips({ disabled, onPick }: { disabled: boolean; onPick(text: string): void }) {
  const { t, i18n } = useLingui();
  return (
    <div role="group" aria-label={t`Suggestions`} className="flex gap-2 overflow-x-auto px-3 pt-3 pb-1">
      {SUGGESTIONS.map((descriptor) => {
        const suggestion = i18n._(descriptor);
        return (
          <button
            key={descriptor.id}
            type="button"
            disabled={disabled}
            onClick={() => onPick(suggestion)}
            className="h-8 shrink-0 rounded-full border border-line bg-surface-2 px-3 text-sm whitespace-nowrap text-fg hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {suggestion}
          </button>
        );
      })}
    </div>
  );
}
