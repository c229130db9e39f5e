import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const specialDiscountMessages: MessageCatalogue = {
  'zh-CN': {
    'specialDiscount.label': '特价专区',
    'specialDiscount.endsIn': '距结束',
    // How `specialDiscount.tag` counts: 'tenths' of the price paid (7.5折) or percentage 'off' (25% off).
    'specialDiscount.tagScale': 'tenths',
    'specialDiscount.tag': '{{value}}折',
    'specialDiscount.save': '立省 {{amount}}',
  },
  'en-US': {
    'specialDiscount.label': 'Special discounts',
    'specialDiscount.endsIn': 'Ends in',
    'specialDiscount.tagScale': 'off',
    'specialDiscount.tag': '{{value}}% off',
    'specialDiscount.save': 'Save {{amount}}',
  },
};
