import { useAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeAtom, otherLocale } from '../state/locale.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { forgetCachedBranding } from './site-branding.ts';
import { TextButton } from './TextButton.tsx';

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
  const target = otherLocale(locale);
  const confirm = () => {
    setOpen(false);
    setLocale(target);
    // The cached site name is in the old language.
    forgetCachedBranding();
    reloadPage();
  };
  return (
    <>
      <TextButton
        aria-label={`${t('language.switchLabel')}: ${t(locale === 'en-US' ? 'language.switchToChinese' : 'language.switchToEnglish')}`}
        onClick={() => setOpen(true)}
      >
        {/* The way to a language is named in it ("中文" in an English interface), and marked so. */}
        <span lang={target}>
          {t(target === 'zh-CN' ? 'language.switchToChinese' : 'language.switchToEnglish')}
        </span>
      </TextButton>
      <ConfirmDialog
        open={open}
        onDismiss={() => setOpen(false)}
        title={t('language.confirmTitle')}
        confirmLabel={t('language.ok')}
        onConfirm={confirm}
        cancelLabel={t('language.cancel')}
        closeLabel={t('footer.close')}
        size="sm"
      >
        {t('language.confirmText')}
      </ConfirmDialog>
    </>
  );
}
