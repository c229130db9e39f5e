import { Box, Flex, Image, Text } from '@chakra-ui/react';
import { useBlockServices, type BlockProps } from '@mall/runtime';
import type { GoodLifePointSearchOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLink } from '../parts/BlockLink.tsx';
import { ListGrid } from '../parts/ListGrid.tsx';
import { MemberBalance } from '../parts/MemberBalance.tsx';
import { FOCUS_RING } from '../parts/focus-ring.ts';
import { PillLink } from '../parts/PillLink.tsx';
import { MY_POINTS_URL, pointRangeLabel, pointRangeUrl, useMemberPoints } from '../parts/useMemberPoints.ts';
import {
  GOOD_LIFE_POINT_CARD_HEIGHT,
  GOOD_LIFE_POINT_GAP,
  GOOD_LIFE_POINT_ICON_SIZE,
  GOOD_LIFE_POINT_SEARCH_PER_ROW,
} from './good-life-point-search-layout.ts';
import { goodLifePointSearchMessages } from './good-life-point-search-messages.ts';

/** The gold coin a card shows when the operator gave it no icon. */
function PointsCoin() {
  return (
    <Flex
      aria-hidden="true"
      boxSize={`${GOOD_LIFE_POINT_ICON_SIZE}px`}
      flexShrink={0}
      align="center"
      justify="center"
      borderRadius="full"
      bgGradient="to-br"
      gradientFrom="yellow.300"
      gradientTo="orange.400"
      color="white"
      fontSize="xl"
      fontWeight="bold"
    >
      ★
    </Flex>
  );
}

/**
 * The good-life mall's points search: a title row with the member's balance and 'my points' button,
 * over point ranges as big rounded cards with an icon, 6 per line. Same enterprise wording as the
 * points search bar; a guest sees no balance and no button. An empty list renders nothing.
 */
export function GoodLifePointSearch({ name, options }: BlockProps<GoodLifePointSearchOptions>) {
  const { t } = useBlockTranslation(goodLifePointSearchMessages);
  const { tenant } = useBlockServices();
  const memberPoints = useMemberPoints();

  if (options.list.length === 0) return null;
  const title =
    tenant.pointSearchTitle?.trim() || options.pointTitle?.trim() || t('goodLifePointSearch.title');

  const pointsCorner = (
    <Flex ms="auto" align="center" gap="4" flexShrink={0}>
      <MemberBalance memberPoints={memberPoints} amountSize="xl" />
      {memberPoints.showAccountButton ? (
        <PillLink url={MY_POINTS_URL} look="outline" h="8" px="4" fontSize="sm">
          {memberPoints.accountLabel} ›
        </PillLink>
      ) : null}
    </Flex>
  );

  return (
    <BlockFrame
      head={{ title, secondTitle: options.secondTitle }}
      label={name?.trim() || title}
      headExtra={pointsCorner}
      bg="bg"
      borderRadius="md"
    >
      <ListGrid
        columns={GOOD_LIFE_POINT_SEARCH_PER_ROW}
        p={`${GOOD_LIFE_POINT_GAP}px`}
        pt="0"
        gap={`${GOOD_LIFE_POINT_GAP}px`}
        autoRows={`${GOOD_LIFE_POINT_CARD_HEIGHT}px`}
      >
        {options.list.map((range, index) => (
          <Box as="li" key={index}>
            <BlockLink
              url={pointRangeUrl(range)}
              display="flex"
              alignItems="center"
              gap="3"
              h="100%"
              px="4"
              bg={range.bgColor ?? 'orange.50'}
              borderRadius="2xl"
              color="fg"
              transition="transform 0.2s, box-shadow 0.2s"
              _hover={{ transform: 'translateY(-2px)', boxShadow: 'md' }}
              _focusVisible={FOCUS_RING}
            >
              {range.icon ? (
                // The card's text names the link; the icon is decoration.
                <Image
                  src={range.icon}
                  alt=""
                  htmlWidth={GOOD_LIFE_POINT_ICON_SIZE}
                  htmlHeight={GOOD_LIFE_POINT_ICON_SIZE}
                  loading="lazy"
                  boxSize={`${GOOD_LIFE_POINT_ICON_SIZE}px`}
                  flexShrink={0}
                  fit="contain"
                />
              ) : (
                <PointsCoin />
              )}
              <Flex direction="column" minW="0">
                <Text fontSize="lg" fontWeight="bold" lineClamp={1}>
                  {pointRangeLabel(range)}
                </Text>
                <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                  {memberPoints.pointsName}
                </Text>
              </Flex>
            </BlockLink>
          </Box>
        ))}
      </ListGrid>
    </BlockFrame>
  );
}
