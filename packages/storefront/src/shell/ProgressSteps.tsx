import { Box, Flex, Text } from '@chakra-ui/react';
import { formatDateTime } from './format-date-time.ts';

/** One step of a progress line: reached once it has a time. */
export interface ProgressStep {
  key: string;
  label: string;
  time: string | null;
  /** A step that ends the line the other way (a cancellation): drawn grey, not in the brand colour. */
  stopped?: boolean;
}

export interface ProgressStepsProps {
  /** What the list is, for screen readers ("order progress"). */
  label: string;
  steps: readonly ProgressStep[];
}

/**
 * A line of steps (an order's, a benefit order's): reached ones with their time, the latest marked
 * current (`aria-current="step"`).
 */
export function ProgressSteps({ label, steps }: ProgressStepsProps) {
  const current = steps.findLastIndex((step) => step.time !== null);
  return (
    <Flex as="ol" aria-label={label} listStyleType="none" m="0" p="0" gap="2">
      {steps.map((step, index) => {
        const reached = index <= current;
        return (
          <Box
            as="li"
            key={step.key}
            flex="1"
            aria-current={index === current ? 'step' : undefined}
            borderTopWidth="3px"
            borderColor={reached ? (step.stopped ? 'gray.solid' : 'brand.solid') : 'border.muted'}
            pt="2"
          >
            <Text fontWeight={index === current ? 'bold' : 'medium'} color={reached ? 'fg' : 'fg.muted'}>
              {step.label}
            </Text>
            {step.time ? (
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(step.time)}
              </Text>
            ) : null}
          </Box>
        );
      })}
    </Flex>
  );
}
