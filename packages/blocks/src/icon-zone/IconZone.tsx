import { Box, Flex, IconButton, Tabs, Text, VisuallyHidden } from '@chakra-ui/react';
import { type BlockProps } from '@mall/runtime';
import type { IconZoneItem, IconZoneOptions } from '@mall/schemas';
import { useState } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { iconZoneMessages } from './icon-zone-messages.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';

import {
  IconEntry,
  IconEntryPicture,
  useAskFirst,
  useIconEntrySubline,
  type IconEntryItem,
} from '../parts/IconEntry.tsx';
import { ListGrid } from '../parts/ListGrid.tsx';

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

type OpenModal = (item: IconEntryItem) => void;

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
  const secondLine = useIconEntrySubline(item);

  return (
    <IconEntry
      item={item}
      onAsk={onOpenModal}
      offlineOpacity={0.45}
      activeProps={{ onFocus: () => onFocusItem(index), _hover: { bg: 'bg.subtle' } }}
      // 52 + 2 + 18 + 2 + 14 + 4 px fits a 95.625 px line with or without the second line.
      pt="1"
      gap="0.5"
      h={`${ICON_ZONE_ROW_HEIGHT}px`}
    >
      <IconEntryPicture item={item} size={ICON_SIZE} borderRadius="lg" bg={item.bgColor ?? 'transparent'} />
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
      {item.onLine === false ? <VisuallyHidden>{t('iconZone.offline')}</VisuallyHidden> : null}
    </IconEntry>
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
    <ListGrid
      columns={ICON_ZONE_PER_ROW}
      autoRows={`${ICON_ZONE_ROW_HEIGHT}px`}
      transition="transform 0.3s ease"
      style={vertical ? { transform: `translateY(-${offset}px)` } : undefined}
    >
      {items.map((item, index) => (
        <Box as="li" key={index}>
          <IconTile item={item} index={index} onOpenModal={onOpenModal} onFocusItem={revealItem} />
        </Box>
      ))}
    </ListGrid>
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
  const askFirst = useAskFirst();
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
        <IconPanel items={firstTab.items} onOpenModal={askFirst.ask} />
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
              <IconPanel items={tab.items} onOpenModal={askFirst.ask} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      {askFirst.dialog}
    </BlockFrame>
  );
}
