// The host (src/server/host.ts, the composition root of a server process) from the plain
// JavaScript side: how the production server finds the build's host, how a start is kept trying,
// and the Astro integration that builds the host beside the handler and starts it under `astro dev`.
import { fileURLToPath } from 'node:url';

/** @typedef {import('../src/server/host.ts').Host} Host */

/** The host's module, as the development server names it and as the build's entry. */
const hostModule = '/src/server/host.ts';
/** How long a failed start waits before the next try. */
const retryMs = 5_000;

/**
 * The host of the build whose server folder is `serverDir` (dist/server/): the build writes the
 * host as `host.mjs` beside the handler's `entry.mjs`, sharing its modules, so both see one host.
 * @param {URL} serverDir
 * @returns {Promise<Host>}
 */
export async function builtHost(serverDir) {
  const { host } = await import(new URL('host.mjs', serverDir).href);
  return host;
}

/**
 * Starts `host`; a start that fails (a database not reachable yet) is logged and tried again
 * every five seconds until it succeeds or the host is stopped.
 * @param {Host} host
 * @returns {Promise<void>} settles once started, or once the host stopped
 */
export async function keepStarting(host) {
  for (;;) {
    try {
      await host.start();
      return;
    } catch (error) {
      if (host.state === 'stopping' || host.state === 'stopped') return;
      console.error(`[host] could not start, trying again in ${retryMs / 1000} s:`, error);
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
}

/**
 * Adds the host to a rolldown input of the server build, whatever its form.
 * @param {string | string[] | Record<string, string> | undefined} input
 * @param {string} file
 */
function withHostInput(input, file) {
  if (!input) return { host: file };
  if (typeof input === 'string') return [input, file];
  if (Array.isArray(input)) return [...input, file];
  return { ...input, host: file };
}

/**
 * The Astro integration of the host. In the build, src/server/host.ts is an entry of the server
 * bundle (dist/server/host.mjs). Under `astro dev`, the host is loaded through the development
 * server's own module runner (the modules the pages use), started once the server listens,
 * given the realtime upgrades, and stopped with the server.
 * @returns {import('astro').AstroIntegration}
 */
export function hostIntegration() {
  const file = fileURLToPath(new URL(`..${hostModule}`, import.meta.url));
  /** @type {(devServer: import('vite').ViteDevServer) => void} */
  let load = () => {};
  /** @type {Promise<Host>} */
  const loaded = new Promise((resolve, reject) => {
    load = (devServer) => {
      const ssr = /** @type {import('vite').RunnableDevEnvironment} */ (devServer.environments.ssr);
      ssr.runner.import(hostModule).then((module) => resolve(/** @type {{ host: Host }} */ (module).host), reject);
    };
  });
  /** @type {import('vite').ViteDevServer | undefined} */
  let devServer;
  return {
    name: 'thalify-host',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'thalify-host-entry',
                apply: 'build',
                applyToEnvironment: (environment) => environment.name === 'ssr',
                options: (options) => ({ ...options, input: withHostInput(options.input, file) }),
              },
            ],
          },
        });
      },
      'astro:server:setup': ({ server }) => {
        devServer = server;
        server.httpServer?.on('upgrade', (request, socket, head) => {
          // Live orders' path (realtimePath, src/server/realtime/hub.ts); Vite's own socket (hot
          // reload) is left to its listener.
          if ((request.url ?? '').split('?')[0] !== '/v1/realtime') return;
          loaded.then(
            (host) => host.upgrade(request, socket, head),
            () => socket.destroy(),
          );
        });
      },
      'astro:server:start': ({ logger }) => {
        if (!devServer) return;
        load(devServer);
        loaded.then(keepStarting, (error) => logger.error(`the host could not be loaded: ${error}`));
      },
      'astro:server:done': async () => {
        if (devServer) await (await loaded.catch(() => undefined))?.stop();
      },
    },
  };
}
