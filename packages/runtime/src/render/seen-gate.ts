import type { StartsWhen } from '../registry/block-definition.ts';
import { NEAR_VIEWPORT_MARGIN_PX } from './NearViewport.tsx';

/**
 * A gate the hydration of some server markup waits behind (a block, a goods tile): open once that
 * markup is touched (a press, a click, a hover or a focus inside it) or, unless it starts only when
 * touched, seen (any of it in the viewport). React's `use` reads its `status`, so a gate opened during
 * an input event lets React hydrate what waited within that event, and the event reaches it.
 */
export type SeenGate =
  | (Promise<void> & { status: 'pending' })
  | (Promise<void> & { status: 'fulfilled'; value: undefined });

/** The events that open the gate of the markup they happen in, before React's own listeners see them. */
const TOUCHING_EVENTS = [
  'pointerdown',
  'mousedown',
  'touchstart',
  // A hover too: pointing at a category tab opens it.
  'pointerover',
  'mouseover',
  'focusin',
  'click',
] as const;

/** What a skeleton or a loading indicator carries (`BlockSkeleton`, the blocks' own loading states). */
const BUSY = '[aria-busy="true"]';

/** The gates by the selector of their markup. */
const gates = new Map<string, SeenGate>();
/** How to open each gate, and whether the task it was made in is over. */
const entries = new WeakMap<SeenGate, { open: () => void; firstTaskOver: () => boolean }>();
/** How to open a gate from its markup, for a touch inside it. */
const openers = new WeakMap<Element, () => void>();
let listening = false;

/** Opens the gates of the markup an input event happens in: capture on the window runs before React's root. */
function openTouched(event: Event): void {
  for (let node = event.target as Node | null; node; node = node.parentNode) {
    if (node instanceof Element) openers.get(node)?.();
  }
}

function listenForTouches(): void {
  if (listening) return;
  listening = true;
  for (const type of TOUCHING_EVENTS) window.addEventListener(type, openTouched, { capture: true });
}

/**
 * The gate of the server markup `selector` finds, made on first asking; `null` when there is no such
 * markup, or no IntersectionObserver to see it with: then nothing waits. Markup the server could only
 * draw as loading (data whose call failed there, which the browser asks again) opens as it comes near
 * (`NEAR_VIEWPORT_MARGIN_PX`), as the blocks after the first screen render, whatever `starts` says:
 * its data, asked for with the page, is drawn by the time the reader is there.
 */
export function seenGate(selector: string, starts: StartsWhen = 'seen'): SeenGate | null {
  const known = gates.get(selector);
  if (known) return known;
  if (typeof IntersectionObserver === 'undefined') return null;
  const markup = document.querySelector(selector);
  if (!markup) return null;
  const busy = markup.querySelector(BUSY) !== null;

  let resolve = () => {};
  const gate: SeenGate = Object.assign(new Promise<void>((done) => (resolve = done)), {
    status: 'pending',
  } as const);
  // Markup that starts only when touched is not watched for being seen.
  const observer =
    starts === 'seen' || busy
      ? new IntersectionObserver(
          (seen) => {
            if (seen.some((entry) => entry.isIntersecting)) open();
          },
          busy ? { rootMargin: `${NEAR_VIEWPORT_MARGIN_PX}px 0px` } : undefined,
        )
      : null;
  function open() {
    if (gate.status === 'fulfilled') return;
    Object.assign(gate, { status: 'fulfilled', value: undefined });
    observer?.disconnect();
    openers.delete(markup!);
    resolve();
  }
  observer?.observe(markup);
  // The first render that asks may be replayed within its task (React's strict mode, a render
  // restarted at once); only an asking in a later task is another render.
  let firstTaskOver = false;
  setTimeout(() => (firstTaskOver = true), 0);
  gates.set(selector, gate);
  entries.set(gate, { open, firstTaskOver: () => firstTaskOver });
  openers.set(markup, open);
  listenForTouches();
  return gate;
}

/**
 * Opens `gate` when what waits behind it renders again after the task it first waited in: React
 * renders what waits again only when something needs it hydrated, an update reaching it (a
 * navigation that keeps the page, a new language), which React would hold until then, or an input
 * in it.
 */
export function openIfRenderedAgain(gate: SeenGate): void {
  const entry = entries.get(gate);
  if (entry?.firstTaskOver()) entry.open();
}

/** Every element `whenSeen` waits for, with what to call when it is seen. */
const watched = new Map<Element, Set<() => void>>();
let seeing: IntersectionObserver | undefined;

/**
 * Calls `onSeen` once, when any of `element` is first in the viewport (at once where there is no
 * IntersectionObserver); returns how to stop waiting. One observer serves every element.
 */
export function whenSeen(element: Element, onSeen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onSeen();
    return () => {};
  }
  seeing ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const calls = watched.get(entry.target);
      watched.delete(entry.target);
      seeing?.unobserve(entry.target);
      calls?.forEach((call) => call());
    }
  });
  const calls = watched.get(element) ?? new Set();
  if (calls.size === 0) seeing.observe(element);
  calls.add(onSeen);
  watched.set(element, calls);
  return () => {
    calls.delete(onSeen);
    if (calls.size > 0 || watched.get(element) !== calls) return;
    watched.delete(element);
    seeing?.unobserve(element);
  };
}

/** `value` in double quotes for an attribute selector, its `"` and `\` escaped. */
export function quotedAttribute(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/** Opens and forgets every gate (tests: each hydrates a page of its own). */
export function forgetSeenGates(): void {
  for (const gate of gates.values()) entries.get(gate)?.open();
  gates.clear();
  seeing?.disconnect();
  seeing = undefined;
  watched.clear();
}
