import { Box, Button, Flex } from '@chakra-ui/react';
import { FailureAlert } from './FailureAlert.tsx';

export interface FormSubmitProps {
  /** The button's label. */
  label: string;
  /** Its label while sending; it keeps `label` without one. */
  loadingLabel?: string;
  /** The form is sending: the button spins and cannot be clicked. */
  loading: boolean;
  /** Why the server refused the last send, shown above the button; nothing while null. */
  failure?: string | null;
  /** The refusal as a line of red text rather than a boxed alert. Defaults to `false`. */
  plainFailure?: boolean;
  /** A way out after the submit button (Cancel, Back), closed while sending; none without it. */
  back?: { label: string; onClick: () => void };
  /** Defaults to the theme's (`md`). */
  size?: 'sm' | 'md';
  /** The button's least width, a theme size. */
  minW?: string;
}

/** The end of a form on plain state: the server's refusal of the last send, then the red submit button. */
export function FormSubmit({
  label,
  loadingLabel,
  loading,
  failure,
  plainFailure = false,
  back,
  size,
  minW,
}: FormSubmitProps) {
  const submit = (
    <Button
      type="submit"
      colorPalette="red"
      size={size}
      minW={minW}
      loading={loading}
      loadingText={loadingLabel}
    >
      {label}
    </Button>
  );
  return (
    <>
      <FailureAlert failure={failure} plain={plainFailure} />
      {back ? (
        <Flex gap="3">
          {submit}
          <Button variant="outline" onClick={back.onClick} disabled={loading}>
            {back.label}
          </Button>
        </Flex>
      ) : (
        <Box>{submit}</Box>
      )}
    </>
  );
}
