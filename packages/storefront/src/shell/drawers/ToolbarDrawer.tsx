import { lazy, Suspense, type ReactNode } from 'react';
import { ShellLink } from '../../ui/ShellLink.tsx';

export interface ToolbarDrawerProps {
  open: boolean;
  /** Called when the user closes the drawer (close button, Escape, a click on the page). */
  onClose: () => void;
  title: string;
  /** Shown at the foot of the drawer: the link to the full page. */
  footer?: ReactNode;
  /** Elements that do not count as "outside": clicking the toolbar switches drawers, not closes them. */
  persistentElements?: (() => Element | null)[];
  children: ReactNode;
}

/** Loads the drawers' code ahead of a first opening (`usePreloadOnFirstInput`), and at it. */
export const preloadToolbarDrawer = () => import('./ToolbarDrawerWindow.tsx');

const ToolbarDrawerWindow = lazy(() =>
  preloadToolbarDrawer().then((module) => ({ default: module.ToolbarDrawerWindow })),
);

/**
 * A drawer of the side toolbar: 300 px wide, sliding in to the left of the toolbar. Non-modal, so
 * the toolbar stays usable to switch drawers and the page keeps scrolling; a click on the page or
 * Escape closes it. Its body mounts on opening, so each list reloads whenever its drawer opens.
 * A lazily loaded body shows the loading status inside the frame meanwhile, so on the first opening
 * the title and the footer are there at once and nothing moves when the code arrives.
 *
 * Its code (Chakra's drawer and the dialog machine under it) comes in a chunk of its own, loaded at
 * the visitor's first input or at the first opening: it was part of the JS every page loads first
 * (issue 26), for drawers most visits never open.
 */
export function ToolbarDrawer(props: ToolbarDrawerProps) {
  return (
    <Suspense fallback={null}>
      <ToolbarDrawerWindow {...props} />
    </Suspense>
  );
}

/** The link at the foot of a drawer, to the full page of its list. */
export function DrawerFooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ShellLink to={to} color="brand.solid" fontSize="sm">
      {children}
    </ShellLink>
  );
}
