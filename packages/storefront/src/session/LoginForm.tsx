import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchImageCode } from '../api/passport.ts';
import { loginWithPassword, type LoginResult } from './login.ts';

const CODE_IMAGE_WIDTH = 120;
const CODE_IMAGE_HEIGHT = 40;

export interface LoginFormProps {
  /** The enterprise of the login page, sent with the login when known. */
  oneId?: string | null;
  /** Called once the member is logged in and loaded. */
  onLoggedIn: (result: Extract<LoginResult, { ok: true }>) => void;
}

/**
 * User name, password and picture code (click the picture for a new one). A wrong password or
 * code shows the server's message under the form and fetches a new code.
 */
export function LoginForm({ oneId, onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation('storefront');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refreshCode = useCallback(() => {
    setCode('');
    fetchImageCode().then(
      (answer) => setImage(answer.image),
      () => setImage(null),
    );
  }, []);

  useEffect(refreshCode, [refreshCode]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = !username.trim()
      ? 'auth.username'
      : !password
        ? 'auth.password'
        : !code.trim()
          ? 'auth.code'
          : null;
    if (missing) {
      setError(t('auth.required', { field: t(missing) }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await loginWithPassword({ username, password, code, oneId });
      if (result.ok) {
        onLoggedIn(result);
        return;
      }
      setError(result.message || t('auth.failed'));
      refreshCode();
    } catch {
      // The request layer has shown what went wrong; a new code is needed either way.
      refreshCode();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box w="full" maxW="360px">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>{t('auth.username')}</Field.Label>
            <Input
              name="username"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('auth.password')}</Field.Label>
            <Input
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('auth.code')}</Field.Label>
            <HStack>
              <Input name="code" autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} />
              <button
                type="button"
                onClick={refreshCode}
                aria-label={t('auth.refreshCode')}
                style={{ padding: 0, border: 0, background: 'none', cursor: 'pointer', flexShrink: 0 }}
              >
                {image ? (
                  <img
                    src={image}
                    alt={t('auth.codeImageAlt')}
                    width={CODE_IMAGE_WIDTH}
                    height={CODE_IMAGE_HEIGHT}
                  />
                ) : (
                  <Box w={`${CODE_IMAGE_WIDTH}px`} h={`${CODE_IMAGE_HEIGHT}px`} bg="bg.muted" />
                )}
              </button>
            </HStack>
          </Field.Root>
          {error ? (
            <Text role="alert" color="fg.error">
              {error}
            </Text>
          ) : null}
          <Button type="submit" colorPalette="red" loading={busy} loadingText={t('auth.submitting')}>
            {t('auth.submit')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
