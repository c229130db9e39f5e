import { Alert, Button, Flex, HStack, NumberInput, Stack, Text } from '@chakra-ui/react';
import type { GoodsDetail, SkuSpecs } from '@mall/schemas';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAddToCart } from '../../shell/drawers/use-add-to-cart.ts';
import { ShellLink } from '../../ui/ShellLink.tsx';
import type { DeliveryRegion } from '../../state/delivery-region.ts';
import { DeliveryRegionPicker } from './DeliveryRegionPicker.tsx';
import { SpecPicker } from './SpecPicker.tsx';
import { useFavoriteToggle } from './useFavoriteToggle.ts';
import { useGoodsDetailStrings } from './useGoodsDetailStrings.ts';
import { useContentLang } from '../../shell/content-lang.ts';
import { usePointsLabel } from '../../shell/usePointsLabel.ts';

export interface PurchasePanelProps {
  detail: GoodsDetail;
  specs: SkuSpecs | undefined;
  region: DeliveryRegion | null;
  onRegionChange: (region: DeliveryRegion | null) => void;
  onSkuChange: (skuId: string) => void;
  /** Why buying is closed beyond stock and sale state (a flash sale that ended). */
  closed: boolean;
}

/** Units one add may carry when stock says nothing smaller. */
const MAX_QUANTITY = 99;
/** The fewest units one may buy. */
const MIN_QUANTITY = 1;

/**
 * Brand, store, freight, delivery region, stock, specs, quantity, and the buttons: buy now, add to
 * cart, favourite. Buying is offered only for goods on sale, in stock, deliverable and not closed.
 */
