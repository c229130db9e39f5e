// What the server's thread and the page-render worker say to each other (page-render.ts).

/** An API answer, as plain data a worker message can carry. */
export interface WireResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A page rendered by the storefront's server entry (packages/storefront/src/entry-server.tsx). */
export interface RenderedPage {
  html: string;
  head: string;
  data: string;
}

export type ToRenderer =
  | { kind: 'render'; id: number; url: string; cookie: string | undefined }
  /** Its waiter gave up: the render stops and answers null. */
  | { kind: 'cancel'; id: number }
  | { kind: 'fetched'; id: number; response: WireResponse };

export type FromRenderer =
  /** Sent once at start: the thread's id in the kernel (Linux), null elsewhere. */
  | { kind: 'thread'; tid: number | null }
  | { kind: 'rendered'; id: number; page: RenderedPage | null }
  | {
      kind: 'fetch';
      id: number;
      url: string;
      method: string;
      headers: Record<string, string>;
      body: string | undefined;
    };
