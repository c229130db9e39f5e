import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IconZone1Options, IconZoneOptions } from '@mall/schemas';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import iconZone from '../../../../fixtures/blocks/iconZone/typical.json';
import iconZone1 from '../../../../fixtures/blocks/iconZone1/typical.json';
import { IconZone } from '../icon-zone/IconZone.tsx';
import { IconZone1 } from '../icon-zone-1/IconZone1.tsx';
import { renderBlock } from '../testing/render-block.tsx';

// Both icon zones open their entries through IconEntry; the typical fixture of each has the film
// tickets entry, which asks first.

const ICON_ZONES: [string, ReactElement][] = [
  ['IconZone', <IconZone blockKey="i" options={iconZone.options as IconZoneOptions} />],
  ['IconZone1', <IconZone1 blockKey="i" options={iconZone1.options as IconZone1Options} />],
];

describe.each(ICON_ZONES)('<%s /> entry with a dialog text', (_, zone) => {
  /** Renders the zone, clicks the film tickets and answers the prompt, which has opened nothing yet. */
  async function askAboutFilmTickets() {
    const user = userEvent.setup();
    const { services } = renderBlock(zone);
    await user.click(screen.getByRole('button', { name: '电影票' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveTextContent('电影票兑换后不可退换，请确认场次后再下单。');
    expect(services.calls.navigate).toEqual([]);
    return { user, dialog, navigate: services.calls.navigate };
  }

  it('asks first, then follows its link on OK', async () => {
    const { user, dialog, navigate } = await askAboutFilmTickets();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(navigate).toEqual([{ kind: 'internal', path: '/goodsList?categoryId=9' }]);
  });

  it('does not follow the link when the dialog is closed without OK', async () => {
    const { user, navigate } = await askAboutFilmTickets();
    await user.keyboard('{Escape}');
    expect(navigate).toEqual([]);
  });
});
