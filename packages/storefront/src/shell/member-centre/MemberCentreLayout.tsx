import { createContext, useContext } from 'react';
import { Outlet } from 'react-router';

// The member centre is one layout route (router.tsx, `home`) over its pages. Each page still renders
// its own PageFrame (header, footer, toolbars), so the layout does not draw the menu itself: it tells
// the frame that this page is the member centre's, and the frame puts the menu beside its content
// (MemberCentreRow). This file stays this small: the route table imports it, not as a chunk.

const InMemberCentreContext = createContext(false);

/** Whether the page is rendered under the member centre's layout route. Defaults to `false`. */
export function useInMemberCentre(): boolean {
  return useContext(InMemberCentreContext);
}

/** The member centre's layout route: its pages, each told it is one of the member centre's. */
export function MemberCentreLayout() {
  return (
    <InMemberCentreContext.Provider value>
      <Outlet />
    </InMemberCentreContext.Provider>
  );
}
