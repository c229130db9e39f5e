import { Badge, Button, Checkbox, Grid, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { CartSku } from '@mall/schemas';
import { usePointsLabel } from '../../shell/usePointsLabel.ts';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { CartQuantityStepper } from './CartQuantityStepper.tsx';
import { useCartStrings } from './useCartStrings.ts';
import { GoodsPicture } from '../../ui/GoodsPicture.tsx';

/** Columns of a cart line, shared with the cart's head row. */
export const CART_LINE_COLUMNS = '2rem 80px minmax(0, 1fr) 8rem 8rem 8rem 5rem';

/** Side of a line's picture, in px. */
const PICTURE_PX = 80;

export interface CartLineProps {
  line: CartSku;
  /** A write is on its way: the line's controls wait. */
  busy: boolean;
  onCheck: (checked: boolean) => void;
  onNum: (num: number) => void;
  onRemove: () => void;
}

/**
 * One cart line: tick box, picture, name (to the goods), flash-sale and separate-plan labels, unit
 * points, quantity, subtotal and delete. A line that cannot be ordered is greyed, says why and
 * cannot be ticked; it can still be deleted.
 */
export function CartLine({ line, busy, onCheck, onNum, onRemove }: CartLineProps) {
  const { t } = useCartStrings();
  const points = usePointsLabel();
  const { goodsSku } = line;
  const invalid = line.invalidReason !== null;
  const name = goodsSku.goodsName;

  return (
    <Grid
      as="li"
      templateColumns={CART_LINE_COLUMNS}
      gap="3"
      alignItems="center"
      py="3"
      borderTopWidth="1px"
      color={invalid ? 'fg.muted' : undefined}
      bg={invalid ? 'bg.muted' : undefined}
    >
      <Checkbox.Root
        colorPalette="red"
        checked={line.checked && !invalid}
        // Read-only, not disabled, while a write is out: a disabled box drops the keyboard's focus.
        disabled={invalid}
        readOnly={busy}
        onCheckedChange={(details) => onCheck(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          <VisuallyHidden>{t('cart.checkLine', { name })}</VisuallyHidden>
        </Checkbox.Label>
      </Checkbox.Root>
      <GoodsPicture src={goodsSku.thumbnail} alt={name} size={PICTURE_PX} dimmed={invalid} />
      <Stack gap="1" minW="0">
        <ShellLink
          to={`/goodsDetail?skuId=${encodeURIComponent(goodsSku.id)}&goodsId=${encodeURIComponent(goodsSku.goodsId)}`}
          color="inherit"
        >
          {name}
        </ShellLink>
        <HStack gap="2" wrap="wrap">
          {line.marketId !== null ? <Badge colorPalette="red">{t('cart.flashSale')}</Badge> : null}
          {line.separatePlanName !== null ? (
            <Badge colorPalette="orange">{t('cart.separatePlan', { plan: line.separatePlanName })}</Badge>
          ) : null}
          {invalid ? (
            <>
              <Badge>{t('cart.invalid')}</Badge>
              <Text fontSize="sm">{line.invalidReason}</Text>
            </>
          ) : null}
        </HStack>
      </Stack>
      <Text>{points(line.purchasePrice)}</Text>
      <Stack gap="1">
        <CartQuantityStepper
          key={line.num}
          name={name}
          num={line.num}
          stock={line.stock}
          disabled={invalid || busy}
          onChange={onNum}
        />
        {!invalid ? (
          <Text fontSize="xs" color="fg.muted">
            {t('cart.stock', { stock: line.stock })}
          </Text>
        ) : null}
      </Stack>
      <Text fontWeight="semibold" color={invalid ? undefined : 'brand.solid'}>
        {points(line.subTotal)}
      </Text>
      <Button
        size="xs"
        variant="ghost"
        aria-label={t('cart.removeItem', { name })}
        disabled={busy}
        onClick={onRemove}
      >
        {t('cart.remove')}
      </Button>
    </Grid>
  );
}
