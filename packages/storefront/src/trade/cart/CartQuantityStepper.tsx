import { Button, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useCartStrings } from './useCartStrings.ts';

/** Most units one cart line may hold (the server's limit). */
export const CART_LINE_MAX = 999;

export interface CartQuantityStepperProps {
  /** The goods' name, for the controls' accessible names. */
  name: string;
  num: number;
  /** Units in stock: with `CART_LINE_MAX`, the most the line may hold. */
  stock: number;
  disabled: boolean;
  /** Called with a new quantity within 1..min(stock, 999) that differs from `num`. */
  onChange: (num: number) => void;
}

/**
 * Fewer, the quantity, more. The buttons change it at once; a typed quantity is sent when the field
 * is left or Enter is pressed, clamped to what the line may hold. Give it a `key` of the quantity,
 * so a new answer from the server replaces what was typed; a refused one is undone when the write ends.
 */
export function CartQuantityStepper({ name, num, stock, disabled, onChange }: CartQuantityStepperProps) {
  const { t } = useCartStrings();
  const [draft, setDraft] = useState(String(num));
  // When a write ends (the controls come back) a refused quantity gives way to the line's own.
  const [wasDisabled, setWasDisabled] = useState(disabled);
  if (wasDisabled !== disabled) {
    setWasDisabled(disabled);
    if (!disabled) setDraft(String(num));
  }
  const max = Math.max(1, Math.min(stock, CART_LINE_MAX));

  const commit = () => {
    const typed = Math.floor(Number(draft));
    if (!Number.isFinite(typed)) return setDraft(String(num));
    const next = Math.min(Math.max(1, typed), max);
    setDraft(String(next));
    if (next !== num) onChange(next);
  };

  return (
    <HStack gap="0">
      <Button
        size="xs"
        variant="outline"
        borderEndRadius="0"
        aria-label={t('cart.decrease', { name })}
        disabled={disabled || num <= 1}
        onClick={() => onChange(num - 1)}
      >
        −
      </Button>
      <Input
        size="xs"
        w="3.5rem"
        borderRadius="0"
        textAlign="center"
        inputMode="numeric"
        aria-label={t('cart.quantity', { name })}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 3))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <Button
        size="xs"
        variant="outline"
        borderStartRadius="0"
        aria-label={t('cart.increase', { name })}
        disabled={disabled || num >= max}
        onClick={() => onChange(num + 1)}
      >
        +
      </Button>
    </HStack>
  );
}
