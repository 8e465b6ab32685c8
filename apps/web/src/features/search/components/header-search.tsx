import { isSubmittableQuery, normaliseQuery } from '@marquee/core';
import { Search } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { useSlashShortcut } from '@/lib/use-slash-shortcut';

interface HeaderSearchProps {
  className?: string;
  /** Whether the '/' key focuses this box (the header's does; the copy in the mobile menu does not). */
  withShortcut?: boolean;
  /** Called after a search was started, e.g. to close the mobile menu. */
  onSearch?: () => void;
}

/**
 * The header's search box: Enter opens /search?q=. Issue 4 adds the suggestion list
 * (SPEC.md §2: after a 300 ms pause, at most 6, 'View all results').
 */
export function HeaderSearch({ className, withShortcut = false, onSearch }: HeaderSearchProps) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const inputId = useId();
  useSlashShortcut(input, withShortcut);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmittableQuery(query)) return;
    void navigate(`/search?q=${encodeURIComponent(normaliseQuery(query))}`);
    input.current?.blur();
    onSearch?.();
  };

  return (
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search movies and TV shows
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
      <input
        ref={input}
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search movies & TV"
        enterKeyHint="search"
        autoComplete="off"
        className={cn(
          'h-10 w-full rounded-lg border border-line bg-surface-2/80 pr-9 pl-9 text-sm text-fg placeholder:text-muted',
          'focus-visible:border-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/40',
        )}
      />
      {withShortcut && (
        <kbd
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 rounded border border-line px-1.5 text-xs text-muted"
        >
          /
        </kbd>
      )}
    </form>
  );
}
