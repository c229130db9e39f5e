import { Button, Dialog, Field, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StudioApiError } from '../api/studio-request.ts';
import type { PageType, Platform } from '../api/studio-types.ts';
import { useStudioSession } from '../session/StudioSession.tsx';
import { PAGE_TYPES, PLATFORMS } from './page-kinds.ts';

/** Props of {@link NewPageDialog}. */
export interface NewPageDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new page's id once the server made it. */
  onCreated: (id: string) => void;
}

/**
 * Makes a new, empty draft: its name, platform, page type and (for a platform operator) the
 * enterprise it is for; an enterprise operator's page is always its enterprise's.
 */
export function NewPageDialog({ open, onClose, onCreated }: NewPageDialogProps) {
  const { t } = useTranslation('studio');
  const { api, operator } = useStudioSession();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const platforms = PLATFORMS.filter((p) => operator?.platforms.includes(p));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    if (!name) {
      setError(t('newPage.nameMissing'));
      return;
    }
    const oneId = String(form.get('oneId') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      const { page } = await api.add({
        name,
        platform: String(form.get('platform')) as Platform,
        pageType: String(form.get('pageType')) as PageType,
        ...(oneId ? { oneId } : {}),
      });
      onCreated(page.id);
    } catch (failure) {
      setError(failure instanceof StudioApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('newPage.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required invalid={error !== null}>
                    <Field.Label>{t('newPage.name')}</Field.Label>
                    <Input name="name" maxLength={60} />
                    {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('page.platform')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field name="platform">
                        {platforms.map((p) => (
                          <option key={p} value={p}>
                            {t(`platform.${p}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('page.pageType')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field name="pageType">
                        {PAGE_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {t(`pageType.${type}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  {operator?.role === 'platform' ? (
                    <Field.Root>
                      <Field.Label>{t('page.enterprise')}</Field.Label>
                      <Input name="oneId" placeholder="ent-acme" />
                      <Field.HelperText>{t('newPage.enterpriseHelp')}</Field.HelperText>
                    </Field.Root>
                  ) : (
                    <Text color="fg.muted" fontSize="sm">
                      {t('newPage.ownEnterprise', { oneId: operator?.oneId ?? '' })}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('action.cancel')}
                </Button>
                <Button type="submit" colorPalette="red" loading={busy}>
                  {t('newPage.create')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
