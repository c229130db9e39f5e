import { MOBILE_PATTERN, type SmsCodeRequest, type SmsFunction } from '@mall/schemas';
import { useFormContext } from 'react-hook-form';
import { useAccountAccessStrings } from './useAccountAccessStrings.ts';
import { ImageCodeField } from './ImageCodeField.tsx';
import { sendSmsCodeFromForm } from './send-sms-code.ts';
import { SmsCodeField } from './SmsCodeField.tsx';
import { useImageCode } from './useImageCode.ts';

/** The fields of a form verified by an SMS code; `mobile` where the code goes to a typed mobile. */
export interface SmsVerificationValues {
  imageCode: string;
  smsCode: string;
  mobile?: string;
}

export interface SmsVerificationFieldsProps {
  /** What the code is for; the server keeps codes of different purposes apart. */
  purpose: SmsFunction;
  /**
   * The member whose bound mobile gets the code. Left out, the code goes to the form's `mobile`
   * field (a MobileField), which must be filled in correctly first.
   */
  username?: string;
  /** The send button is not clickable. Defaults to `false`. */
  sendDisabled?: boolean;
}

/**
 * The picture code and the SMS code with its send button (60 s countdown). Sending needs the
 * picture code (and a correct mobile where the code goes to one): a missing one is said at its
 * input and nothing is sent. Goes inside a react-hook-form `FormProvider` whose fields include
 * `imageCode` and `smsCode`; the form itself goes by the SMS code, which is required.
 */
export function SmsVerificationFields({ purpose, username, sendDisabled }: SmsVerificationFieldsProps) {
  const { t } = useAccountAccessStrings();
  const imageCode = useImageCode();
  const {
    register,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useFormContext<SmsVerificationValues>();

  /** Where the code goes, or null when the form's mobile is missing or wrong (said at its input). */
  function recipient(): Pick<SmsCodeRequest, 'username' | 'phonenumber'> | null {
    if (username !== undefined) return { username };
    const mobile = (getValues('mobile') ?? '').trim();
    clearErrors('mobile');
    if (!mobile) setError('mobile', { message: t('forgot.mobileEmpty') });
    else if (!MOBILE_PATTERN.test(mobile)) setError('mobile', { message: t('forgot.mobileInvalid') });
    else return { phonenumber: mobile };
    return null;
  }

  async function send(): Promise<boolean> {
    // Spec 03 section 5: the phone and the picture code come before a send.
    const to = recipient();
    const typed = getValues('imageCode').trim();
    clearErrors('imageCode');
    if (!typed) setError('imageCode', { message: t('forgot.imageCodeRequired') });
    if (!to || !typed) return false;
    return sendSmsCodeFromForm(
      { ...to, function: purpose, code: typed },
      {
        refresh: imageCode.refresh,
        clear: () => setValue('imageCode', ''),
        showError: (message) => setError('imageCode', { message }),
      },
      t('forgot.smsSent'),
    );
  }

  return (
    <>
      <ImageCodeField
        image={imageCode.image}
        onRefresh={imageCode.refresh}
        // Only the send needs it, so it carries no rule of its own.
        inputProps={register('imageCode')}
        error={errors.imageCode?.message}
      />
      <SmsCodeField
        inputProps={register('smsCode', { required: t('forgot.smsCodeRequired') })}
        onSend={send}
        error={errors.smsCode?.message}
        sendDisabled={sendDisabled}
      />
    </>
  );
}
