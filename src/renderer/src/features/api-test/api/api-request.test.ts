import { describe, expect, it } from 'vitest';
import { apiTestMessages } from '@contracts/messages';
import { buildApiRequest } from './api-request';

const backendUrl = 'http://127.0.0.1:54321';

describe('buildApiRequest', () => {
  it('asks for an endpoint when there is none', () => {
    expect(buildApiRequest({ endpoint: '  ', method: 'GET', payload: '', backendUrl })).toEqual({
      ok: false,
      message: apiTestMessages.enterEndpoint,
    });
  });

  it('refuses a payload that is not JSON for POST and PUT', () => {
    for (const method of ['POST', 'PUT'] as const) {
      expect(buildApiRequest({ endpoint: '/x', method, payload: '{nope', backendUrl })).toEqual({
        ok: false,
        message: apiTestMessages.invalidJson,
      });
    }
  });

  it('ignores the payload for GET and DELETE', () => {
    const built = buildApiRequest({
      endpoint: '/rest/v1/a',
      method: 'DELETE',
      payload: '{nope',
      backendUrl,
    });
    expect(built).toEqual({
      ok: true,
      url: `${backendUrl}/rest/v1/a`,
      method: 'DELETE',
      toBackend: true,
    });
  });

  it('resolves paths against the backend and marks other origins as foreign', () => {
    const own = buildApiRequest({
      endpoint: '/functions/v1/x',
      method: 'POST',
      payload: '{"a":1}',
      backendUrl,
    });
    expect(own).toMatchObject({
      ok: true,
      url: `${backendUrl}/functions/v1/x`,
      body: '{"a":1}',
      toBackend: true,
    });
    const foreign = buildApiRequest({
      endpoint: 'https://example.com/api',
      method: 'GET',
      payload: '',
      backendUrl,
    });
    expect(foreign).toMatchObject({ ok: true, toBackend: false });
  });

  it('refuses non-HTTP schemes', () => {
    expect(
      buildApiRequest({ endpoint: 'javascript:alert(1)', method: 'GET', payload: '', backendUrl })
        .ok,
    ).toBe(false);
  });
});
