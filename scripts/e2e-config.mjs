// Where the browser tests serve the built site: the build's SITE_URL must match it so that
// canonical URLs equal the URLs the tests visit.
const port = Number(process.env.E2E_PORT) || 4329;
export const e2e = { port, origin: `http://127.0.0.1:${port}` };
