import { describe, expect, it } from 'vitest';
import { createAdmission } from './admission.ts';

/** A job that runs until `finish` is called, recording when it started. */
function heldJob(started: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    job: async () => {
      started.push(name);
      await done;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createAdmission', () => {
  it('runs a few jobs at once, lines the next ones up in order, and refuses beyond the line', async () => {
    const admission = createAdmission({ running: 2, waiting: 2, perDiner: 10 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => heldJob(started, name));
    const runs = jobs.map((held, i) => admission.run(`diner${i}`, held.job));
    expect(admission.run('diner9', async () => {})).toBe('process');
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect([admission.running, admission.waiting]).toEqual([2, 2]);
    jobs[1]?.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    for (const held of jobs) held.finish();
    await Promise.all(runs);
    expect([admission.running, admission.waiting]).toEqual([0, 0]);
  });

  it("refuses a diner's job beyond their share, running or waiting, and takes it again once one ends", async () => {
    const admission = createAdmission({ running: 1, waiting: 10, perDiner: 2 });
    const started: string[] = [];
    const first = heldJob(started, 'first');
    const second = heldJob(started, 'second');
    const runs = [admission.run('asha', first.job), admission.run('asha', second.job)];
    expect(admission.run('asha', async () => {})).toBe('diner');
    // Another diner still gets a place in the line.
    const ravi = admission.run('ravi', async () => {});
    expect(ravi).toBeInstanceOf(Promise);
    first.finish();
    await runs[0];
    const third = admission.run('asha', async () => {});
    expect(third).toBeInstanceOf(Promise);
    second.finish();
    await Promise.all([...runs, ravi, third]);
  });

  it('frees the slot of a job that fails, and the failure reaches its caller', async () => {
    const admission = createAdmission({ running: 1, waiting: 0, perDiner: 1 });
    const failed = admission.run('asha', async () => {
      throw new Error('database gone');
    });
    await expect(failed).rejects.toThrow('database gone');
    expect(admission.running).toBe(0);
    const again = admission.run('asha', async () => {});
    expect(again).toBeInstanceOf(Promise);
    await again;
  });
});
