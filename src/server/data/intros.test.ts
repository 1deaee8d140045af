// The editors' intros: filled where the product promises them, and written for each place or dish.
import { describe, expect, it } from 'vitest';
import { loadDataFile } from './dataFiles.ts';

const cities = loadDataFile('cities');
const cuisines = loadDataFile('cuisines');

/** The intro with the entry's own name taken out, so that a template with the name swapped would collide. */
const skeleton = (intro: string, name: string) => intro.replaceAll(name, '{name}').toLowerCase();
const words = (text: string) => new Set(text.match(/[a-z{}]+/g) ?? []);
/** Share of words two texts have in common (Jaccard): 1 for the same template, low for texts written apart. */
function overlap(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  const common = [...x].filter((w) => y.has(w)).length;
  return common / (x.size + y.size - common);
}

describe('city and cuisine intros', () => {
  it('are written for the 30 largest cities and for every cuisine', () => {
    const largest = [...cities].sort((a, b) => (b.population ?? 0) - (a.population ?? 0)).slice(0, 30);
    expect(largest.filter((c) => !c.intro).map((c) => c.slug)).toEqual([]);
    expect(cuisines.filter((c) => !c.intro).map((c) => c.slug)).toEqual([]);
  });

  it('are not one template with the name swapped', () => {
    for (const entries of [cities, cuisines]) {
      const written = entries.filter((e) => e.intro);
      expect(new Set(written.map((e) => skeleton(e.intro ?? '', e.name))).size).toBe(written.length);
      // Written apart, two intros share well under half their words (the closest pair today: about a third).
      const skeletons = written.map((e) => skeleton(e.intro ?? '', e.name));
      const closest = Math.max(...skeletons.flatMap((a, i) => skeletons.slice(i + 1).map((b) => overlap(a, b))));
      expect(closest).toBeLessThan(0.5);
    }
  });

  it('say nothing of the cuisine description twice', () => {
    for (const c of cuisines) expect(c.intro).not.toBe(c.description);
  });
});
