import { Stat } from '@chakra-ui/react';

export interface PointFigureProps {
  label: string;
  /** The figure, worded with its unit (`5,000 积分`). */
  value: string;
  /** What the figure counts, under it. */
  hint?: string;
}

/** One figure of a points overview: its label, the amount and what it counts. */
export function PointFigure({ label, value, hint }: PointFigureProps) {
  return (
    <Stat.Root borderWidth="1px" borderRadius="md" p="4">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
      {/* Stat.Root is a `dl`: the hint is a second `dd` of the label, not a bare span inside it. */}
      {hint ? (
        <Stat.HelpText asChild>
          <dd>{hint}</dd>
        </Stat.HelpText>
      ) : null}
    </Stat.Root>
  );
}
