import { Box, Heading } from '@chakra-ui/react';
import { PayPasswordPanel } from '../security/PayPasswordPanel.tsx';
import { useSecurityStrings } from '../security/useSecurityStrings.ts';
import { PageFrame } from '../shell/PageFrame.tsx';

/**
 * `/home/payPassword` (members): sets the first pay password, or changes it with the old one or an
 * SMS code to the member's mobile (the code alone when updatePayPwdWithCode is '1').
 */
export function PayPasswordRoute() {
  const { t } = useSecurityStrings();
  return (
    <PageFrame>
      <Box px="4" pb="8">
        <Heading as="h1" size="lg" mb="6">
          {t('security.payPassword.title')}
        </Heading>
        <PayPasswordPanel />
      </Box>
    </PageFrame>
  );
}
