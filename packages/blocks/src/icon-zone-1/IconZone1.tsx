import { Box, Button, chakra, Flex, Grid, Image, Text } from '@chakra-ui/react';
import { useBlockServices, useOpenLink, type BlockProps } from '@mall/runtime';
import type { IconZone1Item, IconZone1Options } from '@mall/schemas';
import { useId, useState } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLink } from '../parts/BlockLink.tsx';
import { ConfirmDialog } from '../parts/ConfirmDialog.tsx';
import { formatPrice } from '../parts/format-price.ts';
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
  const { locale } = useBlockServices();
  const offline = item.onLine === false;
  const secondLine = offline
    ? t('iconZone1.offline')
    : item.price !== undefined
      ? formatPrice(item.price, item.priceUnit, t('goods.points'), locale)
      : item.subName;

  return (
    <>
      <Box
        boxSize={`${ICON_ZONE_1_ICON_SIZE}px`}
        borderRadius="full"
        overflow="hidden"
        bg={item.bgColor ?? 'bg.muted'}
        flexShrink={0}
        transition="transform 0.2s"
        _groupHover={offline ? undefined : { transform: 'scale(1.06)' }}
      >
        <Image
          src={item.productImage ?? item.img}
          alt={item.name}
          htmlWidth={ICON_ZONE_1_ICON_SIZE}
          htmlHeight={ICON_ZONE_1_ICON_SIZE}
          loading="lazy"
          w="100%"
          h="100%"
          fit="cover"
        />
      </Box>
      {/* The picture's alt already names the entry. */}
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

const TILE_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  pt: '2',
  px: '1',
  w: '100%',
  h: `${ICON_ZONE_1_ROW_HEIGHT}px`,
  borderRadius: 'md',
  textAlign: 'center',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' },
} as const;

function IconTile({ item, onAsk }: { item: IconZone1Item; onAsk: (item: IconZone1Item) => void }) {
  if (item.onLine === false) {
    return (
      <Box {...TILE_STYLE} aria-disabled="true" opacity={0.5} filter="grayscale(1)" cursor="not-allowed">
        <RoundIcon item={item} />
      </Box>
    );
  }
  if (item.modalContent?.trim()) {
    return (
      <chakra.button
        type="button"
        className="group"
        aria-haspopup="dialog"
        onClick={() => onAsk(item)}
        cursor="pointer"
        {...TILE_STYLE}
      >
        <RoundIcon item={item} />
      </chakra.button>
    );
  }
  return (
    <BlockLink url={item.url} className="group" {...TILE_STYLE}>
      <RoundIcon item={item} />
    </BlockLink>
  );
}

/**
 * Icon entries without tabs: large round icons, ten per row and at most two rows; more open with a
 * 'more' toggle. Hidden icons (`isShow: false`) are left out; offline ones (`onLine: false`) say
 * 'not available yet' and are not clickable; an icon with `modalContent` asks first.
 */
export function IconZone1({ name, options }: BlockProps<IconZone1Options>) {
  const { t } = useBlockTranslation(iconZone1Messages);
  const openLink = useOpenLink();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const [askItem, setAskItem] = useState<IconZone1Item | null>(null);

  const items = options.list.filter((item) => item.isShow !== false);
  if (items.length === 0) return null;
  const foldable = items.length > ICON_ZONE_1_FOLDED_COUNT;
  const shown = foldable && !expanded ? items.slice(0, ICON_ZONE_1_FOLDED_COUNT) : items;

  return (
    <BlockFrame head={options.head} label={name?.trim() || t('iconZone1.label')} bg="bg">
      <Grid
        as="ul"
        id={listId}
        listStyleType="none"
        m="0"
        px="4"
        py={`${ICON_ZONE_1_PADDING}px`}
        templateColumns={`repeat(${ICON_ZONE_1_PER_ROW}, minmax(0, 1fr))`}
        autoRows={`${ICON_ZONE_1_ROW_HEIGHT}px`}
      >
        {shown.map((item, i) => (
          <li key={i}>
            <IconTile item={item} onAsk={setAskItem} />
          </li>
        ))}
      </Grid>
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
      <ConfirmDialog
        open={askItem !== null}
        content={askItem?.modalContent ?? ''}
        onConfirm={() => {
          const url = askItem?.url;
          setAskItem(null);
          void openLink(url);
        }}
        onDismiss={() => setAskItem(null)}
      />
    </BlockFrame>
  );
}
