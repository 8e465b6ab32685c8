import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { ChipGroup } from '../chip-group';

const options = [
  { value: null, label: 'All' },
  { value: 28, label: 'Action' },
  { value: 35, label: 'Comedy' },
];

describe('ChipGroup', () => {
  it('presses only the chosen chip, inside a group named for screen readers', () => {
    renderApp(<ChipGroup<number | null> label="Genre" options={options} value={28} onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Genre' });
    const pressed = within(group)
      .getAllByRole('button')
      .map((chip) => [chip.textContent, chip.getAttribute('aria-pressed')]);
    expect(pressed).toEqual([
      ['All', 'false'],
      ['Action', 'true'],
      ['Comedy', 'false'],
    ]);
  });

  it("hands the picked chip's value over, null included", () => {
    const onChange = vi.fn();
    renderApp(<ChipGroup<number | null> label="Genre" options={options} value={28} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Comedy' }));
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(onChange.mock.calls).toEqual([[35], [null]]);
  });
});
