import { Box, HStack, Text } from '@chakra-ui/react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { useCountdown } from './useCountdown.ts';
import { useOffScreen } from './useOffScreen.ts';

/** Props of {@link Countdown}. */
export interface CountdownProps {
  /**
   * The end moment (ISO text, epoch ms or a Date). The countdown ticks by itself, so each second
   * re-renders these digits and not the block around them (which can ask `useCountdownEnded`).
   */
  end: string | number | Date | null | undefined;
  /** Shown at zero. Defaults to the catalogue's 'activity ended'. */
  endText?: string;
  /** Label before the digits. Defaults to none. */
  label?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function Digits({ value }: { value: string }) {
  return (
    <Box
      as="span"
      bg="gray.800"
      color="white"
      borderRadius="sm"
      px="1.5"
      minW="7"
      textAlign="center"
      fontWeight="semibold"
      fontVariantNumeric="tabular-nums"
    >
      {value}
    </Box>
  );
}

/**
 * Days, hours, minutes and seconds left until `end`; the end text at zero. Off screen the digits
 * wait: a long page's blocks far above or below would otherwise change the page every second, and
 * each change costs the browser a frame (issue 28).
 */
export function Countdown({ end, endText, label }: CountdownProps) {
  const { t } = useBlockTranslation();
  const [offScreen, watchScreen] = useOffScreen();
  const left = useCountdown(end, { paused: offScreen });

  if (left.ended) {
    return (
      <Text role="status" color="fg.muted" fontWeight="medium">
        {endText || t('countdown.ended')}
      </Text>
    );
  }
  // role=timer is not announced live, so the label can change every second without chatter.
  return (
    <HStack
      ref={watchScreen}
      role="timer"
      aria-label={t('countdown.remaining', {
        days: left.days,
        hours: left.hours,
        minutes: left.minutes,
        seconds: left.seconds,
      })}
      gap="1"
      fontSize="sm"
      aria-live="off"
    >
      {label ? (
        <Text as="span" me="1" aria-hidden="true">
          {label}
        </Text>
      ) : null}
      <Digits value={pad(left.days)} />
      <span aria-hidden="true">{t('countdown.days')}</span>
      <Digits value={pad(left.hours)} />
      <span aria-hidden="true">{t('countdown.hours')}</span>
      <Digits value={pad(left.minutes)} />
      <span aria-hidden="true">{t('countdown.minutes')}</span>
      <Digits value={pad(left.seconds)} />
      <span aria-hidden="true">{t('countdown.seconds')}</span>
    </HStack>
  );
}
