/**
 * A gate a server-rendered block's hydration waits behind: open once the block's markup is seen (any
 * of it in the viewport) or touched (a press, a click, a focus inside it). React's `use` reads its
 * `status`, so a gate opened during an input event lets React hydrate the block within that event.
 */
export type SeenGate =
  | (Promise<void> & { status: 'pending' })
  | (Promise<void> & { status: 'fulfilled'; value: undefined });

/** The events that open the gate of the block they happen in, before React's own listeners see them (a hover too: a pointer over a tab opens it). */
const TOUCHING_EVENTS = [
  'pointerdown',
  'mousedown',
  'touchstart',
  'pointerover',
  'mouseover',
  'focusin',
  'click',
] as const;

/** What a skeleton or a loading indicator carries (`BlockSkeleton`, the blocks' own loading states). */
const BUSY = '[aria-busy="true"]';

const gates = new Map<string, { gate: SeenGate; open: () => void }>();
let listening = false;

/** Opens the gate of the block an input event happens in: capture on the window runs before React's root. */
function openTouched(event: Event): void {
  const target = event.target as Element | null;
  const block = typeof target?.closest === 'function' ? target.closest('[data-block-key]') : null;
  const key = block?.getAttribute('data-block-key');
  if (key !== null && key !== undefined) gates.get(key)?.open();
}

function listenForTouches(): void {
  if (listening) return;
  listening = true;
  for (const type of TOUCHING_EVENTS) window.addEventListener(type, openTouched, { capture: true });
}

/** `"` and `\` escaped, for a key inside a double-quoted attribute selector. */
const quoted = (key: string) => key.replace(/["\\]/g, '\\$&');

/**
 * The gate of the block the server rendered with `blockKey` (its `data-block-key` markup), made on
 * first asking; `null` when there is no such markup or no IntersectionObserver to see it with: then
 * nothing waits.
 */
export function seenGate(blockKey: string): SeenGate | null {
  const known = gates.get(blockKey);
  if (known) return known.gate;
  if (typeof IntersectionObserver === 'undefined') return null;
  const markup = document.querySelector(`[data-block-key="${quoted(blockKey)}"]`);
  // A block the server could only draw as loading (data only the browser asks for, as a plan's goods
  // after its availability) hydrates at once, to ask for it: by the time the reader scrolls there, it
  // is drawn, as before.
  if (!markup || markup.querySelector(BUSY)) return null;

  let resolve = () => {};
  const gate: SeenGate = Object.assign(new Promise<void>((done) => (resolve = done)), {
    status: 'pending',
  } as const);
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) open();
  });
  function open() {
    if (gate.status === 'fulfilled') return;
    Object.assign(gate, { status: 'fulfilled', value: undefined });
    observer.disconnect();
    resolve();
  }
  observer.observe(markup);
  gates.set(blockKey, { gate, open });
  listenForTouches();
  return gate;
}

/** Forgets every gate (tests: each hydrates a page of its own). */
export function forgetSeenGates(): void {
  for (const { open } of gates.values()) open();
  gates.clear();
}
