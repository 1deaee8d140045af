// A throwaway PostgreSQL server for the test run: initdb in a temporary folder, trust
// authentication, loopback only, on a free port; stopped and deleted afterwards. Uses the
// server binaries that are installed (PG_BIN, Debian's /usr/lib/postgresql/<version>/bin, or
// pg_config's), installs Debian's `postgresql` package when none are and apt can be used as
// root, and otherwise reports why there is none.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server.mjs';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The folder holding initdb and pg_ctl, or null. Prefers PostgreSQL 15, then the newest. */
function findBinaries() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => (a === '15' ? -1 : b === '15' ? 1 : Number(b) - Number(a)));
    candidates.push(...versions.map((v) => join(debian, v, 'bin')));
  }
  const config = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (config.status === 0) candidates.push(config.stdout.trim());
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

/** Installs Debian's postgresql package (root with apt only); true when it worked. */
function installWithApt() {
  if (!isRoot() || !existsSync('/etc/debian_version') || spawnSync('apt-get', ['--version']).status !== 0) return false;
  console.log("PostgreSQL server binaries are missing: installing Debian's postgresql package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  return (
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { stdio: 'inherit', env })
      .status === 0
  );
}

/** The unprivileged account to run the server as when we are root (PostgreSQL refuses root). */
function serverAccount() {
  for (const name of ['postgres', 'nobody']) {
    const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (uid.status === 0 && gid.status === 0) return { name, uid: Number(uid.stdout), gid: Number(gid.stdout) };
  }
  return null;
}

/**
 * Starts a throwaway server. Resolves to `{ url, version, stop() }`, or to `{ skipped: reason }`
 * when no PostgreSQL can be had on this machine.
 */
export async function startThrowawayPostgres() {
  let bin = findBinaries();
  if (!bin && installWithApt()) bin = findBinaries();
  if (!bin)
    return { skipped: 'no PostgreSQL server binaries (initdb, pg_ctl) found; set PG_BIN or install PostgreSQL' };

  const account = isRoot() ? serverAccount() : null;
  if (isRoot() && !account)
    return { skipped: 'running as root and no unprivileged account (postgres, nobody) to run PostgreSQL as' };
  const run = (command, args, options = {}) => {
    const [cmd, argv] = account
      ? ['runuser', ['-u', account.name, '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    return spawnSync(cmd, argv, { encoding: 'utf8', ...options });
  };

  const dir = mkdtempSync(join(tmpdir(), 'thalify-pg-'));
  if (account) chownSync(dir, account.uid, account.gid);
  const data = join(dir, 'data');
  const init = run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { skipped: `initdb failed: ${(init.stderr || init.stdout).trim().split('\n').at(-1)}` };
  }
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const started = run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  if (started.status !== 0) {
    const log = existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8') : started.stderr;
    rmSync(dir, { recursive: true, force: true });
    return { skipped: `PostgreSQL did not start: ${log.trim().split('\n').at(-1)}` };
  }
  const version = run('postgres', ['--version']).stdout.trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
