import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs';

function Example({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="about" onValueChange={onValueChange}>
      <TabsList aria-label="Title information">
        <TabsTrigger value="episodes">Episodes</TabsTrigger>
        <TabsTrigger value="about">About</TabsTrigger>
        <TabsTrigger value="reviews">Reviews</TabsTrigger>
      </TabsList>
      <TabsContent value="episodes">The episodes</TabsContent>
      <TabsContent value="about">The facts</TabsContent>
      <TabsContent value="reviews">The reviews</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () =>
  screen
    .getAllByRole('tab')
    .filter((t) => t.getAttribute('aria-selected') === 'true')
    .map((t) => t.textContent);

describe('Tabs', () => {
  it('is a named tablist whose selected tab is the one tab stop, with only its panel mounted and labelled by it', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Title information' })).toBeTruthy();
    expect(selected()).toEqual(['About']);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('The facts');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('About').id);
    expect(tab('About').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.queryByText('The reviews')).toBeNull();
  });

  it('selects a tab on click and reports it', () => {
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    fireEvent.click(tab('Reviews'));
    expect(selected()).toEqual(['Reviews']);
    expect(screen.getByRole('tabpanel').textContent).toBe('The reviews');
    expect(onValueChange).toHaveBeenCalledWith('reviews');
  });

  it.each([
    ['ArrowRight', 'Reviews'],
    ['ArrowLeft', 'Episodes'],
    ['Home', 'Episodes'],
    ['End', 'Reviews'],
  ])('%s from About moves the focus to %s and selects it', (key, expected) => {
    render(<Example />);
    act(() => tab('About').focus());
    fireEvent.keyDown(tab('About'), { key });
    expect(document.activeElement).toBe(tab(expected));
    expect(selected()).toEqual([expected]);
  });

  it('wraps around at either end, and leaves other keys alone', () => {
    render(<Example />);
    act(() => tab('Episodes').focus());
    fireEvent.keyDown(tab('Episodes'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Reviews'));
    fireEvent.keyDown(tab('Reviews'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Episodes'));
    fireEvent.keyDown(tab('Episodes'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tab('Episodes'));
  });

  it('follows its value when controlled, and asks for changes instead of making them', () => {
    function Controlled() {
      const [value, setValue] = useState('week');
      return (
        <Tabs value={value} onValueChange={setValue}>
          <TabsList>
            <TabsTrigger value="day">Today</TabsTrigger>
            <TabsTrigger value="week">This Week</TabsTrigger>
          </TabsList>
          <TabsContent value="day">Today's</TabsContent>
          <TabsContent value="week">This week's</TabsContent>
        </Tabs>
      );
    }
    render(<Controlled />);
    expect(selected()).toEqual(['This Week']);
    fireEvent.click(tab('Today'));
    expect(screen.getByRole('tabpanel').textContent).toBe("Today's");

    const ignored = vi.fn();
    render(
      <Tabs value="a" onValueChange={ignored}>
        <TabsList aria-label="Fixed">
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    fireEvent.click(tab('B'));
    expect(ignored).toHaveBeenCalledWith('b');
    expect(tab('A').getAttribute('aria-selected')).toBe('true');
  });

  it('scrolls a list too wide for the screen sideways until the selected tab shows whole, past the faded edge', () => {
    render(<Example />);
    const list = screen.getByRole('tablist');
    // A 300 px list scrolled to its start, its three 150 px tabs side by side.
    Object.defineProperty(list, 'clientWidth', { value: 300 });
    Object.defineProperty(list, 'scrollWidth', { value: 450 });
    let scrolled = 0;
    Object.defineProperty(list, 'scrollLeft', { get: () => scrolled, set: (to: number) => (scrolled = to) });
    const box = (left: number, width = 150) => ({ left, right: left + width }) as DOMRect;
    list.getBoundingClientRect = () => box(0, 300);
    screen.getAllByRole('tab').forEach((element, i) => {
      element.getBoundingClientRect = () => box(i * 150 - list.scrollLeft);
    });
    fireEvent.click(tab('Reviews'));
    // Its right edge, 450 px, meets the list's right edge less the 24 px faded edge.
    expect(list.scrollLeft).toBe(174);
    fireEvent.click(tab('Episodes'));
    expect(list.scrollLeft).toBe(0);
  });
});
