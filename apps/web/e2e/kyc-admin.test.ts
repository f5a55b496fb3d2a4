import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { verhoeffCheckDigit } from '@kosh/contract/common/kyc-formats';
import { createCustomer, openBackOffice, pathOf, type Customer } from './accounts';
import { api, apiLogin, png } from './api';
import { expectAccessible, launchBrowser, newPhonePage, screenshot } from './browser';

/**
 * The back office's KYC review desk (/admin/kyc): a customer's offline documents reviewed section
 * by section — a rejection the customer reads, approvals, a re-submission — up to the wallet
 * becoming full-KYC; the Aadhaar images load only when asked, and each view is listed.
 */

/** A valid Aadhaar number (Verhoeff check digit) that no other customer of this run has. */
function uniqueAadhaar(): string {
  const body = `5${String(Date.now()).slice(-10)}`;
  return `${body}${verhoeffCheckDigit(body)}`;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = () => LETTERS[randomInt(0, 26)]!;
/**
 * A person's PAN (fourth letter P), unique in the run: a PAN approved for one customer needs an
 * override for any other. Its digits never end in 7, 8 or 9 (the sandbox's magic endings).
 */
function uniquePan(): string {
  return `${letter()}${letter()}${letter()}P${letter()}${randomInt(100, 1000)}1${letter()}`;
}

const post = (path: string, body: unknown, token: string) => api(path, { body, token });

async function expectOk(call: Promise<{ status: number; json: Record<string, unknown> }>) {
  const { status, json } = await call;
  expect(status, JSON.stringify(json)).toBe(200);
  return json;
}

/** An image as a multipart file, as the customer's phone attaches one. */
async function imageFile(colour: string, name: string) {
  return new File([await png(480, 300, colour)], name, { type: 'image/png' });
}

/** The customer's offline PAN: the number and a photo of the card. */
async function submitPan(token: string, pan: string) {
  const form = new FormData();
  form.set('regno', 'ignored');
  form.set('PanNumber', pan);
  form.set('slipImage', await imageFile('#d9822b', 'pan.png'));
  return expectOk(api('kyc/useruplodePan', { body: form, token }));
}

/** The customer's offline Aadhaar: the number and both sides of the card. */
async function submitAadhaar(token: string, aadhaar: string) {
  const form = new FormData();
  form.set('AadhaarNumber', aadhaar);
  form.set('aadharfront', await imageFile('#2f6bdb', 'front.png'));
  form.set('aadharback', await imageFile('#1b998b', 'back.png'));
  return expectOk(api('kyc/useruploadAadhaar', { body: form, token }));
}

/** The personal details, with the first state and its first district from the lists. */
async function submitPersonal(token: string, name: string) {
  const states = (await expectOk(api('kyc/getState', { token }))).data as {
    SId: number;
    statename: string;
  }[];
  const state = states[0]!;
  const districts = (await expectOk(post('kyc/getDistrict', { state: state.SId }, token))).data as {
    id: number;
    districtname: string;
  }[];
  const district = districts[0]!;
  await expectOk(
    post(
      'kyc/userinsertUser',
      {
        fname1: name,
        Address1: '12, Gandhi Road, Near the Post Office',
        City1: 'Lucknow',
        State1: state.SId,
        distt1: district.id,
        PinCode1: '226001',
        email1: 'asha@example.com',
        title1: '',
        EPassword: '',
        pswrd: '',
      },
      token,
    ),
  );
  return { state: state.statename, district: district.districtname };
}

/** The customer's own record, as their KYC screen reads it. */
async function ownRecord(token: string) {
  const json = await expectOk(post('kyc/getApprovalList', { Userid: 'ignored' }, token));
  return (json.data as Record<string, string>[])[0]!;
}

async function kycStatus(token: string) {
  const json = await expectOk(post('kyc/getUserKycStatus', {}, token));
  return json.data as { kycLevel: string; maxBalance: number; pan: string };
}

describe('KYC review desk', () => {
  const admin = inject('admin');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  /** Every document image the page fetched, by side (pan, bank, front, back). */
  function watchImages(): string[] {
    const sides: string[] = [];
    page.on('request', (request) => {
      const match = /\/api\/v1\/kyc\/files\/[^/]+\/(\w+)$/.exec(request.url());
      if (match?.[1]) sides.push(match[1]);
    });
    return sides;
  }

  const section = (name: string) => page.getByRole('region', { name, exact: true });
  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

  it('reviews offline documents up to a full-KYC wallet: a PAN rejected with a reason, sent again and approved', async () => {
    const customer: Customer = await createCustomer('Asha Verma');
    const pan = uniquePan();
    const aadhaar = uniqueAadhaar();
    await submitPan(customer.token, pan);
    await submitAadhaar(customer.token, aadhaar);
    const place = await submitPersonal(customer.token, 'Asha Verma');
    expect(await kycStatus(customer.token)).toMatchObject({ kycLevel: 'min', pan: '2' });

    // The queue: pending by default, the customer among them with their four sections.
    const images = watchImages();
    await openBackOffice(page, admin, 'KYC review', 'KYC review');
    expect(pathOf(page)).toBe('/admin/kyc');
    const filter = (name: string) =>
      page
        .getByRole('group', { name: 'Show customers' })
        .getByRole('button', { name, exact: true });
    expect(await filter('Pending').getAttribute('aria-pressed')).toBe('true');
    const pending = page.getByRole('list', { name: 'Pending KYC customers, newest first' });
    const card = pending.getByRole('article').filter({ hasText: customer.mobile });
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('Asha Verma');
    expect(text).toContain(`User ID ${customer.userId}`);
    expect(text).toContain('Minimum KYC');
    for (const badge of [
      'Personal: Waiting for review',
      'PAN: Waiting for review',
      'Bank: Not submitted',
      'Aadhaar: Waiting for review',
    ])
      expect(text).toContain(badge);
    await expectAccessible(page);
    await screenshot(page, 'kyc-admin-queue-phone');

    // Today's range keeps them; a range that ended yesterday does not.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByRole('button', { name: 'Apply dates' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?from=${today}`);
    // The list is named for its range once the range's answer is in (the unfiltered one stays on
    // screen, under its own name, until then).
    await page
      .getByRole('list', { name: /^Pending KYC customers submitted .+ to …, newest first$/ })
      .getByRole('article')
      .filter({ hasText: customer.mobile })
      .waitFor();
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await page.getByRole('button', { name: 'Apply dates' }).click();
    await page.getByText('Nobody in this range. Clear the dates to see everyone.').waitFor();
    await page.getByRole('button', { name: 'Clear dates' }).click();
    await card.waitFor();

    // The customer's page: every section, and no Aadhaar image fetched until asked.
    await card.getByRole('link', { name: 'Asha Verma' }).click();
    await page.getByRole('heading', { name: 'KYC of Asha Verma', level: 1 }).waitFor();
    expect(pathOf(page)).toMatch(/^\/admin\/kyc\/[0-9a-f-]{36}$/);
    const personal = section('Personal details');
    const panSection = section('PAN');
    const aadhaarSection = section('Aadhaar');
    const personalText = (await personal.textContent()) ?? '';
    for (const value of [
      'Asha Verma',
      customer.mobile,
      '12, Gandhi Road, Near the Post Office',
      'Lucknow',
      place.state,
      place.district,
      '226001',
      'asha@example.com',
      'Waiting for review',
    ])
      expect(personalText).toContain(value);
    expect(await panSection.textContent()).toContain(pan);
    const panImage = panSection.getByRole('img', { name: 'PAN card of Asha Verma' });
    await expect
      .poll(() => panImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(480);
    expect(await aadhaarSection.textContent()).toContain(`XXXX XXXX ${aadhaar.slice(-4)}`);
    expect(await aadhaarSection.textContent()).not.toContain(aadhaar);
    expect(await section('Bank account').textContent()).toContain('Not submitted');
    const views = section('Aadhaar image views');
    await views.getByText('Nobody has viewed this customer’s Aadhaar images.').waitFor();
    expect(images).toEqual(['pan']);
    await expectAccessible(page);
    await screenshot(page, 'kyc-admin-customer-phone');

    // The Aadhaar images on request; the view is then listed under the admin's name.
    await aadhaarSection.getByRole('button', { name: 'View Aadhaar images' }).click();
    for (const side of ['Aadhaar front', 'Aadhaar back']) {
      const image = aadhaarSection.getByRole('img', { name: `${side} of Asha Verma` });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(480);
    }
    expect(images.filter((side) => side === 'front' || side === 'back').sort()).toEqual([
      'back',
      'front',
    ]);
    await views.getByRole('list').getByText(admin.name).first().waitFor();
    await aadhaarSection.getByRole('button', { name: 'Enlarge: Aadhaar front' }).click();
    const viewer = page.getByRole('dialog', { name: 'Aadhaar front' });
    await viewer.getByRole('img', { name: 'Aadhaar front of Asha Verma' }).waitFor();
    await expectAccessible(page);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });
    await screenshot(page, 'kyc-admin-aadhaar-viewed', aadhaarSection);

    // Reject the PAN: a reason is required, and the customer reads it.
    await panSection.getByRole('button', { name: 'Reject PAN' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject PAN?' });
    const reason = reject.getByLabel('Reason for the customer', { exact: true });
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await reject
      .getByText('Write a reason of 3 to 200 characters; the customer will see it.')
      .waitFor();
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    const why = 'The PAN photo is blurred; please upload a clear photo of the card.';
    await reason.fill(why);
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await toast('Rejected. The customer has been told why.').waitFor();
    await reject.waitFor({ state: 'detached' });
    await panSection.getByText('Rejected', { exact: true }).waitFor();
    expect(await panSection.textContent()).toContain(why);
    expect(await panSection.getByRole('button', { name: 'Approve PAN' }).count()).toBe(0);

    // Approve personal details and Aadhaar.
    for (const [name, region] of [
      ['Personal details', personal],
      ['Aadhaar', aadhaarSection],
    ] as const) {
      await region.getByRole('button', { name: `Approve ${name}` }).click();
      const approve = page.getByRole('dialog', { name: `Approve ${name}?` });
      await approve.getByRole('button', { name: 'Approve', exact: true }).click();
      await approve.waitFor({ state: 'detached' });
      await region.getByText('Approved', { exact: true }).waitFor();
    }
    await toast('Approved.').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'kyc-admin-decided-phone');

    // The customer reads the reason, and sends the PAN again.
    const record = await ownRecord(customer.token);
    expect(record).toMatchObject({
      PStatus: '3',
      panReason: why,
      PersonalStatus: '1',
      Aastatus: '1',
      kycLevel: 'min',
    });
    await submitPan(customer.token, pan);
    expect(await kycStatus(customer.token)).toMatchObject({ kycLevel: 'min', pan: '2' });

    // Back in the queue they wait again; approving the PAN completes their KYC.
    await page.getByRole('link', { name: 'Back to KYC review' }).click();
    // The list shown at once may be the one cached before the new PAN; it is fetched again.
    await expect.poll(() => card.textContent()).toContain('PAN: Waiting for review');
    await card.getByRole('link', { name: 'Asha Verma' }).click();
    await panSection.getByRole('button', { name: 'Approve PAN' }).click();
    const approvePan = page.getByRole('dialog', { name: 'Approve PAN?' });
    await approvePan
      .getByText(
        'This completes their KYC: the wallet becomes full-KYC and can hold up to ₹2,00,000.',
      )
      .waitFor();
    await expectAccessible(page);
    await approvePan.getByRole('button', { name: 'Approve', exact: true }).click();
    await approvePan.waitFor({ state: 'detached' });
    await panSection.getByText('Approved', { exact: true }).waitFor();
    await page.getByText('Full KYC', { exact: true }).first().waitFor();
    expect(await kycStatus(customer.token)).toMatchObject({ kycLevel: 'full', maxBalance: 200000 });

    // The history keeps the rejected PAN, replaced, with its reason and who decided.
    const history = page.getByRole('list', { name: 'Submissions, newest first' });
    const replaced = history.getByRole('listitem').filter({ hasText: 'Replaced' });
    expect(await replaced.count()).toBe(1);
    const replacedText = (await replaced.textContent()) ?? '';
    expect(replacedText).toContain('PAN');
    expect(replacedText).toContain('Rejected');
    expect(replacedText).toContain(why);
    expect(replacedText).toContain(admin.name);
    expect(await history.getByRole('listitem').count()).toBe(4);
    await expectAccessible(page);

    // Nothing is left waiting: the customer is under Approved, not Pending.
    await page.getByRole('link', { name: 'Back to KYC review' }).click();
    await page.getByRole('heading', { name: 'KYC review', level: 1 }).waitFor();
    // Once the queue has been fetched again (not while a cached one shows), they are not in it.
    const settled = page.locator('[aria-busy="false"]');
    await expect
      .poll(async () => (await settled.count()) === 1 && (await card.count()) === 0)
      .toBe(true);
    await filter('Approved').click();
    const approved = page
      .getByRole('list', { name: 'Approved KYC customers, newest first' })
      .getByRole('article')
      .filter({ hasText: customer.mobile });
    await approved.waitFor();
    expect(await approved.textContent()).toContain('Full KYC');
  });

  it('says so when another admin decided first, and when the customer does not exist', async () => {
    const customer = await createCustomer('Imran Qureshi');
    await submitPan(customer.token, uniquePan());
    const desk = await apiLogin(admin.mobile, admin.password);
    expect(desk.status).toBe(200);

    await openBackOffice(page, admin, 'KYC review', 'KYC review');
    const card = page.getByRole('article').filter({ hasText: customer.mobile });
    await card.getByRole('link', { name: 'Imran Qureshi' }).click();
    const panSection = section('PAN');
    await panSection.getByRole('button', { name: 'Approve PAN' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve PAN?' });
    await approve.getByRole('button', { name: 'Approve', exact: true }).waitFor();

    // Meanwhile another desk rejects it.
    const userId = pathOf(page).split('/').pop()!;
    await expectOk(
      post(`admin/kyc/${userId}/pan/reject`, { reason: 'Decided at the other desk.' }, desk.token!),
    );
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await approve.getByRole('alert').getByText('This section is not waiting for review.').waitFor();
    await toast('Not approved').waitFor();
    await expectAccessible(page);
    // The page behind has caught up with the other desk's decision.
    await approve.getByRole('button', { name: 'Close' }).click();
    await approve.waitFor({ state: 'detached' });
    await panSection.getByText('Rejected', { exact: true }).waitFor();
    expect(await panSection.textContent()).toContain('Decided at the other desk.');

    await page.goto('/admin/kyc/00000000-0000-4000-8000-000000000000');
    await page.getByRole('alert').getByText('This customer was not found.').waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to KYC review' }).first().click();
    await page.getByRole('heading', { name: 'KYC review', level: 1 }).waitFor();
  });

  it('reads right in Hindi and dark mode, and shows the sections side by side on a desktop', async () => {
    const customer = await createCustomer('Lakshmi Rao');
    await submitPan(customer.token, uniquePan());
    await submitAadhaar(customer.token, uniqueAadhaar());

    await openBackOffice(page, admin, 'KYC review', 'KYC review');
    await page.evaluate(() => {
      localStorage.setItem('kosh.language', 'hi');
      localStorage.setItem('kosh.darkMode', '1');
    });
    try {
      await page.reload();
      await page.getByRole('heading', { name: 'KYC समीक्षा', level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        true,
      );
      const card = page
        .getByRole('list', { name: 'लंबित KYC ग्राहक, नए पहले' })
        .getByRole('article')
        .filter({ hasText: customer.mobile });
      expect(await card.textContent()).toContain('PAN: समीक्षा की प्रतीक्षा में');
      await expectAccessible(page);
      await screenshot(page, 'kyc-admin-queue-hindi-dark');

      await card.getByRole('link', { name: 'Lakshmi Rao' }).click();
      await page.getByRole('heading', { name: 'Lakshmi Rao की KYC', level: 1 }).waitFor();
      await section('आधार').getByRole('button', { name: 'आधार के चित्र देखें' }).waitFor();
      await section('PAN').getByRole('button', { name: 'PAN अस्वीकार करें' }).click();
      const reject = page.getByRole('dialog', { name: 'PAN अस्वीकार करें?' });
      await reject.getByRole('button', { name: 'अस्वीकार करें', exact: true }).click();
      await reject.getByText('3 से 200 अक्षरों में कारण लिखें; ग्राहक इसे देखेगा।').waitFor();
      expect(
        await reject.getByLabel('ग्राहक के लिए कारण', { exact: true }).getAttribute('aria-invalid'),
      ).toBe('true');
      await expectAccessible(page);
      await reject.getByRole('button', { name: 'रद्द करें' }).click();
      await reject.waitFor({ state: 'detached' });
      await screenshot(page, 'kyc-admin-customer-hindi-dark');

      // A desktop: the sections sit side by side.
      await page.setViewportSize({ width: 1280, height: 900 });
      const personalBox = await section('व्यक्तिगत जानकारी').boundingBox();
      const panBox = await section('PAN').boundingBox();
      expect(personalBox && panBox && Math.abs(personalBox.y - panBox.y) < 2).toBe(true);
      expect(panBox!.x).toBeGreaterThan(personalBox!.x + personalBox!.width);
      await expectAccessible(page);
      await screenshot(
        page,
        'kyc-admin-customer-desktop',
        page.getByRole('heading', { name: 'Lakshmi Rao की KYC', level: 1 }),
      );
    } finally {
      await page.evaluate(() => {
        localStorage.removeItem('kosh.language');
        localStorage.removeItem('kosh.darkMode');
      });
    }
  });

  it('flags a PAN verified for another customer: a link to them, and approval only as an override with a reason', async () => {
    const holder = await createCustomer('Ravi Kumar');
    const pan = uniquePan();
    const verified = await expectOk(
      post('onlineKyc/pan', { regno: 'x', PanNumber: pan }, holder.token),
    );
    expect(verified.data).toMatchObject({ status: '1' });
    const newcomer = await createCustomer('Ravi Kumar Sharma');
    // Online, the second account is refused, naming the document only.
    const refused = await post('onlineKyc/pan', { regno: 'x', PanNumber: pan }, newcomer.token);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'KYC_PAN_IN_USE' });
    expect(JSON.stringify(refused.json)).not.toContain(holder.userId);
    // Offline, it reaches the reviewer, flagged.
    await submitPan(newcomer.token, pan);

    await openBackOffice(page, admin, 'KYC review', 'KYC review');
    await page
      .getByRole('list', { name: 'Pending KYC customers, newest first' })
      .getByRole('article')
      .filter({ hasText: newcomer.mobile })
      .getByRole('link', { name: 'Ravi Kumar Sharma' })
      .click();
    await page.getByRole('heading', { name: 'KYC of Ravi Kumar Sharma', level: 1 }).waitFor();
    const panSection = section('PAN');
    const toHolder = panSection.getByRole('link', {
      name: `Already verified for customer ${holder.userId}`,
    });
    await toHolder.waitFor();
    await expectAccessible(page);
    await screenshot(page, 'kyc-admin-held-elsewhere', panSection);

    await panSection.getByRole('button', { name: 'Approve PAN' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve PAN?' });
    await approve.getByRole('note').getByText('Already verified for another customer').waitFor();
    await approve.getByRole('button', { name: 'Approve anyway' }).click();
    await approve
      .getByText('Write why you approve it anyway: 3 to 200 characters, kept in the history.')
      .waitFor();
    const why = 'Joint holder: checked both cards in person at the branch.';
    await approve.getByLabel('Why approve it anyway', { exact: true }).fill(why);
    await expectAccessible(page);
    await approve.getByRole('button', { name: 'Approve anyway' }).click();
    await approve.waitFor({ state: 'detached' });
    await panSection.getByText('Approved', { exact: true }).waitFor();
    const history = page.getByRole('list', { name: 'Submissions, newest first' });
    await expect.poll(() => history.textContent()).toContain(why);

    // The flag leads to the other holder, whose page now names the newcomer.
    await toHolder.click();
    await page.getByRole('heading', { name: 'KYC of Ravi Kumar', level: 1 }).waitFor();
    await section('PAN')
      .getByRole('link', { name: `Already verified for customer ${newcomer.userId}` })
      .waitFor();
  });
});
