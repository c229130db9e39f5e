import { Badge, Box, Skeleton, Text } from '@chakra-ui/react';
import { useAvailability, type BlockProps, type PlanRef } from '@mall/runtime';
import type { ThemeSelectionItem, ThemeSelectionOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { FourCardGrid } from '../parts/FourCardGrid.tsx';
import { PictureCard } from '../parts/PictureCard.tsx';
import {
  THEME_CARD_HEIGHT,
  THEME_PICTURE_HEIGHT,
  THEME_PICTURE_WIDTH,
  THEME_TEXT_HEIGHT,
} from './theme-selection-layout.ts';
import { themeSelectionMessages } from './theme-selection-messages.ts';

/** What a theme card shows in its corner; `hidden` when the member may not see it at all. */
type ThemeStatus = 'inProgress' | 'ended' | 'hidden' | 'loading';

/** The plan or market a theme item stands for, if any. */
function planRefOf(item: ThemeSelectionItem): PlanRef | undefined {
  if (!item.planId && !item.marketId) return undefined;
  return {
    ...(item.planId ? { planId: item.planId } : {}),
    ...(item.marketId ? { marketId: item.marketId } : {}),
  };
}

/**
 * The status of a theme item (spec 03 section 4): with a plan or market, the member's availability
 * decides (hidden when not shown to them, 'in progress' when open, else 'ended', also when the server
 * has no entry for it); without one, `onLine` does.
 */
function useThemeStatus(item: ThemeSelectionItem): ThemeStatus {
  const ref = planRefOf(item);
  const { isLoading, availability } = useAvailability(ref);
  if (!ref) return item.onLine === false ? 'ended' : 'inProgress';
  if (isLoading) return 'loading';
  if (availability?.isShow === false) return 'hidden';
  return availability?.isOpen ? 'inProgress' : 'ended';
}

function ThemeCard({ item }: { item: ThemeSelectionItem }) {
  const { t } = useBlockTranslation(themeSelectionMessages);
  const status = useThemeStatus(item);
  const ref = planRefOf(item);

  if (status === 'hidden') return null;
  if (status === 'loading') {
    // A member may not be allowed to see it: nothing of the card shows until the answer is in.
    return (
      <li>
        <Skeleton h={`${THEME_CARD_HEIGHT}px`} borderRadius="md" />
      </li>
    );
  }
  const ended = status === 'ended';

  return (
    <li>
      <PictureCard
        url={item.url}
        linkOptions={ref}
        img={item.img}
        alt={item.title}
        imgWidth={THEME_PICTURE_WIDTH}
        imgHeight={THEME_PICTURE_HEIGHT}
        height={THEME_CARD_HEIGHT}
        imageStyle={{ filter: ended ? 'grayscale(0.7)' : undefined }}
        overlay={
          <Badge
            position="absolute"
            top="2"
            left="2"
            size="sm"
            variant="solid"
            colorPalette={ended ? 'gray' : 'brand'}
          >
            {ended ? t('themeSelection.ended') : t('themeSelection.inProgress')}
          </Badge>
        }
      >
        <Box h={`${THEME_TEXT_HEIGHT}px`} px="3" py="3" textAlign="start">
          {/* The picture's alt already names the card. */}
          <Text fontSize="md" fontWeight="semibold" lineHeight="24px" lineClamp={1} aria-hidden="true">
            {item.title}
          </Text>
          {item.subTitle ? (
            <Text fontSize="sm" lineHeight="20px" color="fg.muted" lineClamp={1} mt="1">
              {item.subTitle}
            </Text>
          ) : null}
        </Box>
      </PictureCard>
    </li>
  );
}

/**
 * Theme picks: 285x160 theme cards, four per row, each with an 'in progress' or 'ended' badge. Items
 * whose check is closed (`isCheck: false`) and plans not shown to the member are left out.
 */
export function ThemeSelection({ name, options }: BlockProps<ThemeSelectionOptions>) {
  const { t } = useBlockTranslation(themeSelectionMessages);
  const items = options.list.filter((item) => item.isCheck !== false);
  if (items.length === 0) return null;

  return (
    <BlockFrame head={options.head} label={name?.trim() || t('themeSelection.label')}>
      <FourCardGrid>
        {items.map((item, i) => (
          <ThemeCard key={i} item={item} />
        ))}
      </FourCardGrid>
    </BlockFrame>
  );
}
