import { send } from '@emailjs/browser';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../mocks/db';
import { use, withScreenBackend } from '@/test/screen-harness';
import { EmailSendError } from './emailjs-adapter';
import { demoTemplateParams, sendDemoRequest } from './send-demo-request';
import { sampleDemoRequest, stubEmailJs } from '../test/demo-request';

vi.mock('@emailjs/browser', () => ({ send: vi.fn() }));

withScreenBackend();

beforeEach(() => {
  vi.mocked(send).mockReset();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const request = sampleDemoRequest;

describe('sendDemoRequest', () => {
  it('builds the template parameters from the fields and the current year', () => {
    expect(demoTemplateParams(request, new Date(2031, 0, 1))).toEqual({ ...request, year: '2031' });
  });

  it('sends through EmailJS, with the fields plus the year, when all three settings are configured', async () => {
    stubEmailJs();
    vi.mocked(send).mockResolvedValue({ status: 200, text: 'OK' });
    const posted = vi.fn();
    use(http.post('*/demo-requests', () => { posted(); return HttpResponse.json({ message: 'ok' }, { status: 201 }); }));

    await sendDemoRequest(request);

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      'service_corridor',
      'template_demo',
      { ...request, year: String(new Date().getFullYear()) },
      { publicKey: 'public_key_123' },
    );
    expect(posted).not.toHaveBeenCalled();
  });

  it.each([
    ['EmailJS rejects', () => vi.mocked(send).mockRejectedValue({ status: 412, text: 'The public key is invalid' })],
    ['EmailJS answers another status', () => vi.mocked(send).mockResolvedValue({ status: 500, text: 'Server error' })],
  ])('fails when %s', async (_, arrange) => {
    stubEmailJs();
    arrange();
    await expect(sendDemoRequest(request)).rejects.toBeInstanceOf(EmailSendError);
  });

  it('posts to POST /demo-requests (the mock outbox) when EmailJS is not fully configured', async () => {
    vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service_corridor');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'template_demo');
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', '  ');

    await sendDemoRequest(request);

    expect(send).not.toHaveBeenCalled();
    expect(db.demoRequests.all()).toMatchObject([{ ...request, year: String(new Date().getFullYear()) }]);
    expect(db.outbox.findFirst((q) => q.where({ kind: 'demo-request' }))?.body).toContain('Company: Berg Medtech AB');
  });
});
