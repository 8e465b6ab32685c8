import { describe, expect, it } from 'vitest';
import { arrivalFocus, type Arrival, type ArrivalFocus } from '../arrival-focus.ts';

const opened: Arrival = { first: false, samePath: false, backOrForward: false, remembered: false, remoteInUse: false };

describe('where the focus goes when a screen opens (docs/behaviour.md#focus-after-navigation)', () => {
  it.each<[string, Partial<Arrival>, ArrivalFocus[]]>([
    ['a link followed, by keyboard or mouse', {}, ['heading']],
    ['a link followed by remote', { remoteInUse: true }, ['primary', 'heading']],
    ['back to a screen whose control had the focus', { backOrForward: true, remembered: true }, ['remembered', 'heading']],
    ['back by remote, likewise', { backOrForward: true, remembered: true, remoteInUse: true }, ['remembered', 'heading']],
    ['back to a screen where nothing had the focus', { backOrForward: true }, ['heading']],
    ['back by remote to such a screen', { backOrForward: true, remoteInUse: true }, ['heading']],
    // The same screen with another query (a search, a filter) keeps the focus where the person is.
    ['only the query changed', { samePath: true }, []],
    ['only the query changed, by remote', { samePath: true, remoteInUse: true }, ['primary']],
    ['back within the same screen', { samePath: true, backOrForward: true, remembered: true }, ['remembered']],
    // The browser places the focus on the first screen, at the start of the page.
    ['the first screen', { first: true, remoteInUse: true }, []],
  ])('%s → %j', (_case, arrival, places) => {
    expect(arrivalFocus({ ...opened, ...arrival })).toEqual(places);
  });
});
