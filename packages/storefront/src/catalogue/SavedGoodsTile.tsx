import { Button } from '@chakra-ui/react';
import type { Favorite } from '@mall/schemas';
import { GoodsTile } from './GoodsTile.tsx';

export interface SavedGoodsTileProps {
  /** The goods as the member's lists keep it (a favourite, a footprint). */
  goods: Pick<Favorite, 'skuId' | 'goodsId' | 'goodsName' | 'price'>;
  /** Its picture, if it has one. */
  image: string | null;
  /** The tile's one button (cancel the favourite, remove the footprint): its text and its name with the goods'. */
  action: { label: string; itemLabel: string; busy: boolean; onClick: () => void };
}

/** A goods of one of the member's own lists, as a goods tile with its one button. */
export function SavedGoodsTile({ goods, image, action }: SavedGoodsTileProps) {
  return (
    <GoodsTile
      goods={{
        skuId: goods.skuId,
        goodsId: goods.goodsId,
        productName: goods.goodsName,
        productImages: image ? [image] : [],
        specProductPrice: goods.price,
      }}
      actions={
        <Button
          size="xs"
          variant="outline"
          aria-label={action.itemLabel}
          loading={action.busy}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      }
    />
  );
}
