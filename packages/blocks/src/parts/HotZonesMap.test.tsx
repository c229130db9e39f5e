import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockProps } from '@mall/runtime';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { HotZonesShow } from '../hot-zones-show/HotZonesShow.tsx';
import { SpecialHotZonesShow } from '../special-hot-zones-show/SpecialHotZonesShow.tsx';
import { renderBlock } from '../testing/render-block.tsx';
import type { MappedHotZone } from './HotZonesMap.tsx';

// The home page's and the special page's hot zones lay their zones through HotZonesMap: the days
// counter and the 'prompt' of a planCaseUseTo=2 zone (spec 01 sections 4 and 5) are checked here for both.

/** A hot-zone block, as a function that renders it with one picture and the zones given. */
type RenderZones = (zones: MappedHotZone[]) => ReturnType<typeof renderBlock>;

function hotZonesCase<Options extends { img: string; list: MappedHotZone[] }>(
  Block: ComponentType<BlockProps<Options>>,
): [string, RenderZones] {
  const render: RenderZones = (zones) =>
    renderBlock(<Block blockKey="z" options={{ img: '/img/a.svg', list: zones } as Options} />);
  return [Block.name, render];
}

const zone = (url: string, extra: Partial<MappedHotZone> = {}): MappedHotZone => ({
  x: 10,
  y: 10,
  width: 30,
  height: 30,
  url,
  ...extra,
});

/** The local calendar date `daysFromToday` days away, as a link's `date` (YYYY-MM-DD). */
function isoDate(daysFromToday: number): string {
  const day = new Date();
  day.setDate(day.getDate() + daysFromToday);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

describe.each([hotZonesCase(HotZonesShow), hotZonesCase(SpecialHotZonesShow)])(
  '<%s /> days counter',
  (_, renderZones) => {
    const countdown = (days: number) =>
      zone(`/special?countdown=1&date=${isoDate(days)}`, { title: '距离开幕' });

    it('shows the days left as three digits on a countdown zone', () => {
      renderZones([countdown(12)]);
      expect(screen.getByRole('link', { name: '距离开幕' })).toHaveAttribute(
        'href',
        expect.stringContaining('countdown=1'),
      );
      expect(screen.getByRole('img', { name: '剩余 12 天' })).toHaveTextContent('012');
    });

    it('hides the counter once the date has passed', () => {
      renderZones([countdown(-1)]);
      expect(screen.getByRole('link', { name: '距离开幕' })).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: /^剩余/ })).not.toBeInTheDocument();
    });

    it('shows 000 when the date is 1000 days or more away', () => {
      renderZones([countdown(1200)]);
      expect(screen.getByRole('img', { name: '剩余 0 天' })).toHaveTextContent('000');
    });

    it('shows no counter on a zone whose link has no countdown', () => {
      renderZones([zone(`/special?date=${isoDate(12)}`)]);
      expect(screen.queryByRole('img', { name: /^剩余/ })).not.toBeInTheDocument();
    });
  },
);

describe.each([hotZonesCase(HotZonesShow), hotZonesCase(SpecialHotZonesShow)])(
  '<%s /> planCaseUseTo=2 confirmation',
  (_, renderZones) => {
    const familyUrl = '/home/multipleChoice?planCaseId=pc-2027&planCaseUseTo=2&familyInfo=1';
    const plainUrl = '/yearOptionSelection?planCaseId=pc-1&planCaseUseTo=2';
    const prompt = '确认后不可更改，是否继续？';
    const yearChoice = (url: string, content?: string) =>
      zone(url, { title: '年度选择', ...(content === undefined ? {} : { content }) });

    /** Renders a zone that asks first, clicks it, and answers the prompt, which has opened nothing yet. */
    async function openPrompt(url: string) {
      const user = userEvent.setup();
      const view = renderZones([yearChoice(url, prompt)]);
      const area = screen.getByRole('button', { name: '年度选择' });
      expect(area).toHaveAttribute('aria-haspopup', 'dialog');
      await user.click(area);
      const dialog = await screen.findByRole('alertdialog', { name: '提示' });
      expect(dialog).toHaveTextContent(prompt);
      expect(view.services.calls.navigate).toEqual([]);
      return { ...view, user, dialog };
    }

    it('goes to /familyInfo on OK when the link has familyInfo=1', async () => {
      const { user, dialog, services } = await openPrompt(familyUrl);
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(services.calls.navigate).toEqual([{ kind: 'internal', path: '/familyInfo' }]);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    });

    it('follows the link on Cancel when the link has familyInfo=1', async () => {
      const { user, dialog, services } = await openPrompt(familyUrl);
      await user.click(within(dialog).getByRole('button', { name: '取消' }));
      expect(services.calls.navigate).toEqual([{ kind: 'internal', path: familyUrl }]);
    });

    it('follows the link on OK without familyInfo', async () => {
      const { user, dialog, services } = await openPrompt(plainUrl);
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(services.calls.navigate).toEqual([{ kind: 'internal', path: plainUrl }]);
    });

    it('only closes on Cancel without familyInfo', async () => {
      const { user, dialog, services } = await openPrompt(plainUrl);
      await user.click(within(dialog).getByRole('button', { name: '取消' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(services.calls.navigate).toEqual([]);
    });

    it.each([
      ['a planCaseUseTo=2 zone without a text', plainUrl, undefined],
      ['a planCaseUseTo=2 zone with a blank text', plainUrl, '   '],
      ['a zone with a text but without planCaseUseTo=2', '/goodsList?planId=plan-spring', prompt],
    ])('opens %s directly', async (_, url, content) => {
      const user = userEvent.setup();
      const { services } = renderZones([yearChoice(url, content)]);
      await user.click(screen.getByRole('link', { name: '年度选择' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(services.calls.navigate).toEqual([{ kind: 'internal', path: url }]);
    });
  },
);
