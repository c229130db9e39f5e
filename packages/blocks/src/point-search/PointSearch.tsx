import { Box, Flex, Heading } from '@chakra-ui/react';
import { useBlockServices, type BlockProps } from '@mall/runtime';
import type { PointSearchOptions } from '@mall/schemas';
import { useId } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockLink } from '../parts/BlockLink.tsx';
import { MemberBalance } from '../parts/MemberBalance.tsx';
import { BARE_LIST } from '../parts/bare-list.ts';
import { FOCUS_RING } from '../parts/focus-ring.ts';
import { PillLink } from '../parts/PillLink.tsx';
import { PointsBand } from '../parts/PointsBand.tsx';
import { MY_POINTS_URL, pointRangeLabel, pointRangeUrl, useMemberPoints } from '../parts/useMemberPoints.ts';
import { POINT_SEARCH_HEIGHT } from './point-search-layout.ts';
import { pointSearchMessages } from './point-search-messages.ts';

/**
 * The points search bar: a title, point-range chips that open the goods list filtered by price, and
 * the member's balance with a 'my points' button. The enterprise's title replaces the operator's;
 * a guest sees no balance and no button. An empty list renders nothing.
 */
export function PointSearch({ options }: BlockProps<PointSearchOptions>) {
  const { t } = useBlockTranslation(pointSearchMessages);
  const { tenant } = useBlockServices();
  const memberPoints = useMemberPoints();
  const titleId = useId();

  if (options.list.length === 0) return null;
  const title = tenant.pointSearchTitle?.trim() || options.pointTitle?.trim() || t('pointSearch.title');

  return (
    <PointsBand
      as="section"
      aria-labelledby={titleId}
      height={POINT_SEARCH_HEIGHT}
      bg={options.bgColor ?? 'bg'}
      borderColor="border.muted"
    >
      <Heading as="h2" id={titleId} size="md" fontWeight="bold" color="brand.solid" flexShrink={0}>
        {title}
      </Heading>
      <Flex as="ul" {...BARE_LIST} gap="3" flex="1" minW="0" overflow="hidden">
        {options.list.map((range, index) => (
          <Box as="li" key={index} flexShrink={0}>
            <BlockLink
              url={pointRangeUrl(range)}
              display="inline-flex"
              alignItems="center"
              h="8"
              px="4"
              fontSize="sm"
              color="fg"
              bg="bg.subtle"
              borderWidth="1px"
              borderColor="border.muted"
              borderRadius="full"
              whiteSpace="nowrap"
              transition="color 0.2s, border-color 0.2s"
              _hover={{ color: 'brand.solid', borderColor: 'brand.solid', bg: 'brand.subtle' }}
              _focusVisible={FOCUS_RING}
            >
              {pointRangeLabel(range)}
            </BlockLink>
          </Box>
        ))}
      </Flex>
      <MemberBalance memberPoints={memberPoints} amountSize="lg" flexShrink={0} />
      {memberPoints.showAccountButton ? (
        <PillLink url={MY_POINTS_URL} h="8" px="4" fontSize="sm">
          {memberPoints.accountLabel}
        </PillLink>
      ) : null}
    </PointsBand>
  );
}
