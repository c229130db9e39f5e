import { ListGrid, type ListGridProps } from './ListGrid.tsx';

/** Width of one card of a four-per-row grid in the page column, in px (4 x 285 + 3 x 20 = 1200). */
export const FOUR_CARD_WIDTH = 285;

/** Gap between the cards of a four-per-row grid, in px. */
export const FOUR_CARD_GAP = 20;

/** Padding above and below a four-per-row grid inside its block, in px. */
export const FOUR_CARD_PADDING = 16;

/** Props of {@link FourCardGrid}. */
export type FourCardGridProps = Omit<ListGridProps, 'columns'>;

/**
 * A list of wide cards, four per row across the 1200 px page column (285 px cards, 20 px apart), as
 * the theme and application selections lay them out. Narrower (a preview pane), the cards shrink.
 */
export function FourCardGrid(props: FourCardGridProps) {
  return <ListGrid columns={4} py={`${FOUR_CARD_PADDING}px`} gap={`${FOUR_CARD_GAP}px`} {...props} />;
}
