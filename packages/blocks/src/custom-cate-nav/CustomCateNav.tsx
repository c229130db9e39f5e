import { Box, chakra, Flex, Grid } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { CustomCateNavOptions } from '@mall/schemas';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockLink } from '../parts/BlockLink.tsx';
import { BARE_LIST } from '../parts/bare-list.ts';
import { PAGE_WIDTH } from '../parts/layout.ts';
import {
  CUSTOM_CATE_NAV_CLOSE_DELAY,
  CUSTOM_CATE_NAV_HEIGHT,
  CUSTOM_CATE_NAV_MAX_ITEMS,
  CUSTOM_CATE_NAV_PANEL_COLUMNS,
} from './custom-cate-nav-layout.ts';
import { customCateNavMessages } from './custom-cate-nav-messages.ts';
import { FOCUS_RING_INSIDE } from '../parts/focus-ring.ts';

type CustomCateNavItem = CustomCateNavOptions['navList'][number];

// The bar's entries take the bar's text colour; the outline follows it so it shows on any bar colour.
const ENTRY_STYLE = {
  display: 'flex',
  alignItems: 'center',
  h: '100%',
  px: '5',
  fontSize: 'md',
  fontWeight: 'medium',
  color: 'inherit',
  whiteSpace: 'nowrap',
  _hover: { bg: 'blackAlpha.200' },
  _focusVisible: { outline: '2px solid', outlineColor: 'currentColor', outlineOffset: '-4px' },
} as const;

/**
 * One item of the bar. With children it opens a panel of their links while the pointer is over it or
 * focus is inside it; Escape closes the panel and brings focus back to the item.
 */
function NavEntry({ item, alignEnd }: { item: CustomCateNavItem; alignEnd: boolean }) {
  const { t } = useBlockTranslation(customCateNavMessages);
  const [open, setOpen] = useState(false);
  const entryRef = useRef<HTMLLIElement>(null);
  // Set while Escape moves focus back to the item, so that focus does not open the panel again.
  const returningFocus = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panelId = useId();
  const children = item.children ?? [];

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  if (children.length === 0) {
    return (
      <li>
        <BlockLink url={item.url} {...ENTRY_STYLE}>
          {item.name}
        </BlockLink>
      </li>
    );
  }

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(closeTimer.current);
    setOpen(false);
  };
  const onFocus = () => {
    if (returningFocus.current) {
      returningFocus.current = false;
      return;
    }
    show();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    hide();
    const trigger = entryRef.current?.querySelector<HTMLElement>('a, button');
    if (trigger && document.activeElement !== trigger) {
      returningFocus.current = true;
      trigger.focus();
    }
  };
  const triggerProps = {
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
    ...ENTRY_STYLE,
    ...(open ? { bg: 'blackAlpha.200' } : {}),
  };
  const columns = Math.min(children.length, CUSTOM_CATE_NAV_PANEL_COLUMNS);

  return (
    <Box
      as="li"
      ref={entryRef}
      position="relative"
      onMouseEnter={show}
      onMouseLeave={() => {
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(() => setOpen(false), CUSTOM_CATE_NAV_CLOSE_DELAY);
      }}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {item.url?.trim() ? (
        <BlockLink url={item.url} {...triggerProps}>
          {item.name}
          <Box as="span" aria-hidden="true" ms="1" fontSize="xs">
            ▾
          </Box>
        </BlockLink>
      ) : (
        // No address of its own: a button, so keyboard users can still reach and open the panel.
        <chakra.button type="button" cursor="pointer" onClick={show} {...triggerProps}>
          {item.name}
          <Box as="span" aria-hidden="true" ms="1" fontSize="xs">
            ▾
          </Box>
        </chakra.button>
      )}
      {open ? (
        <Box
          id={panelId}
          position="absolute"
          top="100%"
          {...(alignEnd ? { right: '0' } : { left: '0' })}
          zIndex="dropdown"
          bg="bg"
          color="fg"
          borderWidth="1px"
          borderTopWidth="0"
          borderColor="border.muted"
          borderBottomRadius="md"
          boxShadow="lg"
          p="4"
        >
          <Grid
            as="ul"
            aria-label={t('customCateNav.children', { name: item.name })}
            {...BARE_LIST}
            templateColumns={`repeat(${columns}, 120px)`}
            columnGap="4"
            rowGap="1"
          >
            {children.map((child, index) => (
              <li key={index}>
                <BlockLink
                  url={child.url}
                  display="block"
                  py="1.5"
                  px="2"
                  fontSize="sm"
                  color="fg"
                  borderRadius="sm"
                  lineClamp={1}
                  _hover={{ color: 'brand.solid', bg: 'bg.subtle' }}
                  _focusVisible={FOCUS_RING_INSIDE}
                >
                  {child.name}
                </BlockLink>
              </li>
            ))}
          </Grid>
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * A custom page's category navigation: a 44 px band of `bgColor` (brand red by default) with the first
 * 12 items in the 1200 px column, white text by default. An item with children shows a panel of their
 * links on hover or keyboard focus (Escape or leaving closes it). Made to sit right under the site header.
 */
export function CustomCateNav({ options }: BlockProps<CustomCateNavOptions>) {
  const { t } = useBlockTranslation(customCateNavMessages);
  const items = options.navList.slice(0, CUSTOM_CATE_NAV_MAX_ITEMS);
  if (items.length === 0) return null;

  return (
    <Box
      as="nav"
      aria-label={t('customCateNav.label')}
      w="100%"
      bg={options.bgColor ?? 'brand.solid'}
      color={options.textColor ?? 'white'}
    >
      <Flex
        as="ul"
        {...BARE_LIST}
        maxW={`${PAGE_WIDTH}px`}
        h={`${CUSTOM_CATE_NAV_HEIGHT}px`}
        mx="auto"
        align="stretch"
      >
        {items.map((item, index) => (
          // Panels of the right half open leftwards, so they stay inside the page column.
          <NavEntry key={index} item={item} alignEnd={index >= items.length / 2 && items.length > 1} />
        ))}
      </Flex>
    </Box>
  );
}
