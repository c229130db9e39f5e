import { Box, type BoxProps } from '@chakra-ui/react';
import { useBlockServices, useOpenLink } from '@mall/runtime';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockLink } from './BlockLink.tsx';
import { ConfirmDialog, PRELOAD_CONFIRM_ON_INTENT } from './ConfirmDialog.tsx';
import { FixedImage } from './FixedImage.tsx';
import { FOCUS_RING_INSIDE } from './focus-ring.ts';
import { formatPrice } from './format-price.ts';

// How an entry of the icon zones opens, shared by the tabbed and the round-icon zone.

/** What decides how an icon entry opens: its link, whether it is online, and a text to confirm first. */
export interface IconEntryItem {
  url?: string;
  onLine?: boolean;
  modalContent?: string;
}

/** What {@link useAskFirst} gives a block. */
export interface AskFirst {
  /** Opens the prompt of an entry. */
  ask: (item: IconEntryItem) => void;
  /** The prompt, rendered once by the block (one dialog for all its entries). */
  dialog: ReactElement;
}

/** The prompt of an entry with a `modalContent`: OK follows its link, anything else just closes. */
export function useAskFirst(): AskFirst {
  const openLink = useOpenLink();
  const [asking, setAsking] = useState<IconEntryItem | null>(null);
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      content={asking?.modalContent ?? ''}
      onConfirm={() => {
        const url = asking?.url;
        setAsking(null);
        void openLink(url);
      }}
      onDismiss={() => setAsking(null)}
    />
  );
  return { ask: setAsking, dialog };
}

/** Props of {@link IconEntry}. */
export interface IconEntryProps extends Omit<BoxProps, 'children'> {
  item: IconEntryItem;
  /** Opens the block's prompt, usually {@link AskFirst.ask}. */
  onAsk: (item: IconEntryItem) => void;
  /** How faint an offline entry is drawn. */
  offlineOpacity: number;
  /** Given to the entry only when it can be clicked: hover looks, focus handlers. */
  activeProps?: BoxProps;
  children: ReactNode;
}

/**
 * One entry of an icon zone, a column of its picture and lines centred in its cell: greyed and not
 * clickable while offline (`onLine: false`), a button that asks first when it has a `modalContent`,
 * else its link through the link opener. The other props style it, whichever it is.
 */
export function IconEntry({ item, onAsk, offlineOpacity, activeProps, children, ...style }: IconEntryProps) {
  const tileProps: BoxProps = {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'flex-start',
    w: '100%',
    borderRadius: 'md',
    _focusVisible: FOCUS_RING_INSIDE,
    ...style,
  };
  if (item.onLine === false) {
    return (
      <Box
        {...tileProps}
        aria-disabled="true"
        opacity={offlineOpacity}
        filter="grayscale(1)"
        cursor="not-allowed"
      >
        {children}
      </Box>
    );
  }
  if (item.modalContent?.trim()) {
    return (
      <Box asChild cursor="pointer" {...tileProps} {...activeProps}>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => onAsk(item)}
          {...PRELOAD_CONFIRM_ON_INTENT}
        >
          {children}
        </button>
      </Box>
    );
  }
  return (
    <BlockLink url={item.url} {...tileProps} {...activeProps}>
      {children}
    </BlockLink>
  );
}

/** What an icon entry shows: its name, its picture (a product's, else its icon) and a second line. */
export interface IconEntryContent {
  name: string;
  img: string;
  productImage?: string;
  bgColor?: string;
  price?: number;
  priceUnit?: string;
  subName?: string;
}

/** The line under an entry's name: its price in its unit (points when it names none), else its sub-name. */
export function useIconEntrySubline(item: IconEntryContent): string | undefined {
  const { t } = useBlockTranslation();
  const { locale } = useBlockServices();
  return item.price !== undefined
    ? formatPrice(item.price, item.priceUnit, t('goods.points'), locale)
    : item.subName;
}

/** Props of {@link IconEntryPicture}. */
export interface IconEntryPictureProps extends BoxProps {
  item: IconEntryContent;
  /** Side of the picture, in px. */
  size: number;
}

/**
 * An entry's picture, named by the entry (the name under it is then hidden from assistive technology):
 * the product's picture when it has one, else its icon, on the entry's background colour.
 */
export function IconEntryPicture({ item, size, ...boxProps }: IconEntryPictureProps) {
  return (
    <Box boxSize={`${size}px`} overflow="hidden" flexShrink={0} {...boxProps}>
      <FixedImage src={item.productImage ?? item.img} alt={item.name} imgWidth={size} imgHeight={size} />
    </Box>
  );
}
