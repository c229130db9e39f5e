import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefrontFrame } from '../test/StorefrontStoryFrame.tsx';
import { TermsDocument } from './TermsDocument.tsx';

const meta = {
  title: 'Storefront/Account access/TermsDocument',
  component: TermsDocument,
  decorators: [withStorefrontFrame],
  args: { document: 'service' },
  argTypes: {
    document: { control: 'select', options: ['service', 'privacy', 'userAgreement', 'friendlyTips'] },
  },
} satisfies Meta<typeof TermsDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServiceTerms: Story = { parameters: { storefront: { path: '/ServiceTerms' } } };
export const PrivacyPolicy: Story = {
  args: { document: 'privacy' },
  parameters: { storefront: { path: '/privacyPolicy' } },
};
export const UserAgreement: Story = {
  args: { document: 'userAgreement' },
  parameters: { storefront: { path: '/userAgreement' } },
};
export const FriendlyTips: Story = {
  args: { document: 'friendlyTips' },
  parameters: { storefront: { path: '/friendlyTips' } },
};
/** The English text (switch the toolbar's locale to see any page in English). */
export const InEnglish: Story = {
  globals: { locale: 'en-US' },
  parameters: { storefront: { path: '/ServiceTerms' } },
};
