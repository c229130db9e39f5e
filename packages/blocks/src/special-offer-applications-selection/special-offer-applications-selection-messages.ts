import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const specialOfferApplicationsSelectionMessages: MessageCatalogue = {
  'zh-CN': {
    'specialOfferApplicationsSelection.label': '特惠应用',
    'specialOfferApplicationsSelection.offer': '优惠',
  },
  'en-US': {
    'specialOfferApplicationsSelection.label': 'Special offers',
    'specialOfferApplicationsSelection.offer': 'Offer',
  },
};
