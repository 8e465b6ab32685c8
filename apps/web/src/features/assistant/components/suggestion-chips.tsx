/** The five suggestion chips of docs/behaviour.md#assistant, sent as a message when picked. */
export const SUGGESTIONS = [
  'good action movie',
  'romantic comedy',
  'latest trending shows',
  'sci-fi thriller',
  'recent horror movies',
] as const;

export function SuggestionChips({ disabled, onPick }: { disabled: boolean; onPick(text: string): void }) {
  return (
    <div role="group" aria-label="Suggestions" className="flex gap-2 overflow-x-auto px-3 pt-3 pb-1">
      {SUGGESTIONS.map((suggestion) => (
        <button
          key={suggestion}
          type="button"
          disabled={disabled}
          onClick={() => onPick(suggestion)}
          className="h-8 shrink-0 rounded-full border border-line bg-surface-2 px-3 text-sm whitespace-nowrap text-fg hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {suggestion}
        </button>
      ))}
    </div>
  );
}
