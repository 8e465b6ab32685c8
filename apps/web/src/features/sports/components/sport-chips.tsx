import { useLingui } from '@lingui/react/macro';
import { ALL_SPORTS, type Sport } from '@marquee/core';
import { ChipGroup } from '@/components/chip-group';
import { sportName } from '../lib/sport-names';

interface SportChipsProps {
  sports: readonly Sport[];
  /** The chosen sport id, or ALL_SPORTS. */
  value: string;
  onChange(sport: string): void;
}

/** 'All Sports' and a chip per sport (docs/behaviour.md#sports-list), one pressed at a time. */
export function SportChips({ sports, value, onChange }: SportChipsProps) {
  const { t, i18n } = useLingui();
  const options = [
    { value: ALL_SPORTS, label: t`All Sports` },
    ...sports.map((sport) => ({ value: sport.id, label: sportName(i18n, sport.id, sport.name) })),
  ];
  return <ChipGroup label={t`Sport`} options={options} value={value} onChange={onChange} />;
}
