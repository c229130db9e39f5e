import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { Region } from '@mall/schemas';
import { fn } from 'storybook/test';
import { SWRConfig, unstable_serialize } from 'swr';
import { homeAddress } from '../test/home-address.ts';
import { withStorefrontFrame } from '../test/StorefrontStoryFrame.tsx';
import { AddressForm } from './AddressForm.tsx';

const region = (id: string, parentId: string, name: string, level: number): Region => ({
  id,
  parentId,
  name,
  level,
});

/** A few regions, as the region lists answer them: Zhejiang down to districts, Shanghai's city without. */
const REGIONS: Record<string, Region[]> = {
  '0': [region('33', '0', '浙江省', 0), region('31', '0', '上海市', 0)],
  '33': [region('3301', '33', '杭州市', 1), region('3302', '33', '宁波市', 1)],
  '3301': [region('330106', '3301', '西湖区', 2), region('330108', '3301', '滨江区', 2)],
  '3302': [region('330203', '3302', '海曙区', 2)],
  '31': [region('3101', '31', '上海市', 1)],
  '3101': [],
};

// The region selects read these instead of asking a server the stories do not have. Saving still
// asks one, so it shows the form's own message of a failed save.
const withRegions: Decorator = (Story) => (
  <SWRConfig
    value={{
      fallback: Object.fromEntries(
        Object.entries(REGIONS).map(([parentId, list]) => [unstable_serialize(['regions', parentId]), list]),
      ),
    }}
  >
    <Story />
  </SWRConfig>
);

/** The schema's example address, the member's default. */
const HOME = homeAddress({ id: 'addr-acme-zhang-home' });

const meta = {
  title: 'Storefront/Address book/AddressForm',
  component: AddressForm,
  decorators: [withRegions, withStorefrontFrame],
  args: { onSaved: fn(), onCancel: fn() },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new address (/home/addAddress, or the checkout's dialog): empty fields, Cancel and Save. */
export const NewAddress: Story = {};

/** The default address being edited: filled in, its "default" ticked and fixed. */
export const EditingTheDefault: Story = { args: { initial: HOME } };

/** Another address, in a city without districts, with a landline and no alias. */
export const EditingAnother: Story = {
  args: {
    initial: {
      ...HOME,
      id: 'addr-acme-zhang-office',
      regionIds: ['31', '3101'],
      regionNames: '上海市 上海市',
      detail: '南京西路 1 号 20 楼',
      postalCode: '200040',
      landline: '021-66668888',
      remark: null,
      alias: null,
      isDefault: false,
    },
  },
};

/** Embedded where there is no way back but the dialog's own close: no Cancel. */
export const WithoutCancel: Story = { args: { onCancel: undefined } };
