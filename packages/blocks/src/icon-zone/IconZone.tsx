import { Box, chakra, Flex, Grid, IconButton, Image, Tabs, Text, VisuallyHidden } from '@chakra-ui/react';
import { useBlockServices, useOpenLink, type BlockProps } from '@mall/runtime';
import type { IconZoneItem, IconZoneOptions } from '@mall/schemas';
import { useState } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { iconZoneMessages } from './icon-zone-messages.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLink } from '../parts/BlockLink.tsx';
import { ConfirmDialog } from '../parts/ConfirmDialog.tsx';
import { formatPrice } from '../parts/format-price.ts';
import {
  ICON_ZONE_PADDING,
  ICON_ZONE_PAGE_SIZE,
  ICON_ZONE_PER_ROW,
  ICON_ZONE_ROW_HEIGHT,
  ICON_ZONE_SCROLL_STEP,
  ICON_ZONE_TABS_HEIGHT,
} from './icon-zone-layout.ts';

export { ICON_ZONE_SCROLL_STEP } from './icon-zone-layout.ts';

/** Side of an icon picture, in px (sized so label and second line fit a 95.625 px line). */
const ICON_SIZE = 52;

type OpenModal = (item: IconZoneItem) => void;

function IconTile({
  item,
  index,
  onOpenModal,
  onFocusItem,
}: {
  item: IconZoneItem;
  index: number;
  onOpenModal: OpenModal;
  onFocusItem: (index: number) => void;
}) {
  const { t } = useBlockTranslation(iconZoneMessages);
  const { locale } = useBlockServices();
  const offline = item.onLine === false;
  const picture = item.productImage ?? item.img;
  const secondLine =
    item.price !== undefined
      ? formatPrice(item.price, item.priceUnit, t('goods.points'), locale)
      : item.subName;

  const content = (
    <>
      <Box
        boxSize={`${ICON_SIZE}px`}
        borderRadius="lg"
        overflow="hidden"
        bg={item.bgColor ?? 'transparent'}
        flexShrink={0}
      >
        <Image
          src={picture}
          alt={item.name}
          htmlWidth={ICON_SIZE}
          htmlHeight={ICON_SIZE}
          loading="lazy"
          w="100%"
          h="100%"
          fit="cover"
        />
      </Box>
      {/* The picture's alt already names the entry. */}
      <Text fontSize="sm" lineHeight="18px" lineClamp={1} color="fg" aria-hidden="true">
        {item.name}
      </Text>
      {secondLine ? (
        <Text
          fontSize="xs"
          lineHeight="14px"
          lineClamp={1}
          color={item.price !== undefined ? 'price' : 'fg.muted'}
        >
          {secondLine}
        </Text>
      ) : null}
      {offline ? <VisuallyHidden>{t('iconZone.offline')}</VisuallyHidden> : null}
    </>
  );
  const tileStyle = {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'flex-start',
    // 52 + 2 + 18 + 2 + 14 + 4 px fits a 95.625 px line with or without the second line.
    pt: '1',
    gap: '0.5',
    h: `${ICON_ZONE_ROW_HEIGHT}px`,
    w: '100%',
    borderRadius: 'md',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' },
  } as const;

  if (offline) {
    return (
      <Box {...tileStyle} aria-disabled="true" opacity={0.45} filter="grayscale(1)" cursor="not-allowed">
        {content}
      </Box>
    );
  }
  if (item.modalContent?.trim()) {
    return (
      <chakra.button
        type="button"
        aria-haspopup="dialog"
        onClick={() => onOpenModal(item)}
        onFocus={() => onFocusItem(index)}
        cursor="pointer"
        _hover={{ bg: 'bg.subtle' }}
        {...tileStyle}
      >
        {content}
      </chakra.button>
    );
  }
  return (
    <BlockLink url={item.url} onFocus={() => onFocusItem(index)} _hover={{ bg: 'bg.subtle' }} {...tileStyle}>
      {content}
    </BlockLink>
  );
}

/**
 * The icons of one tab: up to 12 in a plain grid of 6 per line; more in a two-line window that moves
 * 191.25 px (two lines) per click of its up/down arrows.
 */
