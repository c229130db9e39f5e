import { Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type {
  SpecialOfferApplicationsSelectionItem,
  SpecialOfferApplicationsSelectionOptions,
} from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { FourCardGrid } from '../parts/FourCardGrid.tsx';
import { PictureCard } from '../parts/PictureCard.tsx';
import {
  OFFER_CARD_HEIGHT,
  OFFER_PICTURE_HEIGHT,
  OFFER_PICTURE_WIDTH,
  OFFER_TEXT_HEIGHT,
} from './special-offer-applications-selection-layout.ts';
import { specialOfferApplicationsSelectionMessages } from './special-offer-applications-selection-messages.ts';

function OfferCard({ item }: { item: SpecialOfferApplicationsSelectionItem }) {
  const { t } = useBlockTranslation(specialOfferApplicationsSelectionMessages);
  const priceText = item.priceText?.trim();

  return (
    <PictureCard
      url={item.url}
      img={item.img}
      alt={item.name}
      imgWidth={OFFER_PICTURE_WIDTH}
      imgHeight={OFFER_PICTURE_HEIGHT}
      height={OFFER_CARD_HEIGHT}
    >
      <Flex h={`${OFFER_TEXT_HEIGHT}px`} px="3" align="center" justify="space-between" gap="2">
        {/* The picture's alt already names the card. */}
        <Text fontSize="md" fontWeight="medium" lineClamp={1} textAlign="start" aria-hidden="true">
          {item.name}
        </Text>
        {priceText ? (
          <Text color="price" fontWeight="bold" fontSize="md" flexShrink={0} whiteSpace="nowrap">
            <VisuallyHidden>{t('specialOfferApplicationsSelection.offer')}</VisuallyHidden> {priceText}
          </Text>
        ) : null}
      </Flex>
    </PictureCard>
  );
}

/**
 * The special-offer page's application selection: 285x160 cards, four per row, each with the name and
 * its price or discount line in the price colour.
 */
export function SpecialOfferApplicationsSelection({
  name,
  options,
}: BlockProps<SpecialOfferApplicationsSelectionOptions>) {
  const { t } = useBlockTranslation(specialOfferApplicationsSelectionMessages);
  if (options.list.length === 0) return null;

  return (
    <BlockFrame head={options.head} label={name?.trim() || t('specialOfferApplicationsSelection.label')}>
      <FourCardGrid>
        {options.list.map((item, i) => (
          <li key={i}>
            <OfferCard item={item} />
          </li>
        ))}
      </FourCardGrid>
    </BlockFrame>
  );
}
