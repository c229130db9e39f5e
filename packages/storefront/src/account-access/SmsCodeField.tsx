import { HStack, Input } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { useAccountAccessStrings } from './useAccountAccessStrings.ts';
import { FormField } from './FormField.tsx';
import { SmsCodeButton } from './SmsCodeButton.tsx';

export interface SmsCodeFieldProps {
  /** The field's label. Defaults to "短信验证码". */
  label?: string;
  /** Props of the text input, usually react-hook-form's `register('smsCode', ...)`. */
  inputProps: ComponentProps<typeof Input>;
  /** Sends a code; resolves `true` when it went out. */
  onSend: () => Promise<boolean>;
  error?: string;
  /** A hint under the input (where the code goes). */
  helper?: string;
  /** The send button is not clickable. Defaults to `false`. */
  sendDisabled?: boolean;
}

/** The SMS code: a text input with the send button and its 60 s countdown beside it. */
export function SmsCodeField({ label, inputProps, onSend, error, helper, sendDisabled }: SmsCodeFieldProps) {
  const { t } = useAccountAccessStrings();
  return (
    <FormField label={label ?? t('forgot.smsCode')} error={error} helper={helper}>
      <HStack w="full">
        <Input autoComplete="one-time-code" inputMode="numeric" maxLength={10} {...inputProps} />
        <SmsCodeButton onSend={onSend} disabled={sendDisabled} />
      </HStack>
    </FormField>
  );
}