function IconPanel({ items, onOpenModal }: { items: IconZoneItem[]; onOpenModal: OpenModal }) {
  const { t } = useBlockTranslation(iconZoneMessages);
  const [offset, setOffset] = useState(0);
  const vertical = items.length > ICON_ZONE_PAGE_SIZE;
  const rows = Math.ceil(items.length / ICON_ZONE_PER_ROW);
  const maxOffset = Math.max(0, (rows - 2) * ICON_ZONE_ROW_HEIGHT);

  // Keyboard users reach hidden lines by Tab: move the window so the focused icon's line shows.
  const revealItem = (index: number) => {
    if (!vertical) return;
    const top = Math.floor(index / ICON_ZONE_PER_ROW) * ICON_ZONE_ROW_HEIGHT;
    if (top < offset) setOffset(top);
    else if (top + ICON_ZONE_ROW_HEIGHT > offset + ICON_ZONE_SCROLL_STEP)
      setOffset(top + ICON_ZONE_ROW_HEIGHT - ICON_ZONE_SCROLL_STEP);
  };

  const grid = (
    <Grid
      as="ul"
      listStyleType="none"
      m="0"
      p="0"
      templateColumns={`repeat(${ICON_ZONE_PER_ROW}, minmax(0, 1fr))`}
      autoRows={`${ICON_ZONE_ROW_HEIGHT}px`}
      transition="transform 0.3s ease"
      style={vertical ? { transform: `translateY(-${offset}px)` } : undefined}
    >
      {items.map((item, index) => (
        <Box as="li" key={index}>
          <IconTile item={item} index={index} onOpenModal={onOpenModal} onFocusItem={revealItem} />
        </Box>
      ))}
    </Grid>
  );
  if (!vertical) return <Box py={`${ICON_ZONE_PADDING}px`}>{grid}</Box>;

  return (
    <Flex py={`${ICON_ZONE_PADDING}px`} gap="3" align="center">
      <Box
        flex="1"
        minW="0"
        h={`${ICON_ZONE_SCROLL_STEP}px`}
        overflow="hidden"
        // The window moves by transform; undo the browser's own scroll when focus lands in a hidden line.
        onScroll={(event) => {
          event.currentTarget.scrollTop = 0;
        }}
      >
        {grid}
      </Box>
      <Flex direction="column" gap="2">
        <IconButton
          aria-label={t('iconZone.scrollUp')}
          size="sm"
          variant="outline"
          disabled={offset <= 0}
          onClick={() => setOffset((current) => Math.max(0, current - ICON_ZONE_SCROLL_STEP))}
        >
          <span aria-hidden="true">▲</span>
        </IconButton>
        <IconButton
          aria-label={t('iconZone.scrollDown')}
          size="sm"
          variant="outline"
          disabled={offset >= maxOffset}
          onClick={() => setOffset((current) => Math.min(maxOffset, current + ICON_ZONE_SCROLL_STEP))}
        >
          <span aria-hidden="true">▼</span>
        </IconButton>
      </Flex>
    </Flex>
  );
}

/**
 * Icon entries grouped in tabs (no tab bar with one tab). Hidden icons (`isShow: false`) are left out;
 * offline ones (`onLine: false`) are greyed and not clickable; an icon with `modalContent` asks first.
 */
export function IconZone({ name, options }: BlockProps<IconZoneOptions>) {
  const { t } = useBlockTranslation(iconZoneMessages);
  const openLink = useOpenLink();
  const [modalItem, setModalItem] = useState<IconZoneItem | null>(null);
  const tabs = options.navList.map((tab) => ({
    name: tab.name,
    items: tab.list.filter((item) => item.isShow !== false),
  }));
  const [selected, setSelected] = useState('0');

  if (tabs.every((tab) => tab.items.length === 0)) return null;
  const label = name?.trim() || t('iconZone.label');
  const firstTab = tabs[0];

  return (
    <BlockFrame head={options.head} label={label} bg="bg" px="4">
      {tabs.length === 1 && firstTab ? (
        <IconPanel items={firstTab.items} onOpenModal={setModalItem} />
      ) : (
        <Tabs.Root
          value={selected}
          onValueChange={(details) => setSelected(details.value)}
          variant="line"
          colorPalette="brand"
          lazyMount
        >
          <Tabs.List h={`${ICON_ZONE_TABS_HEIGHT}px`}>
            {tabs.map((tab, i) => (
              <Tabs.Trigger key={i} value={String(i)}>
                {tab.name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((tab, i) => (
            <Tabs.Content key={i} value={String(i)} p="0">
              <IconPanel items={tab.items} onOpenModal={setModalItem} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      <ConfirmDialog
        open={modalItem !== null}
        content={modalItem?.modalContent ?? ''}
        onConfirm={() => {
          const url = modalItem?.url;
          setModalItem(null);
          void openLink(url);
        }}
        onDismiss={() => setModalItem(null)}
      />
    </BlockFrame>
  );
}
