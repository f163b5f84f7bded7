/**
 * Runs jobs one at a time per key and in arrival order; jobs of different keys run independently.
 * A failing job rejects its own caller only and the next job still runs.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, job: () => T | Promise<T>): Promise<T> {
    // A stored tail never rejects, so the job runs whatever the one before it did.
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(job);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    // The map forgets a key once its last job is done, so finished markets leave nothing behind.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Resolves once every job queued so far, of every key, has finished. */
  async idle(): Promise<void> {
    while (this.tails.size > 0) {
      await Promise.all([...this.tails.values()]);
    }
  }
}
