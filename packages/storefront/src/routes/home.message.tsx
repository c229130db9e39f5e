import { MemberMessagesPage } from '../member-messages/MemberMessagesPage.tsx';

/** `/home/message`: messages and suggestions for the service, and the member's station messages. */
export function MessageRoute() {
  return <MemberMessagesPage />;
}
