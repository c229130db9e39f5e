import type { PlanRef } from '../availability/plan-ref.ts';

/** What a link value from page data means (spec 01 section 4, spec 03 section 4, spec 02 section 2). */
export type LinkResolution =
  /** A storefront path, e.g. `/goodsList?categoryId=1,2,3`. */
  | { kind: 'internal'; path: string }
  /** An http(s) URL elsewhere. */
  | { kind: 'external'; href: string }
  /** PC-HSH / PC-DZPT: switch platform and reload the root. */
  | { kind: 'platform'; platform: 'HSHSC' | 'DZPT' }
  /** A partner's mall; the host asks the server for the jump address. */
  | { kind: 'partner'; code: string; publicityBusModel: string; businessType?: string }
  /** An empty jump address: 'you have no access permission'. */
  | { kind: 'denied'; messageKey: 'noAccessPermission' }
  /** Something to tell the user instead of navigating (YYB is mobile-only). */
  | { kind: 'message'; messageKey: 'mobileOnly' }
  /** A script, data or other non-web scheme: never followed. */
  | { kind: 'refused' };

/** How the current page is shown. */
export interface LinkContext {
  /** `pageType=custom` mode: internal paths keep `pageType=custom`. */
  customPage: boolean;
}

/** Partner codes with a fixed business model (spec 02 section 2, theme selection). */
const PARTNER_MODELS: Readonly<Record<string, string>> = {
  CDF: 'dutyFree',
  MT: 'meituan',
  MTDD: 'meiTuanDD',
  WPH: 'WPH',
  JL: 'JL',
  TJPT: 'TJPT',
};

const KUDUI = /^KuDui(?:_(.+))?$/;
const DFFL = /^DFFL(?:_?(.+))?$/;
const BENEFIT_PAGE = /^\/?(benefitYear|benefitQuarter)(?=$|[?#])/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Characters a browser skips or treats as nothing when reading a URL's scheme: controls, spaces
// and zero-width marks (control characters are checked by code, not in a regex).
const INVISIBLE_MARKS = /[\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]/g;

function isControlOrSpace(char: string): boolean {
  const code = char.charCodeAt(0);
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
}

function withoutInvisible(text: string): string {
  let visible = '';
  for (const char of text.replace(INVISIBLE_MARKS, '')) if (!isControlOrSpace(char)) visible += char;
  return visible;
}

/** Drops what a browser ignores around a URL: leading controls and spaces, trailing spaces. */
function trimLink(text: string): string {
  let start = 0;
  while (start < text.length && isControlOrSpace(text.charAt(start))) start += 1;
  return text.slice(start).trim();
}
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  nbsp: ' ',
};
// A scheme is short; looking further than this only costs time on hostile input.
const SCHEME_WINDOW = 1024;

/** Undoes the encodings people use to hide a scheme (`&#106;avascript:`, `%6Aavascript:`, `java\tscript:`). */
function revealScheme(value: string): string {
  let text = value.slice(0, SCHEME_WINDOW);
  for (let round = 0; round < 4; round += 1) {
    const before = text;
    const decoded = text
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => codePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_, dec: string) => codePoint(parseInt(dec, 10)))
      .replace(/&([a-z]+);/gi, (entity, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? entity)
      .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    text = withoutInvisible(decoded);
    if (text === before) break;
  }
  return text;
}

function codePoint(value: number): string {
  return Number.isFinite(value) && value >= 0 && value <= 0x10ffff ? String.fromCodePoint(value) : '';
}

/** Adds `pageType=custom` to a path, keeping its query and hash and never adding it twice. */
export function withCustomPageType(path: string): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = (queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '')
    .split('&')
    .filter((param) => param !== '' && !param.startsWith('pageType='));
  params.push('pageType=custom');
  return `${pathname}?${params.join('&')}${hash}`;
}

function internal(path: string, context: LinkContext): LinkResolution {
  return { kind: 'internal', path: context.customPage ? withCustomPageType(path) : path };
}

function external(href: string): LinkResolution {
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? { kind: 'external', href: url.href }
      : { kind: 'refused' };
  } catch {
    return { kind: 'refused' };
  }
}

/**
 * Resolves a link value from page data: a special code, a benefit page, an external URL or an
 * internal path. Pure. Empty means 'you have no access permission'; `javascript:`, `data:`,
 * `vbscript:` and every other non-http(s) scheme are refused, however they are disguised.
 */
export function resolveLink(value: string | undefined, context: LinkContext): LinkResolution {
  // The URL parser drops tabs and newlines anywhere, so we read the value the way a browser would.
  const cleaned = typeof value === 'string' ? trimLink(value.replace(/[\t\n\r]/g, '')) : '';
  if (cleaned === '') return { kind: 'denied', messageKey: 'noAccessPermission' };

  const revealed = revealScheme(cleaned);
  const scheme = SCHEME.exec(revealed)?.[1]?.toLowerCase();
  if (scheme !== undefined)
    return scheme === 'http' || scheme === 'https' ? external(cleaned) : { kind: 'refused' };

  if (cleaned === 'PC-HSH') return { kind: 'platform', platform: 'HSHSC' };
  if (cleaned === 'PC-DZPT') return { kind: 'platform', platform: 'DZPT' };
  if (cleaned === 'YYB') return { kind: 'message', messageKey: 'mobileOnly' };
  if (cleaned === 'FAMILYINFO') return internal('/familyInfo', context);
  const model = Object.hasOwn(PARTNER_MODELS, cleaned) ? PARTNER_MODELS[cleaned] : undefined;
  if (model) return { kind: 'partner', code: cleaned, publicityBusModel: model };
  const kuDui = KUDUI.exec(cleaned);
  if (kuDui) return partner(cleaned, 'KuDui', kuDui[1]);
  const dffl = DFFL.exec(cleaned);
  if (dffl) return partner(cleaned, 'DFFL', dffl[1]);

  const benefit = BENEFIT_PAGE.exec(cleaned);
  if (benefit) return internal(`/${cleaned.replace(/^\//, '')}`, context);
  // `//host` and `/\host` leave the site in a browser: treat them as the https URL they are.
  if (/^[/\\][/\\]/.test(cleaned)) return external(`https://${cleaned.replace(/^[/\\]+/, '')}`);
  if (cleaned.startsWith('/')) return internal(cleaned, context);
  // A bare relative path (`goodsList?categoryId=1`) is read from the site root, as the router would.
  return internal(`/${cleaned}`, context);
}

function partner(code: string, publicityBusModel: string, businessType: string | undefined): LinkResolution {
  return businessType
    ? { kind: 'partner', code, publicityBusModel, businessType }
    : { kind: 'partner', code, publicityBusModel };
}

/** The planId / marketId in an internal link's query, or `undefined` when it has neither. */
export function linkPlanRefs(value: string | undefined): PlanRef | undefined {
  const resolution = resolveLink(value, { customPage: false });
  if (resolution.kind !== 'internal') return undefined;
  const queryAt = resolution.path.indexOf('?');
  if (queryAt < 0) return undefined;
  const hashAt = resolution.path.indexOf('#', queryAt);
  const params = new URLSearchParams(resolution.path.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt));
  const planId = params.get('planId') || undefined;
  const marketId = params.get('marketId') || undefined;
  if (!planId && !marketId) return undefined;
  return { ...(planId ? { planId } : {}), ...(marketId ? { marketId } : {}) };
}
