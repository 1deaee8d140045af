// Plain JavaScript: the build's precompression (astro.config.mjs) imports it without a TypeScript step.

/**
 * Runs `work` on every item of `items`, at most `concurrency` at once, each taken in order as a
 * worker comes free; rejects with the first failure.
 * @template T
 * @param {readonly T[]} items
 * @param {number} concurrency
 * @param {(item: T) => Promise<void>} work
 * @returns {Promise<void>}
 */
export async function pool(items, concurrency, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(/** @type {T} */ (items[next++]));
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}
