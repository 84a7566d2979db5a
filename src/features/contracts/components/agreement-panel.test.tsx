import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, renderRoute, signInAs, use, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();
configure({ asyncUtilTimeout: 5000 });

// The Arabic font is a Vite asset the browser fetches: here it is read from the package on disk,
// and the test sees whether (and how often) a download asked for it.
const font = vi.hoisted(() => ({ load: vi.fn<() => Promise<string>>() }));
vi.mock('../lib/agreement-pdf-font', () => ({ loadArabicFont: font.load }));

const panel = () => screen.getByRole('region', { name: 'Agreement' });

describe('the agreement on the contract page', () => {
  it('shows who signed, asks the other party to review and sign, and turns the contract "Signed" when both have', async () => {
    await signInAs('foreign');
    renderRoute('/contract/ctr_0001');
    const agreement = await screen.findByRole('region', { name: 'Agreement' });
    await within(agreement).findByText('Signed by one party');
    expect(within(agreement).getByText(/^Signed by Noura Al Hammadi, Al Noor Corporate Services, /)).toBeInTheDocument();
    expect(within(agreement).getByText('Awaiting the signature of Nordvik Payments AB')).toBeInTheDocument();
    expect(within(agreement).getByText(/^Version 1, generated /)).toBeInTheDocument();
    expect(within(agreement).getByText(/^[0-9a-f]{64}$/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(agreement).getByRole('button', { name: 'Review and sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review and sign' });
    expect(await within(dialog).findByTitle('Agreement, version 1')).toBeInTheDocument();
    expect(within(dialog).getByText('You sign for Nordvik Payments AB.')).toBeInTheDocument();

    // nothing typed, nothing ticked: both are asked for and nothing is sent
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await within(dialog).findByText('Type your full name to sign')).toBeInTheDocument();
    expect(within(dialog).getByText('Please confirm that you agree to sign this agreement electronically')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Your full name/), 'Erik Lindqvist');
    await user.click(within(dialog).getByLabelText(/I agree to sign this agreement electronically/));
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(panel()).findByText('Both parties have signed. The agreement is in force.')).toBeInTheDocument();
    expect(within(panel()).getByText(/^Signed by Erik Lindqvist, Nordvik Payments AB, /)).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Review and sign' })).not.toBeInTheDocument();
    // the page's summary reads "Signed" too, and the audit trail has the signature
    await waitFor(() => expect(within(screen.getByLabelText('Contract summary')).getByText('Signed')).toBeInTheDocument());
    const audit = screen.getByRole('region', { name: 'Audit trail' });
    expect(await within(audit).findByText('Signed version 1 by Erik Lindqvist, Nordvik Payments AB')).toBeInTheDocument();
  });

  it('keeps the typed name and the tick when the server refuses, and says why', async () => {
    await signInAs('foreign');
    use(answer.error('post', '/agreement/ctr_0001/sign', 409, 'This version has been replaced by version 2. Review the new version before you sign.'));
    renderRoute('/contract/ctr_0001');
    const user = userEvent.setup();
    await user.click(await within(await screen.findByRole('region', { name: 'Agreement' })).findByRole('button', { name: 'Review and sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review and sign' });
    await user.type(within(dialog).getByLabelText(/Your full name/), 'Erik Lindqvist');
    await user.click(within(dialog).getByLabelText(/I agree to sign/));
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await within(dialog).findByText('This version has been replaced by version 2. Review the new version before you sign.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Your full name/)).toHaveValue('Erik Lindqvist');
    expect(within(dialog).getByLabelText(/I agree to sign/)).toBeChecked();
  });

  it('declines with a reason the other party then reads, and offers a fresh draft', async () => {
    await signInAs('foreign');
    renderRoute('/contract/ctr_0004');
    const user = userEvent.setup();
    const agreement = await screen.findByRole('region', { name: 'Agreement' });
    await user.click(await within(agreement).findByRole('button', { name: 'Decline to sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline to sign' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline to sign' }));
    expect(await within(dialog).findByText('Say why you decline to sign (at least 3 characters)')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'The fees need another look.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline to sign' }));
    expect(await within(panel()).findByText('You declined to sign version 1.')).toBeInTheDocument();
    expect(within(panel()).getByText(/The fees need another look\./)).toBeInTheDocument();
    expect(within(panel()).getByText('Declined')).toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Regenerate draft' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Regenerate the draft?' });
    await user.click(within(confirm).getByRole('button', { name: 'Regenerate draft' }));
    expect(await within(panel()).findByText('Version 2 is ready for review.')).toBeInTheDocument();
    expect(within(panel()).getByText('Awaiting signatures')).toBeInTheDocument();
    expect(within(panel()).getByText('Earlier versions')).toBeInTheDocument();
  });

  it('lets an admin read the agreement and its audit trail, and sign nothing', async () => {
    await signInAs('admin');
    renderRoute('/contract/ctr_0002');
    const agreement = await screen.findByRole('region', { name: 'Agreement' });
    expect(await within(agreement).findByText('Signed')).toBeInTheDocument();
    expect(within(agreement).queryByRole('button', { name: 'Review and sign' })).not.toBeInTheDocument();
    expect(within(agreement).queryByRole('button', { name: 'Regenerate draft' })).not.toBeInTheDocument();
    expect(within(agreement).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    const audit = screen.getByRole('region', { name: 'Audit trail' });
    expect(await within(audit).findAllByText(/^Signed version 1 by /)).toHaveLength(2);
  });

  it('keeps earlier versions downloadable, and says so when one cannot be fetched', async () => {
    await signInAs('local');
    use(answer.error('get', '/agreement/ctr_0003/versions/1', 500, 'Server error'));
    renderRoute('/contract/ctr_0003');
    const user = userEvent.setup();
    const agreement = await screen.findByRole('region', { name: 'Agreement' });
    await user.click(await within(agreement).findByText('Earlier versions'));
    expect(within(agreement).getByText(/^Version 1, generated .*, replaced$/)).toBeInTheDocument();
    await user.click(within(agreement).getByRole('button', { name: 'Download version 1 (HTML)' }));
    expect(await within(agreement).findByText('Version 1 could not be downloaded. Server error')).toBeInTheDocument();
  });

  it('says so when the agreement cannot be loaded, with a retry', async () => {
    await signInAs('foreign');
    use(answer.error('get', '/agreement/ctr_0001', 500, 'Server error'));
    renderRoute('/contract/ctr_0001');
    expect(await screen.findByText('The agreement could not be loaded.')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the agreement in the document’s language (issue 15)', () => {
  let blobs: Blob[] = [];
  beforeEach(() => {
    blobs = [];
    font.load.mockReset();
    font.load.mockImplementation(async () => {
      const [{ readFileSync }, { createRequire }] = await Promise.all([import('node:fs'), import('node:module')]);
      return readFileSync(createRequire(import.meta.url).resolve('@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf')).toString('latin1');
    });
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: (blob: Blob) => `blob:corridor/${blobs.push(blob)}`, revokeObjectURL: () => {} });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  const bytesOf = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new TextDecoder('latin1').decode(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blob);
    });

  it('downloads the PDF in the chosen language: the Arabic one with the embedded font, the English one without it', async () => {
    await signInAs('foreign');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoute('/contract/ctr_0002?document=ar');
    const user = userEvent.setup();
    const agreement = await screen.findByRole('region', { name: 'Agreement' });
    await user.click(await within(agreement).findByRole('button', { name: 'Download PDF (Arabic)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('corridor-agreement-ctr_0002-v1-ar.pdf');
    expect(font.load).toHaveBeenCalledTimes(1);
    const arabic = await bytesOf(blobs.at(-1)!);
    expect(arabic.startsWith('%PDF-')).toBe(true);
    expect(arabic).toContain('/BaseFont /NotoNaskhArabic');
    const digest = within(agreement).getByText(/^[0-9a-f]{64}$/).textContent!;
    expect(arabic).toContain(`corridor-sha256:${digest}`);

    await user.click(screen.getByRole('radio', { name: 'English' }));
    await user.click(within(agreement).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    expect((click.mock.contexts[1] as HTMLAnchorElement).download).toBe('corridor-agreement-ctr_0002-v1.pdf');
    const english = await bytesOf(blobs.at(-1)!);
    expect(english).not.toContain('NotoNaskhArabic');
    expect(english).toContain(`corridor-sha256:${digest}`);
    expect(font.load).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('reviews both texts side by side and signs the English one: the digest signed is the version’s', async () => {
    await signInAs('foreign');
    renderRoute('/contract/ctr_0001?document=bilingual');
    const user = userEvent.setup();
    const agreement = await screen.findByRole('region', { name: 'Agreement' });
    const digest = (await within(agreement).findByText(/^[0-9a-f]{64}$/)).textContent!;
    await user.click(within(agreement).getByRole('button', { name: 'Review and sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review and sign' });
    const choice = within(dialog).getByRole('group', { name: 'Language of the document' });
    expect(within(choice).getByRole('radio', { name: 'Both, side by side' })).toBeChecked();
    expect(choice).toHaveAccessibleDescription('You sign the English text of version 1. The Arabic is a translation: where the two differ, the English text prevails.');
    const frame = await within(dialog).findByTitle('Agreement, version 1');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('اتفاقية شراكة واتفاقية مستوى الخدمة'));
    expect(frame.getAttribute('srcdoc')).toContain('Partnership Agreement and Service Level Agreement');
    expect(frame.getAttribute('srcdoc')).toContain(`<meta name="corridor-sha256" content="${digest}">`);

    await user.type(within(dialog).getByLabelText(/Your full name/), 'Erik Lindqvist');
    await user.click(within(dialog).getByLabelText(/I agree to sign/));
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await within(panel()).findByText('Both parties have signed. The agreement is in force.')).toBeInTheDocument();
    expect(within(panel()).getByText(/^[0-9a-f]{64}$/)).toHaveTextContent(digest);
    const verified = await (await fetch(`${location.origin}/verify/${digest}`)).json();
    expect(verified).toMatchObject({ reference: 'ctr_0001', version: 1, state: 'signed' });
  });
});

