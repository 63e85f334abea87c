/**
 * `promise.finally(done)` in one promise turn fewer (finally passes the value through a promise of
 * its own): for the client's per-exchange bookkeeping, where each turn is paid on every request.
 */
export function afterSettled<T>(promise: Promise<T>, done: () => void): Promise<T> {
  return promise.then(
    (value) => {
      done();
      return value;
    },
    (error: unknown) => {
      done();
      throw error;
    },
  );
}
