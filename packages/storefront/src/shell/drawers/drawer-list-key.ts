/**
 * The swr key a toolbar drawer keeps a member's list under (`useMemberList`): pages that change a
 * list (the cart page) replace the drawer's cached copy under the same key.
 */
export function drawerListKey(name: string, memberId: string): readonly [string, string, string] {
  return ['toolbar-drawer', name, memberId];
}
