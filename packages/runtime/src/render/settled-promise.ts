// React's `use()` answers at once, without suspending, for a promise that carries `status:
// 'fulfilled'` and its `value`: the marks React itself writes on the promises it has seen. Writing
// them here lets a block whose code and validator have already arrived render in the same commit
// as the edit that changed it, instead of through its skeleton.

/** A promise with React's marks of how it settled. */
export type MarkedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/** Marks `promise` (once) with how it settles, as React would; answers the same promise. */
export function markSettling<T>(promise: Promise<T>): MarkedPromise<T> {
  const marked = promise as MarkedPromise<T>;
  if (marked.status !== undefined) return marked;
  marked.status = 'pending';
  marked.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return marked;
}

/** The value of a promise marked fulfilled, else `undefined`. */
export function fulfilledValue<T>(promise: Promise<T>): T | undefined {
  const marked = promise as MarkedPromise<T>;
  return marked.status === 'fulfilled' ? marked.value : undefined;
}

/** A promise already fulfilled with `value`, marked so that `use()` reads it without suspending. */
export function fulfilled<T>(value: T): MarkedPromise<T> {
  const promise = Promise.resolve(value) as MarkedPromise<T>;
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}
