import { MSG, validateDisplayName, validatePhotoUrl } from '@marquee/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { ProfileFieldForm } from '../components/profile-field-form';

const displayNameTexts = {
  invalid: 'Invalid display name',
  saved: 'Display name updated',
  failed: 'Failed to update display name',
};

function renderDisplayNameForm(save = vi.fn(() => Promise.resolve())) {
  renderApp(
    <ProfileFieldForm
      label="Display name"
      saved="Jane"
      validate={validateDisplayName}
      save={save}
      submitLabel="Update Display Name"
      texts={displayNameTexts}
    />,
  );
  return {
    save,
    input: screen.getByLabelText('Display name'),
    button: screen.getByRole('button', { name: 'Update Display Name' }),
  };
}

const change = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('ProfileFieldForm with the display-name rule', () => {
  afterEach(() => vi.restoreAllMocks());

  it('cannot save the unchanged value', () => {
    const { button } = renderDisplayNameForm();
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it.each([
    ['   ', MSG.displayNameEmpty],
    ['x'.repeat(31), MSG.displayNameTooLong],
    ['Jane!', MSG.displayNameChars],
  ])('says what is wrong with %j as it is typed, and cannot save it', (value, message) => {
    const { input, button } = renderDisplayNameForm();
    change(input, value);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('accepts 30 letters, digits, spaces, underscores and hyphens', () => {
    const { input, button } = renderDisplayNameForm();
    change(input, 'Jane_Doe-2 the great 123456789');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it("checks again on save: an invalid value sent by Enter gives the 'Invalid display name' toast and is not saved", async () => {
    const error = vi.spyOn(toast, 'error');
    const { input, save } = renderDisplayNameForm();
    change(input, 'Jane!');
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Invalid display name', { description: MSG.displayNameChars }));
    expect(save).not.toHaveBeenCalled();
  });

  it("saves a valid change, shows 'Saving...' meanwhile and 'Display name updated' after", async () => {
    const success = vi.spyOn(toast, 'success');
    let finish = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { input } = renderDisplayNameForm(save);
    change(input, 'Jane Doe');
    fireEvent.click(screen.getByRole('button', { name: 'Update Display Name' }));

    expect(save).toHaveBeenCalledWith('Jane Doe');
    expect(screen.getByRole('button', { name: 'Saving...' }).getAttribute('aria-disabled')).toBe('true');
    finish();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Display name updated'));
  });

  it("says 'Error' with the fallback text when saving fails", async () => {
    const error = vi.spyOn(toast, 'error');
    const { input } = renderDisplayNameForm(vi.fn(() => Promise.reject(new Error('offline'))));
    change(input, 'Jane Doe');
    fireEvent.click(screen.getByRole('button', { name: 'Update Display Name' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error', { description: 'Failed to update display name' }));
  });
});

describe('ProfileFieldForm with the photo-URL rule', () => {
  function renderPhotoForm() {
    renderApp(
      <ProfileFieldForm
        label="Photo URL"
        saved=""
        validate={validatePhotoUrl}
        save={() => Promise.resolve()}
        submitLabel="Update Profile Picture"
        texts={{ invalid: 'Invalid photo URL', saved: 'Profile picture updated', failed: 'Failed to update profile picture' }}
      />,
    );
    return screen.getByLabelText('Photo URL');
  }

  it.each(['https://example.com/me.webp', 'https://example.com/photo', 'javascript:alert(1)//.png'])(
    'refuses %j with the image-URL message',
    (value) => {
      change(renderPhotoForm(), value);
      expect(screen.getByRole('alert').textContent).toBe(MSG.photoUrlInvalid);
      expect(screen.getByRole('button', { name: 'Update Profile Picture' }).hasAttribute('disabled')).toBe(true);
    },
  );

  it.each(['https://example.com/me.JPG', 'https://example.com/me.jpeg', 'http://example.com/a.png', 'https://x.org/b.gif'])(
    'accepts %j',
    (value) => {
      change(renderPhotoForm(), value);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('button', { name: 'Update Profile Picture' }).hasAttribute('disabled')).toBe(false);
    },
  );
});
