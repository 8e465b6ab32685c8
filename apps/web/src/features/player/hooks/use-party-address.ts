import { useEffect } from 'react';
import { useSearchParams } from '@/lib/router';

/** The search parameter that names the watch party a player page belongs to: /player/movie/550?party={code}. */
export const PARTY_PARAM = 'party';

/**
 * The page's address names the party, so a reload (or the episode links, which drop it) keeps the member in it.
 */
export function usePartyAddress(partyCode: string | null) {
  const [searchParams, setSearchParams] = useSearchParams();
  useEffect(() => {
    if (searchParams.get(PARTY_PARAM) === partyCode) return;
    setSearchParams(
      (params) => {
        if (partyCode) params.set(PARTY_PARAM, partyCode);
        else params.delete(PARTY_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [partyCode, searchParams, setSearchParams]);
}

/** The party code in the page's address, if any. */
export function usePartyParam(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get(PARTY_PARAM);
}
