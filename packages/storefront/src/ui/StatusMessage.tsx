import { Button, EmptyState, Spinner, VStack } from '@chakra-ui/react';

export interface StatusMessageProps {
  /** What the user reads. */
  title: string;
  /** A second line. */
  description?: string;
  /** Shows a spinner instead of an illustration-free empty state. */
  loading?: boolean;
  /** A button under the text (retry, back home). */
  action?: { label: string; onClick: () => void };
}

/** A centred one-line state of a page: loading, empty, failed, maintenance, not found. */
export function StatusMessage({ title, description, loading, action }: StatusMessageProps) {
  return (
    <EmptyState.Root size="lg" role={loading ? 'status' : undefined}>
      <EmptyState.Content>
        {loading ? <Spinner size="lg" aria-hidden="true" /> : null}
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description ? <EmptyState.Description>{description}</EmptyState.Description> : null}
        </VStack>
        {action ? (
          <Button variant="outline" onClick={action.onClick}>
            {action.label}
          </Button>
        ) : null}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
