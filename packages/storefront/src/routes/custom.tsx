import { PageByIdRoute } from './page-by-id.tsx';

/** `/custom?id=`: a custom page by id, else the platform's CUSTOM page. */
export function CustomRoute() {
  return <PageByIdRoute pageType="CUSTOM" />;
}
