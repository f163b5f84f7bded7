import { isCasinoSection, type CasinoSection } from '@exchange/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The section in `?section=`, kept in the address so a section can be shared and reloaded. */
export function useSectionQuery(): [CasinoSection | null, (section: CasinoSection | null) => void] {
  const [params, setParams] = useSearchParams();
  const section = params.get('section');
  const setSection = useCallback(
    (section: CasinoSection | null) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (section === null) next.delete('section');
          else next.set('section', section);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [isCasinoSection(section) ? section : null, setSection];
}
