import { Button, type ButtonProps } from '@chakra-ui/react';

/**
 * A button that reads as a link in a line of text (user strip entries, the language switch, the
 * footer's licence entries): no padding or height of its own, the surrounding colour and weight.
 */
export function TextButton(props: ButtonProps) {
  return <Button variant="plain" size="xs" h="auto" px="0" color="inherit" fontWeight="normal" {...props} />;
}
