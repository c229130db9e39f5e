import { Text } from '@chakra-ui/react';
import { useCountdown } from '@mall/blocks';
import { countdownFields, CountdownText } from '../../ui/CountdownText.tsx';
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
  return (
    <CountdownText
      lead={until === 'start' ? t('flashBuy.startsIn') : t('flashBuy.endsIn')}
      time={t('flashBuy.countdown', countdownFields(left))}
    />
  );
}
