import { z } from 'astro/zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callRoute } from '#test/routeHarness.ts';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import { DatabaseUnavailableError } from '../db/outage.ts';
import { endpoint, outageMessage, routesOf, serverErrorMessage } from './endpoint.ts';
import { HttpError, json } from './http.ts';

const diner: SessionUser = {
  userId: 'user-1',
  phone: '+919876543210',
  name: 'Asha Rao',
  email: '',
  database: 'thalify',
};

const echo = endpoint({
  method: 'POST',
  query: z.object({ page: z.coerce.number().int().min(1) }),
  body: z.object({ dishId: z.string().min(1) }),
  signIn: 'Log in to add items',
  handle: ({ query, body, user }) => json({ page: query.page, dishId: body.dishId, user: user.userId }),
});

describe('endpoint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands the handler the validated query, body and diner', async () => {
    const answer = await callRoute(echo, 'echo', { user: diner, query: { page: '2' }, body: { dishId: 'd1' } });
    expect(answer).toEqual({ status: 200, body: { page: 2, dishId: 'd1', user: 'user-1' } });
  });

  it('checks the session first, then the query, then the body, naming the field', async () => {
    expect((await callRoute(echo, 'echo', { query: { page: 'x' }, body: {} })).status).toBe(401);
    const badQuery = await callRoute(echo, 'echo', { user: diner, query: { page: '0' }, body: {} });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.message).toMatch(/^Bad Request: page/);
    const badBody = await callRoute(echo, 'echo', { user: diner, query: { page: '1' }, body: { dishId: '' } });
    expect(badBody.status).toBe(400);
    expect(badBody.body.message).toMatch(/^Bad Request: dishId/);
  });

  it('answers 405 for another method, allowing only its own', async () => {
    const answer = await callRoute(echo, 'echo', { method: 'PUT', user: diner });
    expect(answer.status).toBe(405);
  });

  it('answers 503 when the session could not be read, not 401', async () => {
    const context = {
      request: new Request('http://localhost/api/echo', { method: 'POST' }),
      url: new URL('http://localhost/api/echo'),
      locals: { user: null, sessionLookupFailed: true },
    };
    const response = await echo.POST(context as never);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toBe(outageMessage);
  });

  it('turns a thrown HttpError into its status, an outage into 503 and anything else into a generic 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = (error: unknown) => endpoint({ method: 'GET', handle: () => Promise.reject(error) });
    expect(await callRoute(failing(new HttpError(404, 'No such dish')), 'x')).toEqual({
      status: 404,
      body: { message: 'No such dish', error: 'No such dish' },
    });
    expect((await callRoute(failing(new DatabaseUnavailableError('down')), 'x')).status).toBe(503);
    const fault = await callRoute(failing(new Error('secret internals at line 12')), 'x');
    expect(fault).toEqual({ status: 500, body: { message: serverErrorMessage, error: serverErrorMessage } });
  });

  it('routesOf serves two methods from one module and allows both', async () => {
    const list = endpoint({ method: 'GET', handle: () => json({ listed: true }) });
    const both = routesOf(list, echo);
    expect(Object.keys(both).sort()).toEqual(['ALL', 'GET', 'POST']);
    expect((await callRoute(both, 'x', { method: 'GET' })).body).toEqual({ listed: true });
    const refused = await both.ALL({ request: new Request('http://localhost/x', { method: 'PUT' }) } as never);
    expect(refused.headers.get('allow')).toBe('GET, POST');
  });
});
