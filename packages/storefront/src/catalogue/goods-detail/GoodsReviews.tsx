import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchGoodsEvaluations } from '../../api/evaluations.ts';
import { formatDateTime } from '../../shell/format-date-time.ts';
import { GoodsPicture } from '../../ui/GoodsPicture.tsx';
import { ListPagination } from '../../shell/ListPagination.tsx';
import { ReviewStars } from '../../trade/reviews/ReviewStars.tsx';
import { useReviewStrings } from '../../trade/reviews/useReviewStrings.ts';
import { LoadedList } from '../LoadedList.tsx';

/** Reviews per page of the goods detail's reviews tab. */
export const GOODS_REVIEWS_PAGE_SIZE = 10;

/** Size of a review's picture. */
const PICTURE_PX = 80;

/**
 * A goods' reviews (the detail's 评价 tab): their count and average stars, then a page of them,
 * newest first, each with the reviewer's masked name, stars, the spec bought, the text (as text)
 * and pictures.
 */
export function GoodsReviews({ goodsId }: { goodsId: string }) {
  const { t } = useReviewStrings();
  const { i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const reviews = useSWR(['goods-reviews', goodsId, page, i18n.language], () =>
    fetchGoodsEvaluations(goodsId, { pageNumber: page, pageSize: GOODS_REVIEWS_PAGE_SIZE }),
  );
  return (
    <LoadedList state={reviews} isEmpty={(data) => data.total === 0} emptyTitle={t('reviews.none')}>
      {(data) => (
        <Stack gap="4">
          <Flex gap="4" align="center" fontSize="sm">
            <Text fontWeight="medium">{t('reviews.summary', { count: data.total })}</Text>
            {data.averageStars !== null ? (
              <Flex gap="2" align="center">
                <ReviewStars stars={data.averageStars} />
                <Text color="fg.muted">
                  {t('reviews.average', { average: data.averageStars.toFixed(1) })}
                </Text>
              </Flex>
            ) : null}
          </Flex>
          <Stack as="ul" aria-label={t('reviews.list')} gap="4" m="0" p="0" listStyleType="none">
            {data.records.map((review) => (
              <Box as="li" key={review.id} borderBottomWidth="1px" borderColor="border.muted" pb="3">
                <Flex gap="3" align="center" fontSize="sm" wrap="wrap">
                  <Text fontWeight="medium">{review.memberName}</Text>
                  <ReviewStars stars={review.stars} />
                  <Text color="fg.muted">{review.skuName}</Text>
                  <Text color="fg.muted" ms="auto">
                    {formatDateTime(review.createTime)}
                  </Text>
                </Flex>
                <Text mt="2" whiteSpace="pre-wrap" wordBreak="break-word">
                  {review.content}
                </Text>
                {review.images.length > 0 ? (
                  <Flex gap="2" mt="2" wrap="wrap">
                    {review.images.map((picture, index) => (
                      <GoodsPicture
                        key={picture}
                        src={picture}
                        alt={t('reviews.picture', { name: review.memberName, index: index + 1 })}
                        size={PICTURE_PX}
                        loading="lazy"
                      />
                    ))}
                  </Flex>
                ) : null}
              </Box>
            ))}
          </Stack>
          <ListPagination page={data} onPageChange={setPage} label={t('reviews.pagination')} />
        </Stack>
      )}
    </LoadedList>
  );
}
