import { Box, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { CustomFooterOptions } from '@mall/schemas';
import { useId } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockLink } from '../parts/BlockLink.tsx';
import { BARE_LIST } from '../parts/bare-list.ts';
import { PAGE_WIDTH } from '../parts/layout.ts';
import { useSiteCopyright } from '../parts/useSiteCopyright.ts';
import {
  CUSTOM_FOOTER_COLUMNS_HEIGHT,
  CUSTOM_FOOTER_LINE_HEIGHT,
  CUSTOM_FOOTER_LINK_HEIGHT,
  CUSTOM_FOOTER_MAX_COLUMNS,
  CUSTOM_FOOTER_MAX_LINKS,
} from './custom-footer-layout.ts';
import { customFooterMessages } from './custom-footer-messages.ts';
import { FOCUS_RING } from '../parts/focus-ring.ts';

type CustomFooterColumn = NonNullable<CustomFooterOptions['columns']>[number];

function FooterColumn({ column }: { column: CustomFooterColumn }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} minW="0">
      <Heading
        as="h2"
        id={headingId}
        fontSize="md"
        lineHeight="24px"
        fontWeight="bold"
        color="fg"
        lineClamp={1}
      >
        {column.title}
      </Heading>
      <Box as="ul" {...BARE_LIST} mt="2">
        {column.links.slice(0, CUSTOM_FOOTER_MAX_LINKS).map((link, index) => (
          <Box as="li" key={index} h={`${CUSTOM_FOOTER_LINK_HEIGHT}px`} display="flex" alignItems="center">
            <BlockLink
              url={link.url}
              fontSize="sm"
              color="fg.muted"
              lineClamp={1}
              _hover={{ color: 'brand.solid', textDecoration: 'underline' }}
              _focusVisible={FOCUS_RING}
            >
              {link.name}
            </BlockLink>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * A custom page's footer on a light grey band: up to 5 columns of up to 6 links in the 1200 px column,
 * then a contact line (hotline, service hours, service mailbox: whichever are set) and a copyright
 * line (the block's own, else the site's name and the current year). 300 px high with all three. Renders nothing when it has none of them.
 */
export function CustomFooter({ options }: BlockProps<CustomFooterOptions>) {
  const { t } = useBlockTranslation(customFooterMessages);
  const columns = (options.columns ?? [])
    .filter((column) => column.links.length > 0)
    .slice(0, CUSTOM_FOOTER_MAX_COLUMNS);
  const contact = [
    options.hotline?.trim() ? t('customFooter.hotline', { value: options.hotline.trim() }) : null,
    options.serviceHours?.trim()
      ? t('customFooter.serviceHours', { value: options.serviceHours.trim() })
      : null,
    options.mailbox?.trim() ? t('customFooter.mailbox', { value: options.mailbox.trim() }) : null,
  ].filter((part): part is string => part !== null);
  const copyright = useSiteCopyright(options.copyright);
  if (columns.length === 0 && contact.length === 0 && !copyright) return null;

  return (
    <Box as="footer" aria-label={t('customFooter.label')} w="100%" bg={options.bgColor ?? '#f5f5f5'}>
      <Box maxW={`${PAGE_WIDTH}px`} mx="auto" px="4">
        {columns.length > 0 ? (
          <Grid
            templateColumns={`repeat(${columns.length}, minmax(0, 1fr))`}
            gap="6"
            h={`${CUSTOM_FOOTER_COLUMNS_HEIGHT}px`}
            pt="6"
            pb="2"
            overflow="hidden"
          >
            {columns.map((column, index) => (
              <FooterColumn key={index} column={column} />
            ))}
          </Grid>
        ) : null}
        {contact.length > 0 ? (
          <Flex
            as="address"
            aria-label={t('customFooter.contact')}
            fontStyle="normal"
            justify="center"
            align="center"
            wrap="wrap"
            columnGap="6"
            h={`${CUSTOM_FOOTER_LINE_HEIGHT}px`}
            borderTopWidth={columns.length > 0 ? '1px' : '0'}
            borderColor="border.muted"
            fontSize="sm"
            color="fg.muted"
          >
            {contact.map((part) => (
              <Text as="span" key={part}>
                {part}
              </Text>
            ))}
          </Flex>
        ) : null}
        {copyright ? (
          <Flex
            justify="center"
            align="center"
            h={`${CUSTOM_FOOTER_LINE_HEIGHT}px`}
            borderTopWidth={columns.length > 0 || contact.length > 0 ? '1px' : '0'}
            borderColor="border.muted"
            fontSize="xs"
            color="fg.subtle"
          >
            <Text lineClamp={1}>{copyright}</Text>
          </Flex>
        ) : null}
      </Box>
    </Box>
  );
}
