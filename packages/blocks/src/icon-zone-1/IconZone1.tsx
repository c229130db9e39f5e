import { Button, Flex, Text } from '@chakra-ui/react';
import { type BlockProps } from '@mall/runtime';
import type { IconZone1Item, IconZone1Options } from '@mall/schemas';
import { useId, useState } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';

import {
  IconEntry,
  IconEntryPicture,
  useAskFirst,
  useIconEntrySubline,
  type AskFirst,
} from '../parts/IconEntry.tsx';
import { ListGrid } from '../parts/ListGrid.tsx';

import {
  ICON_ZONE_1_FOLDED_COUNT,
  ICON_ZONE_1_ICON_SIZE,
  ICON_ZONE_1_PADDING,
  ICON_ZONE_1_PER_ROW,
  ICON_ZONE_1_ROW_HEIGHT,
} from './icon-zone-1-layout.ts';
import { iconZone1Messages } from './icon-zone-1-messages.ts';

function RoundIcon({ item }: { item: IconZone1Item }) {
  const { t } = useBlockTranslation(iconZone1Messages);
  const offline = item.onLine === false;
  const subline = useIconEntrySubline(item);
  const secondLine = offline ? t('iconZone1.offline') : subline;

  return (
    <>
      <IconEntryPicture
        item={item}
        size={ICON_ZONE_1_ICON_SIZE}
        borderRadius="full"
        bg={item.bgColor ?? 'bg.muted'}
        transition="transform 0.2s"
        _groupHover={offline ? undefined : { transform: 'scale(1.06)' }}
      />
      <Text fontSize="sm" lineHeight="20px" lineClamp={1} color="fg" aria-hidden="true" mt="2">
        {item.name}
      </Text>
      {secondLine ? (
        <Text
          fontSize="xs"
          lineHeight="18px"
          lineClamp={1}
          color={!offline && item.price !== undefined ? 'price' : 'fg.muted'}
        >
          {secondLine}
        </Text>
      ) : null}
    </>
  );
}

function IconTile({ item, onAsk }: { item: IconZone1Item; onAsk: AskFirst['ask'] }) {
  return (
    <IconEntry
      item={item}
      onAsk={onAsk}
      offlineOpacity={0.5}
      // The circle grows while the pointer is on a clickable entry (`_groupHover`).
      activeProps={{ className: 'group' }}
      pt="2"
      px="1"
      h={`${ICON_ZONE_1_ROW_HEIGHT}px`}
      textAlign="center"
    >
      <RoundIcon item={item} />
    </IconEntry>
  );
}

/**
 * Icon entries without tabs: large round icons, ten per row and at most two rows; more open with a
 * 'more' toggle. Hidden icons (`isShow: false`) are left out; offline ones (`onLine: false`) say
 * 'not available yet' and are not clickable; an icon with `modalContent` asks first.
 */
export function IconZone1({ name, options }: BlockProps<IconZone1Options>) {
  const { t } = useBlockTranslation(iconZone1Messages);
  const askFirst = useAskFirst();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);

  const items = options.list.filter((item) => item.isShow !== false);
  if (items.length === 0) return null;
  const foldable = items.length > ICON_ZONE_1_FOLDED_COUNT;
  const shown = foldable && !expanded ? items.slice(0, ICON_ZONE_1_FOLDED_COUNT) : items;

  return (
    <BlockFrame head={options.head} label={name?.trim() || t('iconZone1.label')} bg="bg">
      <ListGrid
        id={listId}
        columns={ICON_ZONE_1_PER_ROW}
        px="4"
        py={`${ICON_ZONE_1_PADDING}px`}
        autoRows={`${ICON_ZONE_1_ROW_HEIGHT}px`}
      >
        {shown.map((item, i) => (
          <li key={i}>
            <IconTile item={item} onAsk={askFirst.ask} />
          </li>
        ))}
      </ListGrid>
      {foldable ? (
        <Flex justify="center" pb={`${ICON_ZONE_1_PADDING}px`}>
          <Button
            variant="ghost"
            size="sm"
            color="fg.muted"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded
              ? t('iconZone1.showLess')
              : t('iconZone1.showMore', { count: items.length - ICON_ZONE_1_FOLDED_COUNT })}
            <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>
          </Button>
        </Flex>
      ) : null}
      {askFirst.dialog}
    </BlockFrame>
  );
}
