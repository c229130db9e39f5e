import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { SpecialOfferAdvertOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLink } from '../parts/BlockLink.tsx';
import { FixedImage } from '../parts/FixedImage.tsx';
import { SPECIAL_OFFER_ADVERT_SIZE } from './special-offer-advert-layout.ts';
import { specialOfferAdvertMessages } from './special-offer-advert-messages.ts';

/** Colour of the headline and subtitle when the block does not say. */
export const SPECIAL_OFFER_TEXT_COLOR = '#ffffff';

const { width, height } = SPECIAL_OFFER_ADVERT_SIZE;

/**
 * The special-offer page's advert: a 1200x400 picture with an optional headline and subtitle over its
 * left side and, when it has a link, a call-to-action button. The button is the one link; its hit area
 * stretches over the whole picture, so a click anywhere opens it without a second, duplicate link.
 */
export function SpecialOfferAdvert({ name, options }: BlockProps<SpecialOfferAdvertOptions>) {
  const { t } = useBlockTranslation(specialOfferAdvertMessages);
  const title = options.title?.trim();
  const subTitle = options.subTitle?.trim();
  const hasLink = Boolean(options.url?.trim());
  const label = title || name?.trim() || t('specialOfferAdvert.label');

  return (
    <BlockFrame label={label}>
      {/* One grid cell holds picture and text, so the text needs no positioning and the button's
          stretched hit area (::after) covers this whole box. */}
      <Box
        display="grid"
        position="relative"
        borderRadius="md"
        overflow="hidden"
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <FixedImage
          src={options.img}
          alt={label}
          imgWidth={width}
          imgHeight={height}
          // The advert opens the special-offer page: it is the first screen's first picture.
          loading="eager"
          gridArea="1 / 1"
        />
        {title || subTitle || hasLink ? (
          <Flex
            gridArea="1 / 1"
            direction="column"
            justify="center"
            align="flex-start"
            gap="4"
            w="50%"
            ps="16"
            color={options.textColor ?? SPECIAL_OFFER_TEXT_COLOR}
            textShadow="0 1px 4px rgba(0, 0, 0, 0.35)"
          >
            {title ? (
              <Heading as="h2" fontSize="4xl" lineHeight="1.2" fontWeight="bold" lineClamp={2}>
                {title}
              </Heading>
            ) : null}
            {subTitle ? (
              <Text fontSize="xl" lineClamp={2}>
                {subTitle}
              </Text>
            ) : null}
            {hasLink ? (
              <BlockLink
                url={options.url}
                mt="2"
                px="8"
                py="2.5"
                bg="brand.solid"
                color="white"
                fontSize="lg"
                fontWeight="bold"
                borderRadius="full"
                boxShadow="md"
                textShadow="none"
                transition="background 0.2s"
                _hover={{ bg: 'brand.600' }}
                _focusVisible={{ outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' }}
                _after={{ content: '""', position: 'absolute', inset: '0' }}
              >
                {options.buttonText?.trim() || t('specialOfferAdvert.button')}
              </BlockLink>
            ) : null}
          </Flex>
        ) : null}
      </Box>
    </BlockFrame>
  );
}
