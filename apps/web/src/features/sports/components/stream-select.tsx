import type { Stream } from '@marquee/core';
import { useId } from 'react';

/** How a stream is named in the dropdown: 'Stream 2 · bravo · English · HD'. */
export function streamLabel(stream: Stream): string {
  return [`Stream ${stream.streamNo}`, stream.source, stream.language, stream.hd ? 'HD' : null].filter(Boolean).join(' · ');
}

interface StreamSelectProps {
  streams: readonly Stream[];
  /** Index of the chosen stream. */
  value: number;
  onChange(index: number): void;
}

/** The source dropdown of SPEC.md §2, shown when there is more than one stream. */
export function StreamSelect({ streams, value, onChange }: StreamSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap text-muted">
        Stream
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-11 min-w-0 rounded-lg border border-line bg-surface-2 px-3 text-sm text-fg focus-visible:border-accent md:h-10"
      >
        {streams.map((stream, index) => (
          <option key={`${stream.source}-${stream.id}-${stream.streamNo}`} value={index}>
            {streamLabel(stream)}
          </option>
        ))}
      </select>
    </div>
  );
}
