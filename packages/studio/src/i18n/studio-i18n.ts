import { createI18n, runtimeMessages, type Locale } from '@mall/runtime';
import { blockMessages } from '@mall/blocks';
import { blockTypeMessages, fieldLabelMessages } from '../block-labels/index.ts';
import { studioMessages } from './studio-messages.ts';

/** The studio's i18n: its own words, the block type names, and the runtime's and blocks' (the preview). */
export function createStudioI18n(locale: Locale) {
  return createI18n(locale, {
    studio: studioMessages,
    blockTypes: blockTypeMessages,
    fieldLabels: fieldLabelMessages,
    runtime: runtimeMessages,
    blocks: blockMessages,
  });
}
