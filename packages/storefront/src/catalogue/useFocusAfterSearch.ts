import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isSearchedState } from '../shell/search-target.ts';

/**
 * Focus for the results' heading after a search (issue 22 item 14): a keyboard user who searched
 * from the header lands on the results, not back at the top of the page with the header's links
 * and some 140 category links between it and the first goods. Only a search's navigation moves it
 * (the search bar marks its history entry); a filter, a sort or a list opened from a link keeps
 * focus where it was.
 */
export function useFocusAfterSearch() {
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const searched = isSearchedState(location.state);
  useEffect(() => {
    if (searched) heading.current?.focus({ preventScroll: true });
  }, [location.key, searched]);
  return heading;
}
