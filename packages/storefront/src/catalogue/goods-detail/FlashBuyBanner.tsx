import { Flex, Text } from '@chakra-ui/react';
import type { CountdownParts } from '@mall/blocks';
import { useGoodsDetailStrings } from './useGoodsDetailStrings.ts';

export interface FlashBuyBannerProps {
  /** Time left until the sale's end (`useCountdown`, ticking every second). */
  left: CountdownParts;
}

/** The flash-buy variant's band over the price: the sale's title and the time left, or that it ended. */
export function FlashBuyBanner({ left }: FlashBuyBannerProps) {
  const { t } = useGoodsDetailStrings();
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <Flex
      role="status"
      aria-live="off"
      align="center"
      justify="space-between"
      px="4"
      py="2"
      bg={left.ended ? 'gray.500' : 'brand.solid'}
      color="white"
      borderTopRadius="md"
    >
      <Text fontWeight="bold">{t('detail.flash.title')}</Text>
      {left.ended ? (
        <Text>{t('detail.flash.ended')}</Text>
      ) : (
        <Text>
          {t('detail.flash.endsIn')}{' '}
          <Text as="span" fontVariantNumeric="tabular-nums">
            {t('detail.flash.countdown', {
              days: left.days,
              hours: pad(left.hours),
              minutes: pad(left.minutes),
              seconds: pad(left.seconds),
            })}
          </Text>
        </Text>
      )}
    </Flex>
  );
}
