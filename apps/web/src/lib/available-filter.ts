import { msg } from '@lingui/core/macro';
import type { MediaType } from '@marquee/core';
import { useSearchParams } from './router';
import { useWatchableTest } from './play-availability';
import { AVAILABLE_PARAM } from './available-param';
import { withParam } from './url-params';

/** An empty list narrowed to 'Available to watch', once every page was looked through; translated where it is drawn. */
export const NOTHING_AVAILABLE = msg`Nothing here is available to watch`;

type Titled = { media_type: MediaType; id: number };

export interface AvailableFilter {
  /** Whether the list is narrowed to what is available to watch. */
  on: boolean;
  toggle(): void;
  /**
   * The titles the filter lets through, or null while what is available is not known yet (the library loads): the list
   * waits for it then. All of them when the filter is off.
   */
  keep: (<T extends Titled>(items: readonly T[]) => T[]) | null;
}

/** 'Available to watch', kept in the URL like the screens' other filters. */
export function useAvailableFilter(): AvailableFilter {
  const [params, setParams] = useSearchParams();
  const on = params.get(AVAILABLE_PARAM) === '1';
  const watchable = useWatchableTest();
  const keep = !on
    ? <T extends Titled>(items: readonly T[]) => [...items]
    : watchable && (<T extends Titled>(items: readonly T[]) => items.filter(watchable));
  return {
    on,
    toggle: () => setParams((current) => withParam(current, AVAILABLE_PARAM, on ? null : '1', null), { replace: true }),
    keep,
  };
}
