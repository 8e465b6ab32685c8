import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCombobox } from '../hooks/use-combobox';

/** A bare combobox over three options, as the search boxes use the hook. */
function Harness({ onSelect, options = ['Alien', 'Aliens', 'Alien 3'] }: { onSelect(index: number): void; options?: string[] }) {
  const [open, setOpen] = useState(true);
  const combobox = useCombobox({ keys: options, open, onOpenChange: setOpen, onSelect });
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <input aria-label="Search" {...combobox.inputProps} />
      {open && (
        <div {...combobox.listProps} aria-label="Suggestions">
          {options.map((option, index) => (
            <div key={option} {...combobox.optionProps(index)}>
              {option}
            </div>
          ))}
        </div>
      )}
    </form>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Search' });
const press = (key: string) => fireEvent.keyDown(input(), { key });
const active = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('useCombobox', () => {
  it('moves the active option with the arrows, wrapping at both ends', () => {
    render(<Harness onSelect={vi.fn()} />);
    expect(active()).toBeNull();
    press('ArrowDown');
    expect(active()).toBe('Alien');
    press('ArrowUp');
    expect(active()).toBe('Alien 3');
    press('ArrowDown');
    expect(active()).toBe('Alien');
    expect(screen.getByRole('option', { name: 'Alien' }).getAttribute('aria-selected')).toBe('true');
  });

  it('chooses the active option with Enter, and leaves Enter to the form when none is active', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    press('Enter');
    expect(onSelect).not.toHaveBeenCalled();
    press('ArrowDown');
    press('ArrowDown');
    press('Enter');
    expect(onSelect).toHaveBeenCalledWith(1);
  });

  it('closes on Escape and reopens on ArrowDown, starting again from the first option', () => {
    render(<Harness onSelect={vi.fn()} />);
    press('ArrowDown');
    press('ArrowDown');
    press('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().hasAttribute('aria-controls')).toBe(false);

    press('ArrowDown');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(active()).toBe('Alien');
  });

  it('makes the option under the pointer the active one', () => {
    render(<Harness onSelect={vi.fn()} />);
    fireEvent.mouseEnter(screen.getByRole('option', { name: 'Alien 3' }));
    expect(active()).toBe('Alien 3');
  });

  it('keeps the chosen option when more options arrive, and drops it when it is gone', () => {
    const onSelect = vi.fn();
    const { rerender } = render(<Harness onSelect={onSelect} options={['star']} />);
    press('ArrowDown');
    expect(active()).toBe('star');
    // The title results arrive after the recent search: the chosen option stays chosen, now at another place.
    rerender(<Harness onSelect={onSelect} options={['Star Wars', 'star', 'Stargate']} />);
    expect(active()).toBe('star');
    press('Enter');
    expect(onSelect).toHaveBeenCalledWith(1);
    rerender(<Harness onSelect={onSelect} options={['Star Wars', 'Stargate']} />);
    expect(active()).toBeNull();
    press('ArrowDown');
    expect(active()).toBe('Star Wars');
  });
});
