import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettles, SETTLE_MS } from '../after-page-settles';

describe('afterPageSettles', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A window whose load state and idle callbacks the test controls. */
  function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
    const target = new EventTarget();
    const idle: Array<() => void> = [];
    const win = {
      document: { readyState },
      addEventListener: target.addEventListener.bind(target),
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      requestIdleCallback: withIdle ? (fn: () => void) => idle.push(fn) : undefined,
    } as unknown as Window;
    return { win, load: () => target.dispatchEvent(new Event('load')), runIdle: () => idle.splice(0).forEach((fn) => fn()) };
  }

  it('waits for the load event, then SETTLE_MS, then an idle moment', () => {
    const work = vi.fn();
    const page = fakeWindow('interactive');
    afterPageSettles(work, page.win);
    vi.advanceTimersByTime(SETTLE_MS * 2);
    page.runIdle();
    expect(work).not.toHaveBeenCalled();

    page.load();
    vi.advanceTimersByTime(SETTLE_MS - 1);
    page.runIdle();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).not.toHaveBeenCalled();
    page.runIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('counts from now on a page that has already loaded', () => {
    const work = vi.fn();
    const page = fakeWindow('complete');
    afterPageSettles(work, page.win);
    vi.advanceTimersByTime(SETTLE_MS);
    page.runIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs after the wait alone in a browser without idle callbacks', () => {
    const work = vi.fn();
    const page = fakeWindow('complete', false);
    afterPageSettles(work, page.win);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
