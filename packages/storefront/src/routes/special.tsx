import { PageByIdRoute } from './page-by-id.tsx';

/** `/special?id=`: a special-zone page by id, else the platform's SPECIAL page. */
export function SpecialRoute() {
  return <PageByIdRoute pageType="SPECIAL" />;
}
