import { Box, Flex, Text } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { CustomFooter1Options } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockLink } from '../parts/BlockLink.tsx';
import { ImageLink } from '../parts/ImageLink.tsx';
import { BARE_LIST } from '../parts/bare-list.ts';
import { PAGE_WIDTH } from '../parts/layout.ts';
import { useSiteCopyright } from '../parts/useSiteCopyright.ts';
import {
  CUSTOM_FOOTER_1_COPYRIGHT_HEIGHT,
  CUSTOM_FOOTER_1_GAP,
  CUSTOM_FOOTER_1_LINKS_HEIGHT,
  CUSTOM_FOOTER_1_LOGO_HEIGHT,
  CUSTOM_FOOTER_1_LOGO_WIDTH,
  CUSTOM_FOOTER_1_MAX_LINKS,
  CUSTOM_FOOTER_1_PADDING,
} from './custom-footer-1-layout.ts';
import { customFooter1Messages } from './custom-footer-1-messages.ts';
import { FOCUS_RING } from '../parts/focus-ring.ts';

/**
 * A custom page's compact footer, centred on a light grey band: an optional 160x48 logo, one row of up
 * to 10 links separated by thin dividers, and a copyright line (the block's own, else the site's name and
 * the current year); 160 px high with all three. Renders
 * nothing when it has none of them.
 */
export function CustomFooter1({ options }: BlockProps<CustomFooter1Options>) {
  const { t } = useBlockTranslation(customFooter1Messages);
  const links = (options.links ?? []).slice(0, CUSTOM_FOOTER_1_MAX_LINKS);
  const copyright = useSiteCopyright(options.copyright);
  if (!options.logo && links.length === 0 && !copyright) return null;

  return (
    <Box as="footer" aria-label={t('customFooter1.label')} w="100%" bg={options.bgColor ?? '#f5f5f5'}>
      <Flex
        direction="column"
        align="center"
        gap={`${CUSTOM_FOOTER_1_GAP}px`}
        maxW={`${PAGE_WIDTH}px`}
        mx="auto"
        px="4"
        py={`${CUSTOM_FOOTER_1_PADDING}px`}
      >
        {options.logo ? (
          <ImageLink
            url={options.logoUrl}
            src={options.logo}
            alt={options.logoAlt?.trim() || t('customFooter1.logo')}
            imgWidth={CUSTOM_FOOTER_1_LOGO_WIDTH}
            imgHeight={CUSTOM_FOOTER_1_LOGO_HEIGHT}
            fit="contain"
            w={`${CUSTOM_FOOTER_1_LOGO_WIDTH}px`}
            h={`${CUSTOM_FOOTER_1_LOGO_HEIGHT}px`}
          />
        ) : null}
        {links.length > 0 ? (
          <Flex
            as="ul"
            aria-label={t('customFooter1.links')}
            {...BARE_LIST}
            justify="center"
            align="center"
            h={`${CUSTOM_FOOTER_1_LINKS_HEIGHT}px`}
          >
            {links.map((link, index) => (
              <Box
                as="li"
                key={index}
                px="4"
                lineHeight="14px"
                // The divider is the left border of every link but the first (both languages read left to right).
                _notFirst={{ borderLeftWidth: '1px', borderColor: 'border.emphasized' }}
              >
                <BlockLink
                  url={link.url}
                  fontSize="sm"
                  color="fg.muted"
                  whiteSpace="nowrap"
                  _hover={{ color: 'brand.solid' }}
                  _focusVisible={FOCUS_RING}
                >
                  {link.name}
                </BlockLink>
              </Box>
            ))}
          </Flex>
        ) : null}
        {copyright ? (
          <Text
            h={`${CUSTOM_FOOTER_1_COPYRIGHT_HEIGHT}px`}
            lineHeight={`${CUSTOM_FOOTER_1_COPYRIGHT_HEIGHT}px`}
            fontSize="xs"
            color="fg.subtle"
            lineClamp={1}
          >
            {copyright}
          </Text>
        ) : null}
      </Flex>
    </Box>
  );
}
