import { Flex, type FlexProps } from '@chakra-ui/react';
import { PAGE_WIDTH } from './layout.ts';

/** Props of {@link PointsBand}. */
export interface PointsBandProps extends FlexProps {
  /** Height of the band, in px: the block's own, as its skeleton holds. */
  height: number;
}

/**
 * The framed band the points bars sit in (the points search bar, 'points not enough'): one row across
 * the page column, its parts centred on the line. Element, colours and label are the block's.
 */
export function PointsBand({ height, ...flexProps }: PointsBandProps) {
  return (
    <Flex
      align="center"
      gap="6"
      maxW={`${PAGE_WIDTH}px`}
      w="100%"
      mx="auto"
      h={`${height}px`}
      px="6"
      borderWidth="1px"
      borderRadius="md"
      {...flexProps}
    />
  );
}
