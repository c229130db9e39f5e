import { Flex, Text } from '@chakra-ui/react';
import type { CountdownParts } from '@mall/blocks';
import { FlashBuyClock } from '../flash-buy/FlashBuyClock.tsx';
import { useFlashBuyStrings } from '../flash-buy/useFlashBuyStrings.ts';

export interface FlashBuyBannerProps {
  /** Time left until the sale's end (`useCountdown`, ticking every second). */
  left: CountdownParts;
}

/** The flash-buy variant's band over the price: the sale's title and the time left, or that it ended. */
export function FlashBuyBanner({ left }: FlashBuyBannerProps) {
  const { t } = useFlashBuyStrings();
  return (
    <Flex
      align="center"
      justify="space-between"
      px="4"
      py="2"
      bg={left.ended ? 'gray.500' : 'brand.solid'}
      color="white"
      borderTopRadius="md"
    >
      <Text fontWeight="bold">{t('flashBuy.title')}</Text>
      <FlashBuyClock left={left} />
    </Flex>
  );
}
