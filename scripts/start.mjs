// `npm start`: builds when the build is missing or older than the sources, then serves the
// site with the production Node server, server/server.mjs (PORT and HOST override the defaults).
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { buildInputs } from './lib/buildInputs.mjs';

const stamp = 'dist/.build-stamp';

function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), info.mtimeMs);
}

const builtAt = existsSync(stamp) && existsSync('dist/server/entry.mjs') ? statSync(stamp).mtimeMs : 0;
if (builtAt < Math.max(...buildInputs.map(newest))) {
  console.log('Building the site (sources changed since the last build)…');
  const build = spawnSync('astro', ['build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status || 1);
  writeFileSync(stamp, new Date().toISOString());
}

// React's production build (server/server.mjs sets it too, for whoever starts it directly).
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: process.env.PORT || '4321',
  HOST: process.env.HOST || 'localhost',
};
console.log(`Serving on http://${env.HOST}:${env.PORT}`);
const server = spawn(process.execPath, ['server/server.mjs'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
