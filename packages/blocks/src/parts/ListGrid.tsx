import { Grid, type GridProps } from '@chakra-ui/react';
import { BARE_LIST } from './bare-list.ts';

/** Props of {@link ListGrid}. */
export interface ListGridProps extends Omit<GridProps, 'templateColumns'> {
  /** Number of equal columns. */
  columns: number;
}

/**
 * A list (`ul`, its items `li`) laid out as a grid of equal columns, without bullets or the list's own
 * margins: the blocks' rows of tiles, cards and pictures. Spacing comes from the props.
 */
export function ListGrid({ columns, ...gridProps }: ListGridProps) {
  return (
    <Grid as="ul" {...BARE_LIST} templateColumns={`repeat(${columns}, minmax(0, 1fr))`} {...gridProps} />
  );
}
