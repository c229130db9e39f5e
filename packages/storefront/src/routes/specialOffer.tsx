import { PageByIdRoute } from './page-by-id.tsx';

/** `/specialOffer?id=`: a special-offer page by id, else the platform's SPECIALOFFER page. */
export function SpecialOfferRoute() {
  return <PageByIdRoute pageType="SPECIALOFFER" />;
}
