import type { Stream } from '@marquee/core';
import { SelectField } from '@/components/select-field';

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

/** The source dropdown of docs/behaviour.md#sports-player, shown when there is more than one stream. */
export function StreamSelect({ streams, value, onChange }: StreamSelectProps) {
  return (
    <SelectField label="Stream" inline value={value} onChange={(event) => onChange(Number(event.target.value))}>
      {streams.map((stream, index) => (
        <option key={`${stream.source}-${stream.id}-${stream.streamNo}`} value={index}>
          {streamLabel(stream)}
        </option>
      ))}
    </SelectField>
  );
}
