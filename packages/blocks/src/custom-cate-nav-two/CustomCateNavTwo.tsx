import { Box, Flex, Tabs } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { CustomCateNavTwoOptions } from '@mall/schemas';
import { useState } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockLink } from '../parts/BlockLink.tsx';
import { BARE_LIST } from '../parts/bare-list.ts';
import { PAGE_WIDTH } from '../parts/layout.ts';
import {
  CUSTOM_CATE_NAV_TWO_LINKS_HEIGHT,
  CUSTOM_CATE_NAV_TWO_MAX_LINKS,
  CUSTOM_CATE_NAV_TWO_MAX_TABS,
  CUSTOM_CATE_NAV_TWO_TABS_HEIGHT,
} from './custom-cate-nav-two-layout.ts';
import { customCateNavTwoMessages } from './custom-cate-nav-two-messages.ts';

type CustomCateNavTwoItem = CustomCateNavTwoOptions['navList'][number];

/** The second row: an 'All' link to the tab's own address, then the links of its children. */
function ChildLinks({ item }: { item: CustomCateNavTwoItem }) {
  const { t } = useBlockTranslation(customCateNavTwoMessages);
  const children = (item.children ?? []).slice(0, CUSTOM_CATE_NAV_TWO_MAX_LINKS);
  const linkStyle = {
    display: 'flex',
    alignItems: 'center',
    h: '100%',
    px: '4',
    fontSize: 'sm',
    color: 'fg',
    whiteSpace: 'nowrap',
    _hover: { color: 'brand.solid' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-4px' },
  } as const;

  return (
    <Flex as="ul" {...BARE_LIST} h="100%" align="stretch">
      {item.url?.trim() ? (
        <li>
          <BlockLink
            url={item.url}
            aria-label={t('customCateNavTwo.allOf', { name: item.name })}
            {...linkStyle}
            fontWeight="bold"
          >
            {t('customCateNavTwo.all')}
          </BlockLink>
        </li>
      ) : null}
      {children.map((child, index) => (
        <li key={index}>
          <BlockLink url={child.url} {...linkStyle}>
            {child.name}
          </BlockLink>
        </li>
      ))}
    </Flex>
  );
}

/**
 * A custom page's two-level category navigation, 84 px high: the first-level items as a row of tabs
 * on `bgColor` (brand red by default, white text), and under it, always shown, a white row with the
 * links of the selected tab's children. The first tab is selected at first; arrow keys move between tabs.
 */
export function CustomCateNavTwo({ options }: BlockProps<CustomCateNavTwoOptions>) {
  const { t } = useBlockTranslation(customCateNavTwoMessages);
  const [selected, setSelected] = useState('0');
  const items = options.navList.slice(0, CUSTOM_CATE_NAV_TWO_MAX_TABS);
  if (items.length === 0) return null;

  return (
    <Box as="nav" aria-label={t('customCateNavTwo.label')} w="100%">
      <Tabs.Root
        value={selected}
        onValueChange={(details) => setSelected(details.value)}
        variant="plain"
        lazyMount
        unmountOnExit
      >
        <Box bg={options.bgColor ?? 'brand.solid'}>
          <Tabs.List maxW={`${PAGE_WIDTH}px`} h={`${CUSTOM_CATE_NAV_TWO_TABS_HEIGHT}px`} mx="auto" gap="0">
            {items.map((item, index) => (
              <Tabs.Trigger
                key={index}
                value={String(index)}
                h="100%"
                px="5"
                borderRadius="0"
                fontSize="md"
                fontWeight="medium"
                color="white"
                position="relative"
                _hover={{ bg: 'blackAlpha.200' }}
                _selected={{
                  bg: 'blackAlpha.300',
                  fontWeight: 'bold',
                  // A small notch under the selected tab points at its row of links.
                  _after: {
                    content: '""',
                    position: 'absolute',
                    bottom: '0',
                    left: '50%',
                    transform: 'translateX(-50%)',
                    borderInline: '6px solid transparent',
                    borderBottom: '6px solid',
                    borderBottomColor: options.subBgColor ?? 'white',
                  },
                }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'white', outlineOffset: '-4px' }}
              >
                {item.name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        <Box
          bg={options.subBgColor ?? 'bg'}
          h={`${CUSTOM_CATE_NAV_TWO_LINKS_HEIGHT}px`}
          borderBottomWidth="1px"
          borderColor="border.muted"
        >
          {items.map((item, index) => (
            <Tabs.Content key={index} value={String(index)} maxW={`${PAGE_WIDTH}px`} h="100%" mx="auto" p="0">
              <ChildLinks item={item} />
            </Tabs.Content>
          ))}
        </Box>
      </Tabs.Root>
    </Box>
  );
}
