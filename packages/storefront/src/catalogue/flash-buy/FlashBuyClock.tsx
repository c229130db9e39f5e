import { Text } from '@chakra-ui/react';
import { useCountdown } from '@mall/blocks';
import { useFlashBuyStrings } from './useFlashBuyStrings.ts';

export interface FlashBuyClockProps {
  /**
   * The moment counted down to (ISO text). The clock ticks by itself each second of the page clock,
   * re-rendering only itself, not the page around it.
   */
  to: string | null | undefined;
  /** What the time counts down to: the sale's start, or its end. Defaults to `end`. */
  until?: 'start' | 'end';
}

/** "距结束 1 天 02 时 30 分 05 秒", or "活动已结束" once the end is reached. */
export function FlashBuyClock({ to, until = 'end' }: FlashBuyClockProps) {
  const { t } = useFlashBuyStrings();
  const left = useCountdown(to);
  if (left.ended && until === 'end') return <Text>{t('flashBuy.ended')}</Text>;
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <Text>
      {until === 'start' ? t('flashBuy.startsIn') : t('flashBuy.endsIn')}{' '}
      <Text as="span" fontVariantNumeric="tabular-nums">
        {t('flashBuy.countdown', {
          days: left.days,
          hours: pad(left.hours),
          minutes: pad(left.minutes),
          seconds: pad(left.seconds),
        })}
      </Text>
    </Text>
  );
}
