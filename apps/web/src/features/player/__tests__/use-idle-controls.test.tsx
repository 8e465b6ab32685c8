import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTROLS_IDLE_MS, useIdleControls } from '../hooks/use-idle-controls';

function Controls({ playing }: { playing: boolean }) {
  const { ref, hidden } = useIdleControls<HTMLDivElement>(playing);
  return (
    <>
      <div ref={ref} data-testid="controls" data-idle={hidden || undefined}>
        <button type="button">Back</button>
      </div>
      <button type="button">Video</button>
    </>
  );
}

const controls = () => screen.getByTestId('controls');
const hidden = () => controls().hasAttribute('data-idle');
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('useIdleControls', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fades the controls a while after the last key while the video plays; any key shows them', () => {
    render(<Controls playing />);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    wait(CONTROLS_IDLE_MS - 1);
    expect(hidden()).toBe(false);
    wait(1);
    expect(hidden()).toBe(true);
    fireEvent.keyDown(document.body, { key: 'x' });
    expect(hidden()).toBe(false);
    wait(CONTROLS_IDLE_MS);
    expect(hidden()).toBe(true);
  });

  it('shows them while the video is paused', () => {
    const view = render(<Controls playing />);
    fireEvent.keyDown(document.body, { key: ' ' });
    wait(CONTROLS_IDLE_MS);
    expect(hidden()).toBe(true);
    view.rerender(<Controls playing={false} />);
    expect(hidden()).toBe(false);

    // Nothing fades while paused.
    fireEvent.keyDown(document.body, { key: ' ' });
    wait(CONTROLS_IDLE_MS * 2);
    expect(hidden()).toBe(false);
  });

  it('never hides a control that has focus, and shows them when focus arrives', () => {
    render(<Controls playing />);
    const back = screen.getByRole('button', { name: 'Back' });
    act(() => back.focus());
    fireEvent.keyDown(back, { key: 'ArrowUp' });
    wait(CONTROLS_IDLE_MS * 3);
    expect(hidden()).toBe(false);

    // Focus leaves: they fade; focus that comes back without a key shows them.
    act(() => screen.getByRole('button', { name: 'Video' }).focus());
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    wait(CONTROLS_IDLE_MS);
    expect(hidden()).toBe(true);
    act(() => back.focus());
    expect(hidden()).toBe(false);
  });

  it('never hides them under a pointer, and pointer input keeps them until the next key', () => {
    render(<Controls playing />);
    fireEvent.keyDown(document.body, { key: ' ' });
    wait(CONTROLS_IDLE_MS);
    expect(hidden()).toBe(true);

    fireEvent.pointerMove(document.body);
    expect(hidden()).toBe(false);
    wait(CONTROLS_IDLE_MS * 3);
    expect(hidden()).toBe(false);

    fireEvent.pointerEnter(controls());
    fireEvent.keyDown(document.body, { key: ' ' });
    wait(CONTROLS_IDLE_MS * 3);
    expect(hidden()).toBe(false);
    fireEvent.pointerLeave(controls());
    wait(CONTROLS_IDLE_MS);
    expect(hidden()).toBe(true);
  });

  it('does not fade before any key: a person at a mouse sees nothing move', () => {
    render(<Controls playing />);
    wait(CONTROLS_IDLE_MS * 3);
    expect(hidden()).toBe(false);
  });
});
