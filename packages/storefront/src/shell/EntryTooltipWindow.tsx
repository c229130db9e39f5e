import { Portal, Tooltip } from '@chakra-ui/react';

/** Props of {@link EntryTooltipWindow}. */
export interface EntryTooltipWindowProps {
  /** The tooltip's id: it finds its button by the id this gives (`tooltip:<id>:trigger`). */
  id: string;
  label: string;
  open: boolean;
  /** The tooltip closed itself (the page scrolled, Escape). */
  onClose: () => void;
}

/**
 * The toolbar entry's tooltip, in the chunk of its own that `EntryTooltip` loads: Chakra's tooltip,
 * its machine and its positioning, beside its button rather than around it, opened and closed by
 * the door. Its portal is there from its first opening, which is when this mounts, and stays so it
 * can animate out.
 */
export function EntryTooltipWindow({ id, label, open, onClose }: EntryTooltipWindowProps) {
  return (
    <Tooltip.Root
      id={id}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      positioning={{ placement: 'left' }}
      closeDelay={0}
    >
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
