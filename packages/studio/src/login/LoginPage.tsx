import { Alert, Box, Button, Field, Heading, HStack, Image, Input, Stack } from '@chakra-ui/react';
import { encryptPasswordWith } from '@mall/schemas';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StudioApiError } from '../api/studio-request.ts';
import { PASSWORD_CIPHER_KEY } from '../session/password-key.ts';
import { useStudioSession } from '../session/StudioSession.tsx';

/**
 * The operator's login: user name, password and the picture code, as the member login asks them
 * (the server applies the same lock). A refusal says why, in the operator's language.
 */
export function LoginPage() {
  const { t } = useTranslation('studio');
  const { api, signIn } = useStudioSession();
  const [picture, setPicture] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const newPicture = useCallback(() => {
    api.imageCode().then(
      (code) => setPicture(code.image),
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  }, [api]);
  useEffect(newPicture, [newPicture]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    if (!field('username') || !field('password') || !field('code')) {
      setError(t('login.missing'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { accessToken, operator } = await api.login({
        username: field('username'),
        password: await encryptPasswordWith(String(form.get('password') ?? ''), PASSWORD_CIPHER_KEY),
        code: field('code'),
      });
      signIn(accessToken, operator);
    } catch (failure) {
      setError(failure instanceof StudioApiError ? failure.message : String(failure));
      newPicture();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box maxW="sm" mx="auto" mt="16" p="8" borderWidth="1px" borderRadius="lg" bg="bg">
      <Heading as="h1" size="lg" mb="6">
        {t('login.title')}
      </Heading>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>{t('login.username')}</Field.Label>
            <Input name="username" autoComplete="username" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('login.password')}</Field.Label>
            <Input name="password" type="password" autoComplete="current-password" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('login.code')}</Field.Label>
            <HStack>
              <Input name="code" autoComplete="off" />
              {picture ? (
                <Image
                  src={picture}
                  alt={t('login.codePicture')}
                  width="120px"
                  height="40px"
                  htmlWidth={120}
                  htmlHeight={40}
                  cursor="pointer"
                  onClick={newPicture}
                  title={t('login.newCode')}
                />
              ) : null}
            </HStack>
          </Field.Root>
          {error ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Button type="submit" colorPalette="red" loading={busy}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
