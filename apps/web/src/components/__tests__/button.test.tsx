import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button';

describe('Button while busy', () => {
  afterEach(cleanup);

  it('keeps the focus, says it is unavailable and busy, and shows its busy text', () => {
    const { rerender } = render(
      <Button busy={false} busyText="Saving...">
        Save
      </Button>,
    );
    screen.getByRole('button', { name: 'Save' }).focus();
    rerender(
      <Button busy busyText="Saving...">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  // Enter in a field submits by pressing the form's button, so refusing the press refuses that too.
  it('ignores a press, and does not submit its form', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <Button type="submit" busy busyText="Saving..." onClick={onClick}>
          Save
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits once no longer busy', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busyText="Saving...">
          Save
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
