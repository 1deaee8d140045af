// The build's check of the message catalogues: before anything is built, every language must give
// every key of every namespace (src/i18n/catalogues.test.ts) and no diner text may be written in
// English outside a catalogue (scripts/check-texts.mjs). Either failing stops the build.
import { spawnSync } from 'node:child_process';

function run(label, command, args) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', shell: false });
  if (result.status !== 0) {
    throw new Error(`${label} failed:\n${result.stdout}${result.stderr}`.trim());
  }
}

/** The Astro integration: runs both checks at `astro:build:start`. */
export function textsCheck() {
  return {
    name: 'thalify-texts-check',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const started = Date.now();
        run('The catalogue check', process.execPath, [
          'node_modules/vitest/vitest.mjs',
          'run',
          'src/i18n/catalogues.test.ts',
        ]);
        run('The English-text check', process.execPath, ['scripts/check-texts.mjs']);
        logger.info(`every catalogue complete, no English text outside them (${Date.now() - started} ms)`);
      },
    },
  };
}
