import { CloseButton, type CloseButtonProps } from '@chakra-ui/react';

/** Props of {@link PictureCloseButton}: where it sits and its shade, besides these. */
export interface PictureCloseButtonProps extends Omit<CloseButtonProps, 'aria-label' | 'onClick'> {
  /** What it closes, as a screen reader says it. */
  label: string;
  onClose: () => void;
}

/**
 * The small white cross on a dark round patch that closes an advert picture (the banner, the floating
 * picture) for the rest of the visit; it sits over the picture's corner, wherever the block puts it.
 */
export function PictureCloseButton({ label, onClose, ...placement }: PictureCloseButtonProps) {
  return (
    <CloseButton
      aria-label={label}
      onClick={onClose}
      position="absolute"
      size="2xs"
      variant="solid"
      colorPalette="gray"
      color="white"
      {...placement}
    />
  );
}
