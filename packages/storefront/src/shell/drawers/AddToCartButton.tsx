import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface AddToCartButtonProps {
  /** The goods name, which the button's accessible name includes. */
  name: string;
  /** The add is on its way. */
  adding: boolean;
  onAdd: () => void;
}

/** A drawer row's "add to cart" button (see `useAddToCart`). */
export function AddToCartButton({ name, adding, onAdd }: AddToCartButtonProps) {
  const { t } = useTranslation('storefront');
  return (
    <Button
      size="2xs"
      variant="outline"
      colorPalette="brand"
      aria-label={t('drawer.addToCartItem', { name })}
      loading={adding}
      onClick={onAdd}
    >
      {t('drawer.addToCart')}
    </Button>
  );
}
