import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { SignupForm } from '../components/signup-form';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('SignupForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says "Passwords do not match" in an alert and sends nothing when the confirmation differs', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderApp(<SignupForm />, { path: '/signup' });

    fill('Email', 'jane@example.com');
    fill('Password', 'correct-horse');
    fill('Confirm password', 'correct-horsE');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('clears the mismatch alert as soon as either password is edited', () => {
    vi.spyOn(globalThis, 'fetch');
    renderApp(<SignupForm />, { path: '/signup' });

    fill('Email', 'jane@example.com');
    fill('Password', 'correct-horse');
    fill('Confirm password', 'something-else');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.queryByRole('alert')).not.toBeNull();

    fill('Confirm password', 'correct-horse');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for an email-type address, and new passwords from the password manager', () => {
    renderApp(<SignupForm />, { path: '/signup' });
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText('Confirm password').getAttribute('autocomplete')).toBe('new-password');
  });
});
