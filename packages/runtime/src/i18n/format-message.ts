import type { Locale } from '../services/types.ts';
import { runtimeMessages, type RuntimeMessageKey } from './runtime-messages.ts';

/**
 * Formats a runtime message without i18next (the validator runs in plain Node), filling
 * `{{name}}` placeholders the way i18next does.
 */
export function formatMessage(
  locale: Locale,
  key: RuntimeMessageKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const template = runtimeMessages[locale][key] ?? runtimeMessages['en-US'][key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
