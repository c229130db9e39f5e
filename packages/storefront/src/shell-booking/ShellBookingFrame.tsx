import type { ReactNode } from 'react';
import { SectionFrame } from '../shell/SectionFrame.tsx';
import { useShellBookingStrings } from './useShellBookingStrings.ts';

/** The four pages of shell-card booking, in the order a member goes through them. */
const SHELL_BOOKING_PAGES = [
  { path: '/shelliNotice', label: 'shellBooking.nav.notice' },
  { path: '/Shelli', label: 'shellBooking.nav.book' },
  { path: '/fitList', label: 'shellBooking.nav.fitList' },
  { path: '/recordList', label: 'shellBooking.nav.records' },
] as const;

export interface ShellBookingFrameProps {
  /** The page's heading. */
  title: string;
  children: ReactNode;
}

/** The page frame of the shell-booking pages: the section's frame, with links between the four pages. */
export function ShellBookingFrame({ title, children }: ShellBookingFrameProps) {
  const { t } = useShellBookingStrings();
  const pages = SHELL_BOOKING_PAGES.map(({ path, label }) => ({ path, label: t(label) }));
  return (
    <SectionFrame title={title} nav={{ label: t('shellBooking.nav'), pages }}>
      {children}
    </SectionFrame>
  );
}
