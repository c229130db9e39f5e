import { Box } from '@chakra-ui/react';
import { CATEGORY_BOX_HEIGHT, CATEGORY_NAV_HEIGHT, type CategoryNavMode } from './category-nav-layout.ts';

export interface CategoryNavSkeletonProps {
  /** The navigation's mode: `open` reserves the always-open list's height too. */
  mode: CategoryNavMode;
}

/**
 * The space of the category navigation while its code and tree arrive, so the page below does not
 * jump. Small and text-free: the page frame loads it with every page.
 */
export function CategoryNavSkeleton({ mode }: CategoryNavSkeletonProps) {
  const height = CATEGORY_NAV_HEIGHT + (mode === 'open' ? CATEGORY_BOX_HEIGHT : 0);
  return (
    <Box
      aria-hidden="true"
      h={`${height + 1}px`}
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border.muted"
    />
  );
}
