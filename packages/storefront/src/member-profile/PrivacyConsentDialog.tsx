import { Button, Checkbox, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../ui/DialogFrame.tsx';
import { toaster } from '../ui/toaster.ts';
import { postPrivacyConsent } from '../api/member-profile.ts';
import { useMemberProfileStrings } from './useMemberProfileStrings.ts';

/** How long the warning naming a missing consent stays up. */
const WARNING_TOAST_MS = 5_000;

export interface PrivacyConsentDialogProps {
  /** Called once the server has recorded the consent. */
  onAccepted: () => void;
}

/**
 * The privacy popup of the one enterprise that has it (spec 03 sections 4 to 6): both boxes must be
 * ticked, a missing one is named in a warning, and the cancel button is disabled, so the member
 * cannot use the mall without agreeing. Shown until the server has the consent, so once per member.
 */
export function PrivacyConsentDialog({ onAccepted }: PrivacyConsentDialogProps) {
  const { t } = useMemberProfileStrings();
  const [privacyPolicy, setPrivacyPolicy] = useState(false);
  const [userAgreement, setUserAgreement] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function accept() {
    const missing =
      !privacyPolicy && !userAgreement
        ? t('privacy.missingBoth')
        : !privacyPolicy
          ? t('privacy.missingPolicy')
          : !userAgreement
            ? t('privacy.missingAgreement')
            : null;
    setWarning(missing);
    if (missing) {
      toaster.create({ type: 'warning', description: missing, duration: WARNING_TOAST_MS });
      return;
    }
    setSending(true);
    try {
      const outcome = await postPrivacyConsent({ privacyPolicy, userAgreement });
      if (!outcome.ok) {
        setWarning(outcome.message);
        return;
      }
      onAccepted();
    } catch {
      // The request layer has shown why.
    } finally {
      setSending(false);
    }
  }

  const box = (checked: boolean, onChange: (checked: boolean) => void, label: string) => (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      colorPalette="red"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
    </Checkbox.Root>
  );

  return (
    <DialogFrame
      role="alertdialog"
      title={t('privacy.title')}
      footer={
        <>
          {/* Spec 03 section 4: the cancel button is disabled. */}
          <Button variant="outline" disabled>
            {t('privacy.cancel')}
          </Button>
          <Button colorPalette="red" loading={sending} onClick={() => void accept()}>
            {t('privacy.accept')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>{t('privacy.intro')}</Text>
        {box(privacyPolicy, setPrivacyPolicy, t('privacy.agreePolicy'))}
        {/* Outside the labels, so following a link never ticks a box; the gate is not shown on the agreement pages. */}
        <Link href="/privacyPolicy" target="_blank" rel="noopener" fontSize="sm" color="blue.600">
          {t('privacy.readPolicy')}
        </Link>
        {box(userAgreement, setUserAgreement, t('privacy.agreeAgreement'))}
        <Link href="/userAgreement" target="_blank" rel="noopener" fontSize="sm" color="blue.600">
          {t('privacy.readAgreement')}
        </Link>
        {warning ? (
          <Text role="alert" color="red.600" fontSize="sm">
            {warning}
          </Text>
        ) : null}
      </Stack>
    </DialogFrame>
  );
}
