import { Text } from '@chakra-ui/react';
import { useReviewStrings } from './useReviewStrings.ts';

/** Stars a review can give. */
export const REVIEW_MAX_STARS = 5;

/** A review's stars as a row of filled and empty stars, read as "4 星" / "4 stars". */
export function ReviewStars({ stars }: { stars: number }) {
  const { t } = useReviewStrings();
  const filled = Math.max(0, Math.min(REVIEW_MAX_STARS, Math.round(stars)));
  return (
    <Text
      as="span"
      role="img"
      aria-label={t('reviews.stars', { count: stars })}
      color="orange.500"
      letterSpacing="wider"
    >
      {'★'.repeat(filled)}
      <Text as="span" color="fg.subtle">
        {'☆'.repeat(REVIEW_MAX_STARS - filled)}
      </Text>
    </Text>
  );
}