export function PurchasePanel({
  detail,
  specs,
  region,
  onRegionChange,
  onSkuChange,
  closed,
}: PurchasePanelProps) {
  const { t } = useGoodsDetailStrings();
  const langOf = useContentLang();
  const pointsLabel = usePointsLabel();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  // Remounts the input after a cut: the input keeps showing the typed text when the cut value
  // equals the value it already had, so the number on screen would not be the one bought.
  const [inputKey, setInputKey] = useState(0);
  const [addToCart, adding] = useAddToCart();
  const favorite = useFavoriteToggle(detail.skuId);
  const inStock = detail.stockState === 'IN_STOCK' && detail.stock > 0;
  const buyable = detail.onSale && inStock && detail.deliverable !== false && !closed;
  const maxQuantity = Math.max(MIN_QUANTITY, Math.min(detail.stock, MAX_QUANTITY));
  const units = Math.min(Math.max(MIN_QUANTITY, quantity), maxQuantity);
  // A typed quantity out of range is cut to the limit; saying so keeps the cut from going unseen.
  const quantityNote =
    quantity > maxQuantity
      ? t('detail.quantityMax', { max: maxQuantity })
      : quantity < MIN_QUANTITY
        ? t('detail.quantityMin', { min: MIN_QUANTITY })
        : null;

  // Buy now checks out this SKU and quantity alone and leaves the cart as it is; the address holds
  // the choice, so the checkout survives a reload.
  const buyNow = () =>
    navigate(`/pay?${new URLSearchParams({ skuId: detail.skuId, num: String(units) }).toString()}`);

  return (
    <Stack gap="4">
      <Row label={t('detail.brand')}>
        {detail.brandName && detail.brandId ? (
          <ShellLink
            to={`/goodsList?brandId=${encodeURIComponent(detail.brandId)}`}
            lang={langOf(detail.brandName)}
          >
            {detail.brandName}
          </ShellLink>
        ) : (
          <Text>—</Text>
        )}
      </Row>
      {detail.storeName ? (
        <Row label={t('detail.store')}>
          <HStack gap="3">
            {detail.storeId ? (
              <ShellLink
                to={`/merchant?id=${encodeURIComponent(detail.storeId)}`}
                lang={langOf(detail.storeName)}
              >
                {detail.storeName}
              </ShellLink>
            ) : (
              <Text lang={langOf(detail.storeName)}>{detail.storeName}</Text>
            )}
            {detail.supplierBadge ? (
              <Text
                fontSize="xs"
                px="2"
                borderRadius="sm"
                bg="red.50"
                color="brand.solid"
                lang={langOf(detail.supplierBadge)}
              >
                {detail.supplierBadge}
              </Text>
            ) : null}
          </HStack>
        </Row>
      ) : null}
      <Row label={t('detail.freight')}>
        <Text>
          {detail.freeShippingThreshold === null
            ? t('detail.freeShipping')
            : t('detail.freeShippingOver', {
                // In points, as the cart and the checkout show freight (one point to the yuan).
                threshold: pointsLabel(detail.freeShippingThreshold),
                freight: pointsLabel(detail.freight),
              })}
        </Text>
      </Row>
      <Row label={t('detail.deliverTo')}>
        <Stack gap="1">
          <DeliveryRegionPicker value={region} onChange={onRegionChange} />
          {detail.deliverable === null ? null : (
            <Text role="status" color={detail.deliverable ? 'fg.success' : 'fg.error'} fontSize="sm">
              {detail.deliverable ? t('detail.deliverable') : t('detail.notDeliverable')}
            </Text>
          )}
        </Stack>
      </Row>
      <Row label={t('detail.stock')}>
        <Text color={inStock ? 'fg' : 'fg.warning'}>
          {inStock ? t('detail.inStock') : t('detail.restocking')}
        </Text>
      </Row>
      {specs && specs.specs.length > 0 ? (
        <SpecPicker specs={specs} skuId={detail.skuId} onChoose={onSkuChange} />
      ) : null}
      <Row label={t('detail.quantity')}>
        <HStack gap="3">
          <NumberInput.Root
            key={inputKey}
            size="sm"
            w="8rem"
            min={MIN_QUANTITY}
            max={maxQuantity}
            value={String(units)}
            disabled={!buyable}
            onValueChange={(change) =>
              setQuantity(Number.isFinite(change.valueAsNumber) ? change.valueAsNumber : 1)
            }
            onFocusChange={(change) => {
              if (!change.focused && quantityNote !== null) setInputKey((key) => key + 1);
            }}
          >
            <NumberInput.Control>
              <NumberInput.IncrementTrigger aria-label={t('detail.increase')} />
              <NumberInput.DecrementTrigger aria-label={t('detail.decrease')} />
            </NumberInput.Control>
            <NumberInput.Input aria-label={t('detail.quantity')} />
          </NumberInput.Root>
          {/* Only while there is something to say: an empty status in the page reads as still loading. */}
          {quantityNote === null ? null : (
            <Text role="status" fontSize="sm" color="fg.warning">
              {quantityNote}
            </Text>
          )}
        </HStack>
      </Row>
      {!detail.onSale ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('detail.delisted')}</Alert.Title>
            <Alert.Description>{t('detail.delistedHint')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Flex gap="3" mt="2">
        <Button colorPalette="red" size="lg" disabled={!buyable} onClick={() => void buyNow()}>
          {t('detail.buyNow')}
        </Button>
        <Button
          colorPalette="red"
          variant="outline"
          size="lg"
          disabled={!buyable}
          loading={adding !== null}
          onClick={() => void addToCart(detail.skuId, units)}
        >
          {t('detail.addToCart')}
        </Button>
        <Button
          variant="ghost"
          size="lg"
          aria-pressed={favorite.info?.isCollection ?? false}
          loading={favorite.busy}
          disabled={favorite.info === undefined}
          onClick={() => void favorite.toggle()}
        >
          <span aria-hidden="true">{favorite.info?.isCollection ? '★' : '☆'}</span>
          {favorite.info?.isCollection ? t('detail.favorited') : t('detail.favorite')}
        </Button>
        {favorite.info ? (
          <Text alignSelf="center" fontSize="sm" color="fg.muted">
            {t('detail.favoriteCount', { count: favorite.info.collectionCount })}
          </Text>
        ) : null}
      </Flex>
    </Stack>
  );
}

/** A labelled line of the panel. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap="4" align="baseline">
      <Text color="fg.muted" w="5rem" flexShrink={0}>
        {label}
      </Text>
      {children}
    </Flex>
  );
}
