/**
 * The folder of a block type under packages/blocks/src: the type in kebab case, digits as their own
 * word (`hotShow` -> `hot-show`, `carousel1` -> `carousel-1`, `customCateNavTwo` -> `custom-cate-nav-two`).
 * The registry test holds every block to it, and the bundle check finds each block's chunk by it.
 */
export function blockFolder(type: string): string {
  return type
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/([A-Za-z])(\d)/g, '$1-$2')
    .toLowerCase();
}
