import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { CATEGORY_NAV_CLOSE_DELAY, type CategoryNavMode } from './category-nav-layout.ts';

// Marks the first-level links (CategoryMenu's FirstLevelEntry), so the arrow keys can move between them.
const FIRST_LEVEL_ATTRIBUTE = 'data-first-level';
// Marks the first-level entries (link and flyout), so focus inside one opens its flyout.
const FIRST_LEVEL_ENTRY_ATTRIBUTE = 'data-first-level-entry';

/**
 * What the "all categories" box does, apart from how it looks: the list opens on hover, focus or the
 * trigger's click and Arrow Down (or stays open in `open` mode); the hovered or focused first-level
 * category opens its flyout; the arrow keys move between first-level links; Escape closes the flyout,
 * then the list, giving focus back where it belongs; leaving with the pointer (after a short delay)
 * or with focus closes both. Spread `boxHandlers` on the box and `triggerRef` on the trigger.
 */
export function useCategoryMenu(mode: CategoryNavMode) {
  const [listOpen, setListOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Set while Escape moves focus back (to the trigger or a first-level link), so that this focus
  // does not open what Escape just closed.
  const returningFocus = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listId = useId();
  const alwaysOpen = mode === 'open';
  const listShown = alwaysOpen || listOpen;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Opened by the pointer, the menu does not hold focus; Escape anywhere still closes it (focus
  // inside is handled by the box itself, which returns focus where it belongs).
  const anythingOpen = activeId !== null || (listOpen && !alwaysOpen);
  useEffect(() => {
    if (!anythingOpen) return;
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || boxRef.current?.contains(event.target as Node | null)) return;
      clearTimeout(closeTimer.current);
      setActiveId(null);
      setListOpen(false);
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, [anythingOpen]);

  const open = () => {
    clearTimeout(closeTimer.current);
    setListOpen(true);
  };
  const close = () => {
    clearTimeout(closeTimer.current);
    setListOpen(false);
    setActiveId(null);
  };
  const onFocus = (event: FocusEvent) => {
    if (returningFocus.current) {
      returningFocus.current = false;
      return;
    }
    open();
    // Focus on a first-level category (or inside its flyout) opens its flyout; on the trigger, none.
    const entry = (event.target as HTMLElement).closest<HTMLElement>(`[${FIRST_LEVEL_ENTRY_ATTRIBUTE}]`);
    setActiveId(entry?.getAttribute(FIRST_LEVEL_ENTRY_ATTRIBUTE) ?? null);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };
  const firstLevelLinks = () => [
    ...(boxRef.current?.querySelectorAll<HTMLElement>(`[${FIRST_LEVEL_ATTRIBUTE}]`) ?? []),
  ];
  const focusFirstLevel = (step: 1 | -1 | 'first') => {
    const links = firstLevelLinks();
    const at = links.indexOf(document.activeElement as HTMLElement);
    const next = step === 'first' || at < 0 ? 0 : (at + step + links.length) % links.length;
    links[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      if (activeId !== null) {
        event.preventDefault();
        event.stopPropagation();
        const link = firstLevelLinks().find((each) => each.getAttribute(FIRST_LEVEL_ATTRIBUTE) === activeId);
        setActiveId(null);
        if (link && document.activeElement !== link) {
          returningFocus.current = true;
          link.focus();
        }
      } else if (listOpen && !alwaysOpen) {
        event.preventDefault();
        event.stopPropagation();
        setListOpen(false);
        if (triggerRef.current && document.activeElement !== triggerRef.current) {
          returningFocus.current = true;
          triggerRef.current.focus();
        }
      }
      return;
    }
    const onTrigger = event.target === triggerRef.current;
    const onFirstLevel = (event.target as HTMLElement).hasAttribute(FIRST_LEVEL_ATTRIBUTE);
    if (event.key === 'ArrowDown' && (onTrigger || onFirstLevel)) {
      event.preventDefault();
      if (!onTrigger) focusFirstLevel(1);
      else if (listShown) focusFirstLevel('first');
      else {
        open();
        // The list renders on open; its links are there on the next frame.
        requestAnimationFrame(() => focusFirstLevel('first'));
      }
    } else if (event.key === 'ArrowUp' && onFirstLevel) {
      event.preventDefault();
      focusFirstLevel(-1);
    }
  };

  const boxHandlers = {
    onMouseEnter: open,
    onMouseLeave: () => {
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(close, CATEGORY_NAV_CLOSE_DELAY);
    },
    onFocus,
    onBlur,
    onKeyDown,
  };
  return {
    boxRef,
    triggerRef,
    listId,
    listOpen,
    listShown,
    alwaysOpen,
    activeId,
    setActiveId,
    open,
    boxHandlers,
  };
}
