import { FamilyInfoPage } from '../benefits/FamilyInfoPage.tsx';

/** `/familyInfo` (members): the family members named in family plan cases. */
export function FamilyInfoRoute() {
  return <FamilyInfoPage />;
}
