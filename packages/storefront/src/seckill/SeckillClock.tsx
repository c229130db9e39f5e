import { Text } from '@chakra-ui/react';
import { countdownParts } from '@mall/blocks';
import type { SeckillSession, SeckillSessionState } from '@mall/schemas';
import { useSeckillStrings } from './useSeckillStrings.ts';

export interface SeckillClockProps {
  session: Pick<SeckillSession, 'startTime' | 'endTime'>;
  /** The session's state at `now`. */
  state: SeckillSessionState;
  /** The page's ticking clock (epoch ms). */
  now: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "距本场结束 0 天 02 时 30 分 05 秒", "距本场开始 …", or that the session has ended. */
export function SeckillClock({ session, state, now }: SeckillClockProps) {
  const { t } = useSeckillStrings();
  if (state === 'ended') return <Text fontWeight="medium">{t('seckill.sessionEnded')}</Text>;
  const target = Date.parse(state === 'upcoming' ? session.startTime : session.endTime);
  const left = countdownParts(target - now);
  return (
    <Text fontWeight="medium" role="timer">
      {state === 'upcoming' ? t('seckill.startsIn') : t('seckill.endsIn')}{' '}
      <Text as="span" fontVariantNumeric="tabular-nums" fontWeight="bold">
        {t('seckill.countdown', {
          days: left.days,
          hours: pad(left.hours),
          minutes: pad(left.minutes),
          seconds: pad(left.seconds),
        })}
      </Text>
    </Text>
  );
}
