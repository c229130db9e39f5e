import { Box, HStack, Text } from '@chakra-ui/react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import type { CountdownParts } from './useCountdown.ts';

/** Props of {@link Countdown}. */
export interface CountdownProps {
  /** Time left, from {@link useCountdown} (the caller owns the ticking, so it can react to the end too). */
  left: CountdownParts;
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

/** Days, hours, minutes and seconds left (pass `useCountdown(end)`); the end text at zero. */
export function Countdown({ left, endText, label }: CountdownProps) {
  const { t } = useBlockTranslation();

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
