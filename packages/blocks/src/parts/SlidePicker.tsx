import { chakra, Flex, type FlexProps, type HTMLChakraProps } from '@chakra-ui/react';
import { SLIDE_PICKER_ATTRIBUTE, type SlideshowState } from './useSlideshow.ts';

/** Props of {@link SlidePickerButton}. */
export interface SlidePickerButtonProps extends HTMLChakraProps<'button'> {
  show: SlideshowState;
  /** The slide it shows, from 0. */
  index: number;
  /** Shows its slide when the pointer rests on it too, as tabs and thumbnails do. Defaults to `false`. */
  pickOnHover?: boolean;
}

/**
 * The button of one slide in a slide picker (a dot, a tab, a thumbnail): it shows its slide, is marked
 * current while its slide is shown, and is one of the buttons the arrow keys move between.
 */
export function SlidePickerButton({
  show,
  index,
  pickOnHover = false,
  ...buttonProps
}: SlidePickerButtonProps) {
  return (
    <chakra.button
      type="button"
      {...{ [SLIDE_PICKER_ATTRIBUTE]: '' }}
      aria-current={index === show.index ? 'true' : undefined}
      onClick={() => show.go(index)}
      onMouseEnter={pickOnHover ? () => show.go(index) : undefined}
      cursor="pointer"
      {...buttonProps}
    />
  );
}

/** Props of {@link SlidePicker}. */
export interface SlidePickerProps extends FlexProps {
  show: SlideshowState;
  /** Accessible name of the strip. */
  label: string;
}

/**
 * A named strip of {@link SlidePickerButton}s under a carousel's pictures, in place of its dots: the
 * arrow keys move along it, Home and End go to its ends.
 */
export function SlidePicker({ show, label, ...stripProps }: SlidePickerProps) {
  return <Flex role="group" aria-label={label} onKeyDown={show.onPickerKeyDown} {...stripProps} />;
}
