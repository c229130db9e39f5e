import { Box, Heading, Text } from '@chakra-ui/react';
import { LoginPasswordForm } from '../security/LoginPasswordForm.tsx';
import { useSecurityStrings } from '../security/useSecurityStrings.ts';
import { PageFrame } from '../shell/PageFrame.tsx';

/**
 * `/home/loginPassword` (members): the login-password change of spec 03 section 5. The member
 * stays logged in here; their other logins end.
 */
export function LoginPasswordRoute() {
  const { t } = useSecurityStrings();
  return (
    <PageFrame>
      <Box px="4" pb="8">
        <Heading as="h1" size="lg" mb="2">
          {t('security.loginPassword.title')}
        </Heading>
        <Text color="fg.muted" mb="6">
          {t('security.loginPassword.intro')}
        </Text>
        <LoginPasswordForm />
      </Box>
    </PageFrame>
  );
}
