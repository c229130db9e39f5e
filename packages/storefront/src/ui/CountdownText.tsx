import { Text } from '@chakra-ui/react';

/** The parts of a countdown, as `countdownParts` of `@mall/blocks` gives them. */
export interface CountdownLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The catalogue's countdown values: whole days, then two-digit hours, minutes and seconds ("1 天 02 时 30 分 05 秒"). */
export function countdownFields(left: CountdownLeft) {
  return { days: left.days, hours: pad(left.hours), minutes: pad(left.minutes), seconds: pad(left.seconds) };
}

export interface CountdownTextProps {
  /** What is counted down to: "距结束". */
  lead: string;
  /** The time left, as the catalogue words it (`countdownFields`). */
  time: string;
  /** The line stands out (a sale's own clock): a medium line, a bold time, announced as a timer. Defaults to `false`. */
  prominent?: boolean;
}

/** "距结束 1 天 02 时 30 分 05 秒": the time in even-width digits, so the line does not jitter as it ticks. */
export function CountdownText({ lead, time, prominent = false }: CountdownTextProps) {
  return (
    <Text {...(prominent ? { fontWeight: 'medium', role: 'timer' } : {})}>
      {lead}{' '}
      <Text as="span" fontVariantNumeric="tabular-nums" fontWeight={prominent ? 'bold' : undefined}>
        {time}
      </Text>
    </Text>
  );
}
