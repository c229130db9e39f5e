import { PageFrame } from '../shell/PageFrame.tsx';
import { ShopEntryPage } from '../shop-entry/ShopEntryPage.tsx';

/**
 * `/shopEntry` (the header's "商家入驻", opened in a new tab): a member applies to open a store on the
 * mall in three steps, then sees the review's state. Behind the login gate. The `id` of the
 * header's link (`?id=1`) names no choice here: there is one application per member.
 */
export function ShopEntryRoute() {
  return (
    <PageFrame>
      <ShopEntryPage />
    </PageFrame>
  );
}
