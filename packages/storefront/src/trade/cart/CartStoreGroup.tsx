import { Box, Checkbox, Flex, Stack, Text } from '@chakra-ui/react';
import type { CartSku, CartStore } from '@mall/schemas';
import { usePointsLabel } from '../../shell/usePointsLabel.ts';
import { CartLine } from './CartLine.tsx';
import { useCartStrings } from './useCartStrings.ts';

export interface CartStoreGroupProps {
  /** The store, or `null` for lines of no known store (no store tick box, no freight note). */
  store: CartStore | null;
  lines: readonly CartSku[];
  busy: boolean;
  onCheckStore: (checked: boolean) => void;
  onCheckLine: (line: CartSku, checked: boolean) => void;
  onNum: (line: CartSku, num: number) => void;
  onRemove: (line: CartSku) => void;
}

/** The lines of one store under its tick box, with its freight rule and what its ticked lines pay for shipping. */
export function CartStoreGroup({
  store,
  lines,
  busy,
  onCheckStore,
  onCheckLine,
  onNum,
  onRemove,
}: CartStoreGroupProps) {
  const { t } = useCartStrings();
  const points = usePointsLabel();
  const storeName = store?.storeName ?? t('cart.otherStore');
  const tickable = lines.some((line) => line.invalidReason === null);

  return (
    <Box as="section" aria-label={storeName} borderWidth="1px" borderRadius="md" px="4" pt="3" pb="1">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap" pb="2">
        {store ? (
          <Checkbox.Root
            colorPalette="red"
            checked={store.checked && tickable}
            // Read-only, not disabled, while a write is out: a disabled box drops the keyboard's focus.
            disabled={!tickable}
            readOnly={busy}
            onCheckedChange={(details) => onCheckStore(details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="semibold">{storeName}</Checkbox.Label>
          </Checkbox.Root>
        ) : (
          <Text fontWeight="semibold">{storeName}</Text>
        )}
        {store ? (
          <Stack gap="0" align="flex-end" fontSize="sm" color="fg.muted">
            <Text>
              {store.freeShippingThreshold === null
                ? t('cart.freeShipping')
                : t('cart.freeShippingOver', {
                    // In points, as the freight line below and the checkout (one point to the yuan).
                    threshold: points(store.freeShippingThreshold),
                    freight: points(store.freight),
                  })}
            </Text>
            {store.freightPoints > 0 ? (
              <Text>{t('cart.storeFreight', { points: points(store.freightPoints) })}</Text>
            ) : null}
          </Stack>
        ) : null}
      </Flex>
      <Stack as="ul" listStyleType="none" gap="0" aria-label={t('cart.lines', { store: storeName })}>
        {lines.map((line) => (
          <CartLine
            key={line.goodsSku.id}
            line={line}
            busy={busy}
            onCheck={(checked) => onCheckLine(line, checked)}
            onNum={(num) => onNum(line, num)}
            onRemove={() => onRemove(line)}
          />
        ))}
      </Stack>
    </Box>
  );
}
