import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '@/lib/session';
import { json, requestsTo, serveApi, testUser } from '@/testing/profiles';
import { renderApp } from '@/testing/render';
import { TwoStepSettings } from '../components/two-step-settings';

const WRONG_CODE = 'That code is not right. Check that your phone’s clock is right, and try the newest code.';
const CODES = Array.from({ length: 10 }, (_, i) => `K7QX-2MPD-9RT${i}`);
const setup = { secret: 'JBSWY3DPEHPK3PXPJBSW', uri: 'otpauth://totp/x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' };

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('Two-step sign-in in the Security section', () => {
  beforeEach(() => storeSession('t'.repeat(43), testUser));
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it('turns on with the QR code or key and a first code, then shows the recovery codes once', async () => {
    let enabled = false;
    let enableAnswer = () => json(403, { error: WRONG_CODE });
    const fetchSpy = serveApi({
      'GET /api/auth/two-step': () => json(200, { enabled, recoveryCodesLeft: enabled ? 10 : 0 }),
      'POST /api/auth/two-step/setup': () => json(200, setup),
      'POST /api/auth/two-step/enable': () => enableAnswer(),
    });
    renderApp(<TwoStepSettings />, { path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));

    const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Two-step sign-in' }));

    // An empty code is not sent; a wrong one is said under the field.
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the code from your authenticator app');
    fill('Code from the app', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG_CODE);
    expect(screen.getByLabelText('Code from the app').getAttribute('aria-invalid')).toBe('true');

    enableAnswer = () => {
      enabled = true;
      return json(200, { recoveryCodes: CODES });
    };
    fill('Code from the app', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByText('Keep these somewhere safe: each signs in once if you lose your phone.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeTruthy();
    expect(requestsTo(fetchSpy, 'POST /api/auth/two-step/enable').map((request) => request.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(/10 recovery codes left/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('turns off with the account password, asked in a dialog', async () => {
    let enabled = true;
    const fetchSpy = serveApi({
      'GET /api/auth/two-step': () => json(200, { enabled, recoveryCodesLeft: enabled ? 1 : 0 }),
      'DELETE /api/auth/two-step': (init) => {
        if ((JSON.parse(init.body as string) as { password: string }).password !== 'correct-horse') {
          return json(403, { error: 'Incorrect password' });
        }
        enabled = false;
        return json(204);
      },
    });
    renderApp(<TwoStepSettings />, { path: '/profile' });
    expect(await screen.findByText(/1 recovery code left/)).toBeTruthy();
    expect(screen.getByText('On')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));

    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in?' });
    fireEvent.change(within(dialog).getByLabelText('Account password'), { target: { value: 'not it' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Incorrect password');

    fireEvent.change(within(dialog).getByLabelText('Account password'), { target: { value: 'correct-horse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeTruthy();
    expect(requestsTo(fetchSpy, 'DELETE /api/auth/two-step').map((request) => request.body)).toEqual([
      { password: 'not it' },
      { password: 'correct-horse' },
    ]);
  });
});
