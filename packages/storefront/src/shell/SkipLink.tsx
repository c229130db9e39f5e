import { SkipNavLink } from '@chakra-ui/react';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the page's `main`, where the skip link leads. */
export const MAIN_CONTENT_ID = 'main-content';

// The element that last had focus, to tell a page that replaced the focused element (focus lost
// with it) from a first load or a page where nothing had focus.
let lastFocused: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    lastFocused = event.target instanceof Element ? event.target : null;
  });
}

/**
 * "Skip to main content" (WCAG 2.4.1): the first stop of Tab on every page, shown only while it
 * has keyboard focus, so a keyboard user need not walk the user strip, the header and the category
 * menu. When a page replaces the one whose link or button had focus, focus comes here rather than
 * staying where the removed element was (the next Tab would then start in the middle of the page).
 */
export function SkipLink() {
  const { t } = useTranslation('storefront');
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const onBody = document.activeElement === null || document.activeElement === document.body;
    if (onBody && lastFocused !== null && !lastFocused.isConnected)
      link.current?.focus({ preventScroll: true });
  }, []);
  // Focus moves by hand: following `#main-content` would add a hash that the router then keeps.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <SkipNavLink ref={link} id={MAIN_CONTENT_ID} onClick={skip}>
      {t('shell.skipToContent')}
    </SkipNavLink>
  );
}
