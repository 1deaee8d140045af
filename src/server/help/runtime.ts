/** The help services of this process: its database and payment provider. */
import { getDb } from '../db/runtime.ts';
import { getPaymentProvider } from '../orders/runtime.ts';
import { createHelpOperators, type HelpOperators } from './helpOperators.ts';
import { createHelpService, type HelpService } from './helpService.ts';
import { notifyDiner } from './notifyDiner.ts';

/** The diner's side of help over the process's database and payment provider. */
export async function getHelpService(): Promise<HelpService> {
  return createHelpService({ db: await getDb(), provider: await getPaymentProvider() });
}

/** The operators' side of help over the process's database and payment provider. */
export async function getHelpOperators(): Promise<HelpOperators> {
  return createHelpOperators({ db: await getDb(), provider: await getPaymentProvider(), notify: notifyDiner });
}
