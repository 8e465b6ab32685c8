import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Stream } from '@marquee/core';
import { SelectField } from '@/components/select-field';

/**
 * How a stream is named in the dropdown: 'Stream 2 · bravo · English · HD' (its source and language as the sports
 * service names them).
 */
export function streamLabel(stream: Stream, i18n: I18n): string {
  const number = stream.streamNo;
  return [i18n._(msg`Stream ${number}`), stream.source, stream.language, stream.hd ? i18n._(msg`HD`) : null]
    .filter(Boolean)
    .join(' · ');
}

interface StreamSelectProps {
  streams: readonly Stream[];
  /** Index of the chosen stream. */
  value: number;
  onChange(index: number): void;
}

/** The source dropdown of docs/behaviour.md#sports-player, shown when there is more than one stream. */
export function StreamSelect({ streams, value, onChange }: StreamSelectProps) {
  const { t, i18n } = useLingui();
  return (
    <SelectField label={t`Stream`} inline value={value} onChange={(event) => onChange(Number(event.target.value))}>
      {streams.map((stream, index) => (
        <option key={`${stream.source}-${stream.id}-${stream.streamNo}`} value={index}>
          {streamLabel(stream, i18n)}
        </option>
      ))}
    </SelectField>
  );
}
