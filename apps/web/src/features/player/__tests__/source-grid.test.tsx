import type { ConfigSource } from '@marquee/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SourceGrid } from '../components/source-grid';

const sources: ConfigSource[] = ['Local Library', 'Official Trailer'].map((name, i) => ({
  key: `s${i}`,
  name,
  sandbox: true,
  movieUrl: '/m/{id}',
  tvUrl: '/t/{id}/{season}/{episode}',
}));

describe('SourceGrid', () => {
  it("marks the active source 'Active' and the others 'Click to switch', and switches on a click", () => {
    const onChoose = vi.fn();
    render(<SourceGrid sources={sources} activeKey="s0" onChoose={onChoose} />);
    const grid = screen.getByRole('region', { name: 'Video Sources' });
    const [active, other] = within(grid).getAllByRole('button');
    expect(active).toHaveProperty('textContent', 'Local LibraryActive');
    expect(active!.getAttribute('aria-pressed')).toBe('true');
    expect(other).toHaveProperty('textContent', 'Official TrailerClick to switch');
    expect(other!.getAttribute('aria-pressed')).toBe('false');

    active!.click();
    expect(onChoose).not.toHaveBeenCalled();
    other!.click();
    expect(onChoose).toHaveBeenCalledWith('s1');
  });

  it('marks none active once every source failed', () => {
    render(<SourceGrid sources={sources} activeKey={null} onChoose={() => {}} />);
    expect(screen.getAllByText('Click to switch')).toHaveLength(2);
    expect(screen.queryByText('Active')).toBeNull();
  });
});
