import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { testProfile } from '@/testing/profiles';
import { renderApp } from '@/testing/render';
import { PinDialog } from '../components/pin-dialog';

const kid = testProfile({ id: 'p2', name: 'Sam', kids: true, hasPin: true });

function renderDialog(onSubmit: (pin: string) => Promise<unknown>) {
  const onClose = vi.fn();
  let opener: HTMLElement | null = null;
  renderApp(
    <>
      <button type="button">Sam</button>
      <PinDialog profile={kid} onClose={onClose} onSubmit={onSubmit} returnFocusTo={() => opener} />
    </>,
  );
  opener = screen.getByRole('button', { name: 'Sam', hidden: true });
  const dialog = screen.getByRole('dialog', { name: 'Enter the PIN for Sam' });
  const input = screen.getByLabelText<HTMLInputElement>('PIN');
  return { dialog, input, onClose };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('PinDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens with the focus on a masked 4-digit field that brings up the numeric keypad', () => {
    const { input } = renderDialog(() => Promise.resolve());
    expect(document.activeElement).toBe(input);
    expect(input.type).toBe('password');
    expect(input.inputMode).toBe('numeric');
    expect(input.maxLength).toBe(4);
  });

  it('keeps digits only, four at most', () => {
    const { input } = renderDialog(() => Promise.resolve());
    type(input, '1a2b34567');
    expect(input.value).toBe('1234');
  });

  it('asks for all 4 digits before sending anything', () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { input } = renderDialog(onSubmit);
    type(input, '12');
    fireEvent.click(screen.getByRole('button', { name: 'Switch profile' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the 4 digits of the PIN');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Wrong PIN' when the server refuses it, empties the field and gives it the focus back", async () => {
    const onSubmit = vi.fn(() => Promise.reject(new ApiError(403, 'Wrong PIN', true)));
    const { input } = renderDialog(onSubmit);
    type(input, '0000');
    fireEvent.submit(input.closest('form')!);

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Wrong PIN');
    expect(onSubmit).toHaveBeenCalledWith('0000');
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(input);
    // Typing again clears the message.
    type(input, '1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("passes on the server's words after too many tries", async () => {
    const { input } = renderDialog(() => Promise.reject(new ApiError(429, 'Too many tries. Try again in 5 minutes.', true)));
    type(input, '1111');
    fireEvent.submit(input.closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe('Too many tries. Try again in 5 minutes.');
  });

  it("shows 'Checking...' while the PIN is checked, and stays so as the switch closes the dialog", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { input } = renderDialog(onSubmit);
    type(input, '1234');
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByRole('button', { name: 'Checking...' }).getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('1234'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes with Escape or Cancel', () => {
    const { dialog, onClose } = renderDialog(() => Promise.resolve());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
