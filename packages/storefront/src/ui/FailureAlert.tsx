import { Alert, Text } from '@chakra-ui/react';

export interface FailureAlertProps {
  /** Why the last send was refused; nothing shows while it is null or empty. */
  failure: string | null | undefined;
  /** A line of red text rather than a boxed alert, for a small form. Defaults to `false`. */
  plain?: boolean;
}

/**
 * A form's refusal from the server, above its buttons, announced as it appears (role alert), so a
 * screen reader hears why nothing was saved.
 */
export function FailureAlert({ failure, plain = false }: FailureAlertProps) {
  if (!failure) return null;
  if (plain)
    return (
      <Text role="alert" color="fg.error" fontSize="sm">
        {failure}
      </Text>
    );
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{failure}</Alert.Title>
    </Alert.Root>
  );
}
