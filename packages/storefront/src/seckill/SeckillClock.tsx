import { Text } from '@chakra-ui/react';
import { countdownParts } from '@mall/blocks';
import type { SeckillSession, SeckillSessionState } from '@mall/schemas';
import { countdownFields, CountdownText } from '../ui/CountdownText.tsx';
import { useSeckillStrings } from './useSeckillStrings.ts';

export interface SeckillClockProps {
  session: Pick<SeckillSession, 'startTime' | 'endTime'>;
  /** The session's state at `now`. */
  state: SeckillSessionState;
  /** The page's ticking clock (epoch ms). */
  now: number;
}

/** "距本场结束 0 天 02 时 30 分 05 秒", "距本场开始 …", or that the session has ended. */
export function SeckillClock({ session, state, now }: SeckillClockProps) {
  const { t } = useSeckillStrings();
  if (state === 'ended') return <Text fontWeight="medium">{t('seckill.sessionEnded')}</Text>;
  const target = Date.parse(state === 'upcoming' ? session.startTime : session.endTime);
  return (
    <CountdownText
      lead={state === 'upcoming' ? t('seckill.startsIn') : t('seckill.endsIn')}
      time={t('seckill.countdown', countdownFields(countdownParts(target - now)))}
      prominent
    />
  );
}
