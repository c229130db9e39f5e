import type { BlockProps } from '@mall/runtime';
import type { SpecialHotZonesShowOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { HotZonesMap } from '../parts/HotZonesMap.tsx';
import { specialHotZonesShowMessages } from './special-hot-zones-show-messages.ts';

/**
 * Hot zones of a special page: a picture scaled to the page column with rectangular links laid over
 * it in percent of the picture. Each area is a named link (an untitled one by its number); an area
 * without a link is left out. A zone whose link contains `countdown` shows the days counter, and a
 * `planCaseUseTo=2` zone with a text asks first ('prompt'), as the home page's hot zones do.
 */
export function SpecialHotZonesShow({ name, options }: BlockProps<SpecialHotZonesShowOptions>) {
  const { t } = useBlockTranslation(specialHotZonesShowMessages);
  const label = name?.trim() || t('specialHotZonesShow.label');

  return (
    <BlockFrame label={label}>
      <HotZonesMap
        options={options}
        label={label}
        zoneName={(zone, i) =>
          zone.title?.trim() || t('specialHotZonesShow.zone', { name: label, index: i + 1 })
        }
      />
    </BlockFrame>
  );
}
