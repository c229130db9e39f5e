import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import type { EntryTooltipWindow } from './EntryTooltipWindow.tsx';

/** Loads the tooltips' code (Chakra's tooltip, its machine, its positioning) ahead of a first hover. */
export const preloadEntryTooltip = () => import('./EntryTooltipWindow.tsx');

/** How long the pointer rests on an entry before its name shows (ms), as Chakra's `openDelay`. */
const OPEN_DELAY_MS = 150;

/** The props of the entry's button this door sets; its own handlers are kept. */
interface EntryTriggerProps {
  id?: string;
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/** Props of {@link EntryTooltip}. */
export interface EntryTooltipProps {
  /** The entry's own id, which names its tooltip. */
  id: string;
  label: string;
  /** The entry's button. */
  children: ReactElement<EntryTriggerProps>;
}

/** Whether the focus came by keyboard, when a tooltip shows for it (as Chakra's does). */
function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The entry's name beside it on hover and on keyboard focus: the toolbar itself shows icons only.
 * The tooltip finds its button by id, so the id is the entry's own rather than React's `useId`:
 * the server's render and the browser's give the toolbar different `useId`s (their trees above it
 * differ), hydration keeps the server's on the button, and the tooltip, not finding it, stayed at
 * the page's top-left corner.
 *
 * The tooltip (`EntryTooltipWindow`) mounts beside the button at its first opening, with its code:
 * seven tooltip machines were work every page did while it hydrated, and their code (with the
 * positioning library) part of the JS every page loads first (issue 26). The code usually comes
 * before that, at the visitor's first input anywhere (`SideToolbar`). The button itself is never
 * wrapped or replaced, so a click or a focus on it is never lost to the tooltip's arrival; this door
 * opens and closes the tooltip as Chakra's trigger would: after a short rest of the pointer, at
 * once for a keyboard focus, and closed by leaving, pressing, blurring or Escape.
 */
export function EntryTooltip({ id, label, children }: EntryTooltipProps) {
  const [Window, setWindow] = useState<typeof EntryTooltipWindow | null>(null);
  const [open, setOpen] = useState(false);
  const resting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const tooltipId = `side-toolbar-${id}`;
  useEffect(() => () => clearTimeout(resting.current), []);

  const show = () => {
    setOpen(true);
    if (!Window)
      void preloadEntryTooltip().then(
        (module) => setWindow(() => module.EntryTooltipWindow),
        // Without its code the entry works as it is, nameless; the next opening asks again.
        () => undefined,
      );
  };
  const hide = () => {
    clearTimeout(resting.current);
    setOpen(false);
  };

  const own = children.props;
  const button = cloneElement(children, {
    id: `tooltip:${tooltipId}:trigger`,
    'aria-describedby': open && Window ? `tooltip:${tooltipId}:content` : own['aria-describedby'],
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      // No name for a finger: a tap opens the entry.
      if (event.pointerType === 'touch') return;
      clearTimeout(resting.current);
      resting.current = setTimeout(show, OPEN_DELAY_MS);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      hide();
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      hide();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      if (focusVisible(event.currentTarget)) show();
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      hide();
    },
    onKeyDown: (event) => {
      own.onKeyDown?.(event);
      if (event.key === 'Escape') hide();
    },
  });
  return (
    <>
      {button}
      {Window ? <Window id={tooltipId} label={label} open={open} onClose={hide} /> : null}
    </>
  );
}
