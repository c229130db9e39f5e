// Where things live in the repository, resolved from this file so the server runs from any cwd.
import { fileURLToPath } from 'node:url';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** Root of the repository (the folder holding `fixtures/` and `packages/`). */
export const REPO_ROOT = fromHere('../../../');

/** The fixture corpus: `seed/*.json`, `pages/*.json`, `images/**`. */
export const FIXTURES_DIR = fromHere('../../../fixtures/');

/** Pictures served under `/img/`. */
export const IMAGES_DIR = fromHere('../../../fixtures/images/');

/** The storefront build served with an SPA fallback (absent until `npm run build`). */
export const STOREFRONT_DIST_DIR = fromHere('../../storefront/dist/');

/** The page studio's build (`npm run build -w @mall/studio`), served under /studio/. */
export const STUDIO_DIST_DIR = fromHere('../../studio/dist/');

/** The storefront's server build, which renders pages before the browser does (absent until `npm run build`). */
export const STOREFRONT_SERVER_ENTRY = fromHere('../../storefront/dist-server/entry-server.js');

/** Default PGlite data directory when `DATA_DIR` is not set. */
export const DEFAULT_DATA_DIR = fromHere('../../../.data/pglite');

/** Settings the browser also sees (`passwordCipherKey`). */
export const CLIENT_CONFIG_PATH = fromHere('../../../config/client.json');
