import { Navigate } from 'react-router';

/** `/home`: the member centre opens on the member's point accounts (`/home/myAccount`). */
export function HomeIndexRoute() {
  return <Navigate replace to="/home/myAccount" />;
}
