import { Flex, Text } from '@chakra-ui/react';
import { useCountdownEnded } from '@mall/blocks';
import { FlashBuyClock } from '../flash-buy/FlashBuyClock.tsx';
import { useFlashBuyStrings } from '../flash-buy/useFlashBuyStrings.ts';

export interface FlashBuyBannerProps {
  /** The sale's end (ISO text). */
  end: string | null | undefined;
}

/** The flash-buy variant's band over the price: the sale's title and the time left, or that it ended. */
export function FlashBuyBanner({ end }: FlashBuyBannerProps) {
  const { t } = useFlashBuyStrings();
  const ended = useCountdownEnded(end);
  return (
    <Flex
      align="center"
      justify="space-between"
      px="4"
      py="2"
      bg={ended ? 'gray.500' : 'brand.solid'}
      color="white"
      borderTopRadius="md"
    >
      <Text fontWeight="bold">{t('flashBuy.title')}</Text>
      <FlashBuyClock to={end} />
    </Flex>
  );
}
