import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from '../hooks/use-selection';

describe('useSelection', () => {
  it('starts off; choosing, Select All and Deselect All act on the shown ids', () => {
    const { result } = renderHook(() => useSelection(['a', 'b', 'c']));
    expect(result.current.isSelecting).toBe(false);

    act(() => result.current.start());
    act(() => result.current.toggle('b'));
    expect(result.current.selected).toEqual(['b']);
    expect(result.current.allSelected).toBe(false);

    act(() => result.current.toggleAll());
    expect(result.current.selected).toEqual(['a', 'b', 'c']);
    expect(result.current.allSelected).toBe(true);

    act(() => result.current.toggleAll());
    expect(result.current.selected).toEqual([]);
  });

  it('un-chooses a chosen id when it is toggled again', () => {
    const { result } = renderHook(() => useSelection(['a', 'b']));
    act(() => result.current.toggle('a'));
    act(() => result.current.toggle('a'));
    expect(result.current.isSelected('a')).toBe(false);
  });

  it('Cancel Selection leaves selection mode and forgets the choice', () => {
    const { result } = renderHook(() => useSelection(['a', 'b']));
    act(() => result.current.start());
    act(() => result.current.toggle('a'));
    act(() => result.current.cancel());
    expect(result.current.isSelecting).toBe(false);
    expect(result.current.selected).toEqual([]);
  });

  it('drops ids that are no longer shown, in the order shown', () => {
    const { result, rerender } = renderHook(({ ids }) => useSelection(ids), { initialProps: { ids: ['a', 'b', 'c'] } });
    act(() => result.current.toggle('c'));
    act(() => result.current.toggle('a'));
    expect(result.current.selected).toEqual(['a', 'c']);
    rerender({ ids: ['c', 'b'] });
    expect(result.current.selected).toEqual(['c']);
  });

  it('never counts an empty list as all selected', () => {
    const { result } = renderHook(() => useSelection([]));
    expect(result.current.allSelected).toBe(false);
  });
});
