import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeAtom, otherLocale } from '../state/locale.ts';
import { forgetCachedBranding } from './site-branding.ts';

export interface LanguageSwitchProps {
  /** Reloads the page after the locale is stored. Defaults to `window.location.reload()`. */
  reloadPage?: () => void;
}

const reloadWindow = () => window.location.reload();

/**
 * The language switch of English-enabled pages (spec 01 section 4): asks 'Are you sure you want to
 * switch language?', then stores the other locale (zh-CN <-> en-US), forgets the cached site name
 * and reloads the page.
 */
export function LanguageSwitch({ reloadPage = reloadWindow }: LanguageSwitchProps) {
  const { t } = useTranslation('storefront');
  const [locale, setLocale] = useAtom(localeAtom);
  const [open, setOpen] = useState(false);
  const confirm = () => {
    setOpen(false);
    setLocale(otherLocale(locale));
    // The cached site name is in the old language.
    forgetCachedBranding();
    reloadPage();
  };
  return (
    <>
      <Button
        variant="plain"
        size="xs"
        h="auto"
        px="0"
        color="inherit"
        fontWeight="normal"
        aria-label={`${t('language.switchLabel')}: ${t(locale === 'en-US' ? 'language.switchToChinese' : 'language.switchToEnglish')}`}
        onClick={() => setOpen(true)}
      >
        {t(locale === 'en-US' ? 'language.switchToChinese' : 'language.switchToEnglish')}
      </Button>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        role="alertdialog"
        placement="center"
        size="sm"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('language.confirmTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{t('language.confirmText')}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setOpen(false)}>
                  {t('language.cancel')}
                </Button>
                <Button colorPalette="brand" onClick={confirm}>
                  {t('language.ok')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('footer.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
