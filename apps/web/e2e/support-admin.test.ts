import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createCustomer, logInAt, openBackOffice, pathOf, type Customer } from './accounts';
import { api, apiLogin, png } from './api';
import { expectAccessible, launchBrowser, newPhonePage, screenshot, PAGE_WAIT_MS } from './browser';

/**
 * The back office's help desk (/admin/tickets, /admin/categories): a customer's ticket with a
 * photo found waiting, read beside the customer's details, assigned, answered with a PDF, closed
 * and reopened; the customer's next message arriving without a reload; categories created,
 * renamed and switched off (customers no longer offered it); a category's name in Hindi, which a
 * customer reading Hindi picks from. Hindi, dark mode and a desktop.
 */

async function expectOk(call: Promise<{ status: number; json: Record<string, unknown> }>) {
  const { status, json } = await call;
  expect(status, JSON.stringify(json)).toBe(200);
  return json;
}

const stamp = () => String(Date.now()).slice(-6);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

interface Category {
  id: number;
  name: string;
  active: boolean;
}

/** The customer's categories, as the ticket form reads them. */
async function activeCategoryNames(token: string): Promise<string[]> {
  const json = await expectOk(api('admin/getActiveCategories', { body: { isActive: 1 }, token }));
  return (json.data as { Category: string }[]).map((c) => c.Category);
}

/** A ticket raised through the API, as the customer's phone sends it: its Mid. */
async function raiseTicket(
  customer: Customer,
  category: { id: number; receiver: string },
  subject: string,
) {
  const form = new FormData();
  form.set('ReceiverId', category.receiver);
  form.set('Mtype', String(category.id));
  form.set('MsgSubject', subject);
  form.set('Msg', 'My recharge failed but the money left my wallet. Photo attached.');
  form.set(
    'slipImage',
    new File([await png(480, 300, '#2f6bdb')], 'receipt.png', { type: 'image/png' }),
  );
  const json = await expectOk(api('admin/insertMessage', { body: form, token: customer.token }));
  return (json.data as { Mid: string }).Mid;
}

