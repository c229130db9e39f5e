import { chakra } from '@chakra-ui/react';
import { useOpenLink } from '@mall/runtime';
import { useState, type ReactElement, type ReactNode } from 'react';
import { ConfirmDialog, PRELOAD_CONFIRM_ON_INTENT } from './ConfirmDialog.tsx';
import { HOT_ZONE_FOCUS_RING, hotZoneBox, type HotZoneRect } from './HotZonesPicture.tsx';
import { linkParam } from './link-href.ts';

// The hot-zone confirm of spec 01 section 4, shared by the home page's and the special page's hot zones.

/** Where OK leads for a family-benefit zone (`familyInfo=1`). */
export const FAMILY_INFO_PATH = '/familyInfo';

/** What the confirm reads of a zone: its link and its confirmation text. */
export interface ConfirmableZone {
  url?: string;
  content?: string;
}

/** Whether a zone asks for confirmation first: a `planCaseUseTo=2` link with a content text. */
export function needsHotZoneConfirm(zone: ConfirmableZone): boolean {
  return linkParam(zone.url, 'planCaseUseTo') === '2' && Boolean(zone.content?.trim());
}

/** What {@link useHotZoneConfirm} gives a block. */
export interface HotZoneConfirm {
  /** Opens the prompt for a zone. */
  ask: (zone: ConfirmableZone) => void;
  /** The prompt, rendered once by the block (one dialog for all its zones). */
  dialog: ReactElement;
}

/**
 * The 'prompt' confirm of a `planCaseUseTo=2` zone: OK goes to {@link FAMILY_INFO_PATH} when the link has
 * `familyInfo=1`, else follows the link; Cancel follows the link only when `familyInfo=1`, else just closes.
 */
export function useHotZoneConfirm(): HotZoneConfirm {
  const openLink = useOpenLink();
  const [zone, setZone] = useState<ConfirmableZone | null>(null);
  const family = linkParam(zone?.url, 'familyInfo') === '1';
  const close = () => setZone(null);

  const dialog = (
    <ConfirmDialog
      open={zone !== null}
      content={zone?.content ?? ''}
      onConfirm={() => {
        close();
        void openLink(family ? FAMILY_INFO_PATH : zone?.url);
      }}
      onCancel={() => {
        close();
        if (family) void openLink(zone?.url);
      }}
      onDismiss={close}
    />
  );
  return { ask: setZone, dialog };
}

/** Props of {@link HotZoneConfirmButton}. */
export interface HotZoneConfirmButtonProps {
  zone: HotZoneRect & ConfirmableZone;
  /** Opens the prompt, usually {@link HotZoneConfirm.ask}. */
  onAsk: (zone: ConfirmableZone) => void;
  /** Accessible name, when the children do not give one. */
  'aria-label'?: string;
  children?: ReactNode;
}

/** A zone that asks first: a button over its rectangle that opens the block's prompt. */
export function HotZoneConfirmButton({ zone, onAsk, children, ...aria }: HotZoneConfirmButtonProps) {
  return (
    <chakra.button
      type="button"
      aria-haspopup="dialog"
      onClick={() => onAsk(zone)}
      {...PRELOAD_CONFIRM_ON_INTENT}
      cursor="pointer"
      _focusVisible={HOT_ZONE_FOCUS_RING}
      {...aria}
      {...hotZoneBox(zone)}
    >
      {children}
    </chakra.button>
  );
}
