import { Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useAccountAccessStrings } from './useAccountAccessStrings.ts';
import { AccountForm } from './AccountForm.tsx';
import { FormField } from './FormField.tsx';
import { ImageCodeField } from './ImageCodeField.tsx';
import { SubmitRow } from './SubmitRow.tsx';
import { useImageCode } from './useImageCode.ts';
import { loginWithPassword, type LoginResult } from '../session/login.ts';

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
  const { t } = useAccountAccessStrings();
  const imageCode = useImageCode();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function refreshCode() {
    setCode('');
    imageCode.refresh();
  }

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
    <AccountForm onSubmit={submit} maxW="360px">
      <FormField label={t('auth.username')}>
        <Input
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </FormField>
      <FormField label={t('auth.password')}>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <ImageCodeField
        image={imageCode.image}
        onRefresh={refreshCode}
        inputProps={{ name: 'code', value: code, onChange: (e) => setCode(e.target.value) }}
        label={t('auth.code')}
        refreshLabel={t('auth.refreshCode')}
        imageAlt={t('auth.codeImageAlt')}
      />
      <SubmitRow
        label={t('auth.submit')}
        loadingLabel={t('auth.submitting')}
        loading={busy}
        failure={error}
      />
    </AccountForm>
  );
}