describe('help desk', () => {
  const admin = inject('admin');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let adminToken: string;
  let adminId: string;
  /** Categories this file made: switched off again in afterAll. */
  const made: number[] = [];

  async function createCategory(name: string): Promise<{ id: number; receiver: string }> {
    const json = await expectOk(
      api('admin/support/categories', { body: { name, receiver: adminId }, token: adminToken }),
    );
    const id = (json.data as Category).id;
    made.push(id);
    return { id, receiver: adminId };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const login = await apiLogin(admin.mobile, admin.password);
    adminToken = login.token!;
    const admins = await expectOk(api('admin/support/admins', { token: adminToken }));
    adminId = (admins.data as { userId: string; name: string }[]).find(
      (a) => a.name === admin.name,
    )!.userId;
  });
  afterAll(async () => {
    for (const id of made) {
      await api(`admin/support/categories/${id}`, {
        method: 'PATCH',
        body: { active: false },
        token: adminToken,
      });
    }
    await browser.close();
  });
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  /** Waits for a toast saying `text`; a failure lists the toasts there are. */
  const expectToast = (text: string) =>
    expect
      .poll(() => page.locator('[data-sonner-toast]').allTextContents())
      .toContainEqual(expect.stringContaining(text));

  it('answers a waiting ticket: photo, customer, assign, reply with a PDF, close, reopen, live', async () => {
    const category = await createCategory(`Recharge help ${stamp()}`);
    const customer = await createCustomer('Farah Siddiqui');
    const subject = `Recharge failed ${stamp()}`;
    const Mid = await raiseTicket(customer, category, subject);

    await openBackOffice(page, admin, 'Tickets', 'Tickets');
    // The box follows the address, which changes just after the click: wait for it, not check().
    const waiting = page.getByLabel('Waiting for us');
    await waiting.click();
    await expect.poll(() => waiting.isChecked()).toBe(true);
    await page.getByRole('searchbox', { name: 'Search' }).fill(customer.mobile);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page
      .getByRole('list', { name: 'Tickets, oldest waiting first' })
      .getByRole('listitem')
      .filter({ hasText: subject });
    await row.waitFor();
    const rowText = await row.textContent();
    expect(rowText).toContain(`Ticket #${Mid}`);
    expect(rowText).toContain(`Farah Siddiqui · ${customer.mobile}`);
    expect(rowText).toContain('Unassigned');
    expect(rowText).toMatch(/waiting \d+ min/);
    expect(rowText).toContain('1 unread');
    expect(new URL(page.url()).searchParams.get('unread')).toBe('true');
    await expectAccessible(page);
    await screenshot(page, 'support-admin-inbox-phone');

    await row.getByRole('link').click();
    await expect.poll(() => pathOf(page)).toBe(`/admin/tickets/${Mid}`);
    await page.getByRole('heading', { name: subject, level: 2 }).waitFor();
    const customerPanel = page.getByRole('complementary', { name: 'Customer' });
    await customerPanel.getByText(customer.mobile, { exact: true }).waitFor();
    expect(await customerPanel.textContent()).toContain('Farah Siddiqui');
    expect(await customerPanel.textContent()).toContain(`c${customer.mobile}@example.com`);
    const conversation = page.getByRole('region', { name: 'Conversation' });
    expect(await conversation.getByRole('listitem').first().textContent()).toContain('Client');
    // The photo (re-encoded as WebP by the server), fetched with the admin's token, opens full screen.
    await conversation
      .getByRole('button', { name: 'Open the image receipt.webp full screen' })
      .click();
    const viewer = page.getByRole('dialog', { name: 'receipt.webp' });
    await viewer.getByRole('img', { name: 'receipt.webp' }).waitFor();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });
    await expectAccessible(page);
    await screenshot(page, 'support-admin-ticket-phone');

    await page.getByRole('button', { name: 'Assign to me' }).click();
    await expectToast(`Ticket #${Mid} is assigned to ${admin.name}.`);
    await page.getByRole('button', { name: 'Assign to me' }).waitFor({ state: 'detached' });

    // A blank reply is refused on the page.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Please enter a message to send.').waitFor();
    await page.getByLabel('Reply', { exact: true }).fill('We have refunded ₹199 to your wallet.');
    await page.getByLabel('Attachment (optional)').setInputFiles({
      name: 'refund.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expectToast('Message sent.');
    const reply = conversation.getByRole('listitem').filter({ hasText: 'We have refunded' });
    expect(await reply.textContent()).toContain('Admin');
    const download = page.waitForEvent('download');
    await reply.getByRole('button', { name: 'Download refund.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('refund.pdf');
    expect(await page.getByLabel('Reply', { exact: true }).inputValue()).toBe('');

    // The customer reads the answer.
    const messages = await expectOk(api(`admin/getMessages?Mid=${Mid}`, { token: customer.token }));
    expect((messages.data as { Msg: string }[]).map((m) => m.Msg)).toContain(
      'We have refunded ₹199 to your wallet.',
    );

    await page.getByRole('button', { name: 'Close ticket' }).click();
    await expectToast('Message status updated successfully!');
    await page.getByRole('button', { name: 'Reopen ticket' }).click();
    await page.getByRole('button', { name: 'Close ticket' }).waitFor();

    // The customer writes again while the page is open: it arrives without a reload.
    const form = new FormData();
    form.set('Mid', Mid);
    form.set('Msg', 'Got it, thank you! One more question.');
    await expectOk(api('admin/insertMessage', { body: form, token: customer.token }));
    await conversation
      .getByText('Got it, thank you! One more question.')
      .waitFor({ timeout: PAGE_WAIT_MS });
    await expectAccessible(page);

    // Back in the inbox, it waits for the team again, assigned to the admin.
    await page.getByRole('link', { name: 'Back to tickets' }).click();
    await expect.poll(() => row.textContent()).toContain(`Assigned to ${admin.name}`);
    expect(await row.textContent()).toMatch(/waiting \d+ min/);
  });

  it('creates, renames and switches off a category; customers stop seeing it', async () => {
    const customer = await createCustomer('Gopal Iyer');
    const name = `Hotel refunds ${stamp()}`;
    await openBackOffice(page, admin, 'Support categories', 'Support categories');
    // A customer writes while the admin is elsewhere in the back office: Tickets counts it.
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await raiseTicket(customer, await createCategory(`Badge ${stamp()}`), `Badge ${stamp()}`);
    await nav
      .getByRole('link', { name: /^Tickets\s*1\s*new message$/ })
      .waitFor({ timeout: PAGE_WAIT_MS });
    const create = page.getByRole('form', { name: 'New category' });
    await create.getByLabel('Name', { exact: true }).fill(name);
    await create.getByLabel('Receiver').selectOption({ label: admin.name });
    await create.getByRole('button', { name: 'Create category' }).click();
    const list = page.getByRole('list', { name: 'Support categories' });
    const item = list.getByRole('listitem').filter({ hasText: name });
    await item.waitFor();
    const created = (
      (await expectOk(api('admin/support/categories', { token: adminToken }))).data as Category[]
    ).find((c) => c.name === name)!;
    made.push(created.id);
    expect(await item.textContent()).toContain(`Receiver: ${admin.name}`);
    expect(await activeCategoryNames(customer.token)).toContain(name);

    // The same name again is refused by the server, on the name.
    await create.getByLabel('Name', { exact: true }).fill(name.toUpperCase());
    await create.getByRole('button', { name: 'Create category' }).click();
    await create.getByText('A category with this name already exists.').waitFor();
    await expectAccessible(page);

    const renamed = `${name} and stays`;
    await item.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    await edit.getByLabel('Name', { exact: true }).fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    const renamedItem = list.getByRole('listitem').filter({ hasText: renamed });
    await renamedItem.getByRole('switch', { name: `${renamed} is active` }).click();
    await expect
      .poll(async () => renamedItem.getByRole('switch').getAttribute('aria-checked'))
      .toBe('false');
    expect(await renamedItem.textContent()).toContain('Inactive');
    const names = await activeCategoryNames(customer.token);
    expect(names).not.toContain(renamed);
    expect(names).not.toContain(name);
    await expectAccessible(page);
    await screenshot(page, 'support-admin-categories-phone');
  });

  it('a name in Hindi the admin enters is what a customer reading Hindi picks; English without one', async () => {
    const customer = await createCustomer('Lata Joshi');
    const name = `Cashback ${stamp()}`;
    const nameHi = `कैशबैक ${stamp()}`;
    // One without a Hindi name: a Hindi reader is offered its English name.
    const plain = `Offers ${stamp()}`;
    await createCategory(plain);

    await openBackOffice(page, admin, 'Support categories', 'Support categories');
    const create = page.getByRole('form', { name: 'New category' });
    await create.getByLabel('Name', { exact: true }).fill(name);
    // One character is not a name: refused on the page, under the Hindi box.
    await create.getByLabel('Name in Hindi').fill('क');
    await create.getByRole('button', { name: 'Create category' }).click();
    await create
      .getByText('The name in Hindi must be at least 2 characters, or left empty.')
      .waitFor();
    await create.getByLabel('Name in Hindi').fill(nameHi);
    await create.getByLabel('Receiver').selectOption({ label: admin.name });
    await create.getByRole('button', { name: 'Create category' }).click();
    const item = page
      .getByRole('list', { name: 'Support categories' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await item.waitFor();
    made.push(
      (
        (await expectOk(api('admin/support/categories', { token: adminToken }))).data as Category[]
      ).find((c) => c.name === name)!.id,
    );
    expect(await item.textContent()).toContain(`Name in Hindi: ${nameHi}`);
    await expectAccessible(page);

    const phone = await newPhonePage(browser);
    const options = phone.page.getByLabel('श्रेणी').locator('option');
    try {
      await logInAt(phone.page, '/support-ticket', customer);
      await phone.page.evaluate(() => localStorage.setItem('kosh.language', 'hi'));
      await phone.page.reload();
      await phone.page.getByRole('heading', { name: 'सहायता टिकट बनाएँ' }).waitFor();
      await expect.poll(() => options.allTextContents()).toContain(nameHi);
      expect(await options.allTextContents()).not.toContain(name);
      expect(await options.allTextContents()).toContain(plain);
      await phone.page.getByLabel('श्रेणी').selectOption({ label: nameHi });
      await expectAccessible(phone.page);
      await screenshot(phone.page, 'support-category-picker-hindi');

      // The admin clears it: Hindi readers are offered the English name again.
      await item.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('form', { name: `Edit ${name}` });
      expect(await edit.getByLabel('Name in Hindi').inputValue()).toBe(nameHi);
      await edit.getByLabel('Name in Hindi').fill('');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => item.textContent()).toContain('Name in Hindi: not set');
      await phone.page.reload();
      await expect.poll(() => options.allTextContents()).toContain(name);
      expect(await options.allTextContents()).not.toContain(nameHi);
    } finally {
      await phone.context.close();
    }
  });

  it('reads right in Hindi and dark mode, and puts the customer beside the conversation on a desktop', async () => {
    const category = await createCategory(`Wallet help ${stamp()}`);
    const customer = await createCustomer('Meera Pillai');
    const subject = `Money not added ${stamp()}`;
    const Mid = await raiseTicket(customer, category, subject);

    await openBackOffice(page, admin, 'Tickets', 'Tickets');
    await page.evaluate(() => {
      localStorage.setItem('kosh.language', 'hi');
      localStorage.setItem('kosh.darkMode', '1');
    });
    try {
      await page.goto(`/admin/tickets?search=${customer.mobile}`);
      await page.getByRole('heading', { name: 'टिकट', level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        true,
      );
      const row = page
        .getByRole('list', { name: 'टिकट, सबसे पुराने इंतज़ार वाले पहले' })
        .getByRole('listitem')
        .filter({ hasText: subject });
      expect(await row.textContent()).toMatch(/\d+ मिनट से इंतज़ार/);
      await expectAccessible(page);
      await screenshot(page, 'support-admin-inbox-hindi-dark');

      await row.getByRole('link').click();
      await expect.poll(() => pathOf(page)).toBe(`/admin/tickets/${Mid}`);
      await page.getByRole('heading', { name: subject, level: 2 }).waitFor();
      await page.getByRole('button', { name: 'भेजें', exact: true }).click();
      await page.getByText('कृपया भेजने के लिए संदेश लिखें।').waitFor();
      await expectAccessible(page);

      await page.setViewportSize({ width: 1280, height: 900 });
      const conversation = await page.getByRole('region', { name: 'बातचीत' }).boundingBox();
      const customerBox = await page.getByRole('complementary', { name: 'ग्राहक' }).boundingBox();
      expect(customerBox!.x).toBeGreaterThan(conversation!.x + conversation!.width - 1);
      await expectAccessible(page);
      await screenshot(page, 'support-admin-ticket-desktop');

      await page.goto('/admin/categories');
      await page.getByRole('heading', { name: 'सहायता श्रेणियाँ', level: 1 }).waitFor();
      await page
        .getByRole('list', { name: 'सहायता श्रेणियाँ' })
        .getByRole('switch', { name: /सक्रिय है$/ })
        .first()
        .waitFor();
      await expectAccessible(page);
      await screenshot(page, 'support-admin-categories-hindi-dark-desktop');
    } finally {
      await page.evaluate(() => {
        localStorage.removeItem('kosh.language');
        localStorage.removeItem('kosh.darkMode');
      });
    }
  });
});
