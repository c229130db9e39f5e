import { Badge, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { DisposableCard } from '@mall/schemas';
import { useAccountAccessStrings } from './useAccountAccessStrings.ts';
import { RadioCardItem } from '../ui/RadioCardItem.tsx';

export interface DisposableCardChooserProps {
  /** The cards of the phone, usable or not. */
  cards: DisposableCard[];
  /** The chosen card number; null for none. */
  value: string | null;
  onChange: (cardNo: string) => void;
  /** Why the choice is refused (none chosen). */
  error?: string;
}

/** `yyyy-MM-dd` of an ISO time, as the card list shows expiry dates. */
const day = (iso: string) => iso.slice(0, 10);

/**
 * The disposable cards of a phone as radio choices: name, number, points left and expiry; a used,
 * frozen or expired card is shown with its state and cannot be chosen. Arrow keys move between the
 * usable ones.
 */
export function DisposableCardChooser({ cards, value, onChange, error }: DisposableCardChooserProps) {
  const { t } = useAccountAccessStrings();
  if (cards.length === 0) return <Text color="fg.muted">{t('ycxk.noCards')}</Text>;
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => {
        if (details.value) onChange(details.value);
      }}
      aria-invalid={error ? true : undefined}
      colorPalette="red"
    >
      <RadioGroup.Label fontWeight="medium" mb="2" display="block">
        {t('ycxk.chooseCard')}
      </RadioGroup.Label>
      <Stack gap="2">
        {cards.map((card) => {
          const usable = card.status === 'ACTIVE';
          return (
            <RadioCardItem key={card.cardNo} value={card.cardNo} disabled={!usable}>
              <HStack justify="space-between" gap="2">
                <Text as="span" fontWeight="medium">
                  {card.cardName}
                </Text>
                {usable ? null : <Badge colorPalette="gray">{t(`ycxk.status.${card.status}`)}</Badge>}
              </HStack>
              <Text as="span" display="block" fontSize="sm" color="fg.muted">
                {card.enterpriseName} · {t('ycxk.cardNo', { cardNo: card.cardNo })}
              </Text>
              <Text as="span" display="block" fontSize="sm" color="fg.muted">
                {t('ycxk.point', { point: card.point })} ·{' '}
                {card.validUntil ? t('ycxk.validUntil', { date: day(card.validUntil) }) : t('ycxk.noExpiry')}
              </Text>
            </RadioCardItem>
          );
        })}
      </Stack>
      {error ? (
        <Text role="alert" color="fg.error" fontSize="sm" mt="2">
          {error}
        </Text>
      ) : null}
    </RadioGroup.Root>
  );
}
