import { Box, Text } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { ApplicationsSelection1Item, ApplicationsSelection1Options } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLink } from '../parts/BlockLink.tsx';
import { FixedImage } from '../parts/FixedImage.tsx';
import { LIFT_ON_HOVER } from '../parts/card-style.ts';
import { FOCUS_RING } from '../parts/focus-ring.ts';
import { FourCardGrid } from '../parts/FourCardGrid.tsx';
import { APPLICATION_CARD_HEIGHT, APPLICATION_CARD_WIDTH } from './applications-selection-1-layout.ts';
import { applicationsSelection1Messages } from './applications-selection-1-messages.ts';

function ApplicationCard({ item }: { item: ApplicationsSelection1Item }) {
  return (
    <BlockLink
      url={item.url}
      position="relative"
      display="block"
      w="100%"
      h={`${APPLICATION_CARD_HEIGHT}px`}
      borderRadius="md"
      overflow="hidden"
      bg="bg.muted"
      {...LIFT_ON_HOVER}
      _focusVisible={FOCUS_RING}
    >
      <FixedImage
        src={item.img}
        alt={item.name}
        imgWidth={APPLICATION_CARD_WIDTH}
        imgHeight={APPLICATION_CARD_HEIGHT}
      />
      {/* The name over the lower edge, on a shade that keeps it readable on any picture; the alt names the card. */}
      <Text
        aria-hidden="true"
        position="absolute"
        insetX="0"
        bottom="0"
        px="4"
        pt="6"
        pb="2"
        bgGradient="to-t"
        gradientFrom="blackAlpha.700"
        gradientTo="transparent"
        color="white"
        fontSize="md"
        fontWeight="semibold"
        lineHeight="24px"
        textAlign="start"
        lineClamp={1}
      >
        {item.name}
      </Text>
    </BlockLink>
  );
}

/** Application picks as large cards: a 285x120 picture with the name over it, four per row. */
export function ApplicationsSelection1({ name, options }: BlockProps<ApplicationsSelection1Options>) {
  const { t } = useBlockTranslation(applicationsSelection1Messages);
  if (options.list.length === 0) return null;

  return (
    <BlockFrame head={options.head} label={name?.trim() || t('applicationsSelection1.label')}>
      <FourCardGrid>
        {options.list.map((item, i) => (
          <Box as="li" key={i}>
            <ApplicationCard item={item} />
          </Box>
        ))}
      </FourCardGrid>
    </BlockFrame>
  );
}
