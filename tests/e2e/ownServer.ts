/**
 * A built server of a test file's own (its own database and settings, such as a sped-up order
 * simulation), which the test may restart; only the phone project starts one. The shared server's
 * settings stay as they are for every other spec.
 */
import { test } from '@playwright/test';
import { e2eOperatorSecret, e2eRestaurantSecret } from '../support/signedCalls.ts';

/** A server of the test's own. */
export interface OwnServer {
  origin: string;
  restart(): Promise<void>;
}

/** The built server, started by scripts/lib/server.mjs. */
interface Started {
  origin: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}
type StartServer = (options: { env?: Record<string, string>; dataDir?: string; port?: number }) => Promise<Started>;

/**
 * `test` with a `liveServer` of its own started with `env` (beside the test outbox, a raised OTP
 * limit and the shared server's secrets of signed calls), and `baseURL` on it.
 */
export function withOwnServer(env: Record<string, string>) {
  const settings = {
    THALIFY_TEST_OUTBOX: '1',
    OTP_MAX_REQUESTS_PER_IP: '200',
    OPERATOR_SECRET: e2eOperatorSecret,
    RESTAURANT_WEBHOOK_SECRET: e2eRestaurantSecret,
    ...env,
  };
  return test.extend<object, { liveServer: OwnServer }>({
    liveServer: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixtures take their dependencies as a destructured object
      async ({}, use, workerInfo) => {
        // Only the phone project runs these journeys: the others get no server of their own.
        if (workerInfo.project.name !== 'phone') {
          await use({ origin: '', restart: async () => {} });
          return;
        }
        const { startServer } = (await import('../../scripts/lib/server.mjs')) as unknown as {
          startServer: StartServer;
        };
        let running = await startServer({ env: settings });
        await use({
          origin: running.origin,
          async restart() {
            await running.stop();
            running = await startServer({ env: settings, port: running.port, dataDir: running.dataDir });
          },
        });
        await running.stop();
      },
      // A cold start on a busy machine takes longer than a test's own timeout.
      { scope: 'worker', timeout: 180_000 },
    ],
    baseURL: async ({ liveServer, baseURL }, use) => use(liveServer.origin || baseURL),
  });
}
