import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PlainFormProps {
  /** The form's accessible name; none for a form inside a named section. */
  label?: string;
  /** Called on submit; the browser's own checks and page load are off, the form checks its fields. */
  onSubmit: () => unknown;
  /** The space between the fields, a theme size. */
  gap: string;
  /** How wide the form grows, a theme size. */
  maxW?: string;
  /** The fields, then the submit button. */
  children: ReactNode;
}

/** A form on plain state (no react-hook-form): its fields stacked, submitted by its own check. */
export function PlainForm({ label, onSubmit, gap, maxW, children }: PlainFormProps) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap={gap} maxW={maxW}>
        {children}
      </Stack>
    </form>
  );
}
