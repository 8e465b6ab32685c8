import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render';
import CommunityPopup from '../components/community-popup';

/** A page whose button brings the pop-up up, as the schedule would, while the button has the focus. */
function Page({ startOpen }: { startOpen: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Something on the page
      </button>
      {open ? <CommunityPopup url="https://chat.example.com/invite" onClose={() => setOpen(false)} /> : <p>Closed</p>}
    </>
  );
}

describe('community pop-up', () => {
  it('invites to the configured community in a new tab', async () => {
    renderRoutes([{ path: '/', element: <Page startOpen /> }]);
    const dialog = await screen.findByRole('dialog', { name: 'Join our community' });
    const join = screen.getByRole('link', { name: /^Join the community ?\(opens in a new tab\)$/ });
    expect(dialog.contains(join)).toBe(true);
    expect(join.getAttribute('href')).toBe('https://chat.example.com/invite');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(join.getAttribute('rel')).toContain('noopener');
    fireEvent.click(join);
    await screen.findByText('Closed');
  });

  it('takes the focus, and gives it back to where it was when dismissed', async () => {
    renderRoutes([{ path: '/', element: <Page startOpen={false} /> }]);
    const pageButton = await screen.findByRole('button', { name: 'Something on the page' });
    pageButton.focus();
    fireEvent.click(pageButton);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Maybe later' }));
    await screen.findByText('Closed');
    await waitFor(() => expect(document.activeElement).toBe(pageButton));
  });
});
