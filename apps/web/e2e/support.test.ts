import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  createCustomer,
  logInAt,
  pathOf,
  revokeToken,
  storedToken,
  type Customer,
} from './accounts';
import { api, apiLogin, png } from './api';
import { expectAccessible, launchBrowser, newPhonePage, screenshot, PAGE_WAIT_MS } from './browser';

/**
 * docs/product-2.md §2 Support, §5, §8 (issue 15): a customer raises a ticket with a photo, the team answers
 * through the back office's API and the answer arrives without a reload (the conversation and the
 * Support badge), the customer replies and closes it; the list's filters, pages and exports; another
 * customer's ticket; Hindi (the category by its Hindi name), dark mode and a desk.
 */

/** Today in India, yyyy-MM-dd (the list's dates are India's days). */
const indiaDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

/** A ticket raised straight through the API, as another device would: its Mid. */
async function apiTicket(
  token: string,
  category: { id: number; receiver: string },
  subject: string,
  message = `About ${subject}`,
): Promise<string> {
  const form = new FormData();
  form.set('ReceiverId', category.receiver);
  form.set('Mtype', String(category.id));
  form.set('MsgSubject', subject);
  form.set('Msg', message);
  const { status, json } = await api('admin/insertMessage', { body: form, token });
  expect(status, JSON.stringify(json)).toBe(200);
  return (json.data as { Mid: string }).Mid;
}

/** The team's reply, through the back office's call. */
async function teamReply(adminToken: string, Mid: string, text: string): Promise<void> {
  const form = new FormData();
  form.set('Msg', text);
  const { status, json } = await api(`admin/support/tickets/${Mid}/messages`, {
    body: form,
    token: adminToken,
  });
  expect(status, JSON.stringify(json)).toBe(200);
}

/**
 * Closes every toast and waits until they have gone: one half-faded in or out would be measured at
 * part opacity by axe.
 */
async function toastsGone(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Close toast' });
  await expect
    .poll(
      async () => {
        const count = await close.count();
        if (count > 0)
          await close
            .first()
            .click({ force: true, timeout: 1000 })
            .catch(() => undefined);
        return page.locator('[data-sonner-toast]').count();
      },
      { timeout: PAGE_WAIT_MS },
    )
    .toBe(0);
}

describe('support tickets', () => {
  const admin = inject('admin');
  let browser: Browser;
  let customer: Customer;
  let other: Customer;
  let adminToken: string;
  let category: { id: number; name: string; nameHi: string; receiver: string };
  let context: BrowserContext;
  let page: Page;
  /** The ticket raised through the form. */
  let Mid = '';

  beforeAll(async () => {
    let login: { status: number; token?: string };
    [browser, customer, other, login] = await Promise.all([
      launchBrowser(),
      createCustomer('Meera Nair'),
      createCustomer('Kabir Shah'),
      apiLogin(admin.mobile, admin.password),
    ]);
    expect(login.status).toBe(200);
    adminToken = login.token ?? '';
    // A category of this run's own, received by the back office's admin.
    const admins = await api('admin/support/admins', { token: adminToken });
    expect(admins.status, JSON.stringify(admins.json)).toBe(200);
    const receiver = (admins.json.data as { userId: string }[])[0]?.userId ?? '';
    expect(receiver).not.toBe('');
    const run = String(Date.now()).slice(-6);
    const name = `Wallet help ${run}`;
    const nameHi = `वॉलेट सहायता ${run}`;
    const created = await api('admin/support/categories', {
      body: { name, nameHi, receiver, active: true },
      token: adminToken,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    category = { id: (created.json.data as { id: number }).id, name, nameHi, receiver };
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  it('raises a ticket with a photo, gets the answer live, replies and closes it', async () => {
    await logInAt(page, '/support-ticket', customer);
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    await page.getByLabel('Category').selectOption({ label: category.name });
    // Whitespace is not a subject: Submit stays off.
    await page.getByLabel('Subject').fill('   ');
    await page
      .getByLabel('Message', { exact: true })
      .fill('My top-up of ₹500 is not in my wallet.');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Subject').fill('Top-up not credited');
    await page.getByLabel('Attachment', { exact: true }).setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: await png(60, 40, '#3366cc'),
    });
    await page.getByRole('img', { name: 'Preview of the attachment receipt.png' }).waitFor();
    await expectAccessible(page);
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();

    await page.getByText(/Your ticket #\d+ is raised/).waitFor();
    await expect.poll(() => pathOf(page)).toMatch(/^\/user-open-ticket\/\d+$/);
    Mid = pathOf(page).split('/').pop() ?? '';
    await page.getByRole('heading', { name: 'Top-up not credited' }).waitFor();
    await page.getByText('OPEN', { exact: true }).waitFor();
    const mine = page.getByRole('article', { name: 'Client' });
    await mine.getByText('My top-up of ₹500 is not in my wallet.').waitFor();
    // The photo comes with the token; it opens full screen.
    // (The server keeps the photo re-encoded as WebP, under the name it was sent with.)
    await mine.getByRole('button', { name: /^View image receipt\.(png|webp)$/ }).click();
    const viewer = page.getByRole('dialog', { name: /^receipt\.(png|webp)$/ });
    await viewer.getByRole('img', { name: /^receipt\.(png|webp)$/ }).waitFor();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await toastsGone(page);
    await expectAccessible(page);

    // The list has it; the team answers while the customer looks at it: the badge, no reload.
    await page.getByRole('main').getByRole('link', { name: 'Back' }).click();
    await expect.poll(() => pathOf(page)).toBe('/all-tickets');
    const row = page.getByRole('link', { name: `Open ticket #${Mid}`, exact: true });
    await row.waitFor();
    await teamReply(adminToken, Mid, 'We are checking your top-up.');
    const menu = page.getByRole('button', { name: 'Menu, 1 unread support replies' });
    await menu.waitFor({ timeout: PAGE_WAIT_MS });
    await page.getByText('1 new', { exact: true }).waitFor();
    await menu.click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Support, 1 unread' })
      .waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // Opening the ticket reads the answer; the next one arrives in the open conversation.
    await row.click();
    await page
      .getByRole('article', { name: 'Admin' })
      .getByText('We are checking your top-up.')
      .waitFor();
    await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
    await teamReply(adminToken, Mid, 'Found it: credited now.');
    await page.getByText('Found it: credited now.').waitFor({ timeout: PAGE_WAIT_MS });

    // A blank reply is refused; a real one is added to the conversation.
    const reply = page.getByLabel('Reply', { exact: true });
    await reply.fill('   ');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Please enter a message to send.').waitFor();
    await reply.fill('Thank you, I can see it.');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    await page.getByLabel('Attachment', { exact: true }).setInputFiles({
      name: 'statement.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const thanks = page.getByRole('article', { name: 'Client' }).filter({
      hasText: 'Thank you, I can see it.',
    });
    await thanks.waitFor();
    expect(await reply.inputValue()).toBe('');
    // The PDF comes back with the token, as a download of the same bytes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      thanks.getByRole('button', { name: 'Open PDF statement.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('statement.pdf');
    expect((await fs.readFile(await download.path())).equals(pdf)).toBe(true);

    // Close it: RESOLVED, and the reply box says a reply reopens it.
    await page.getByRole('switch', { name: `Ticket #${Mid} open` }).click();
    await page.getByText('Message status updated successfully!').waitFor();
    await page.getByText('RESOLVED', { exact: true }).waitFor();
    await page.getByText('This ticket is resolved. Sending a reply opens it again.').waitFor();
    expect(
      await page.getByRole('switch', { name: `Ticket #${Mid} open` }).getAttribute('aria-checked'),
    ).toBe('false');
    // 4 messages shown (chunks of 4): asking for earlier ones says there are no more.
    expect(await page.getByRole('article', { name: /^(Client|Admin)$/ }).count()).toBe(4);
    await page.getByRole('button', { name: 'Earlier messages' }).click();
    await page.getByText('No more messages!').waitFor();
    await toastsGone(page);
    await expectAccessible(page);
    await screenshot(page, 'support-conversation');
  });

  it('filters, pages and exports the list on a desk', async () => {
    expect(Mid).not.toBe('');
    // Eleven open tickets beside the closed one.
    for (let n = 1; n <= 11; n += 1) {
      const no = String(n).padStart(2, '0');
      await apiTicket(customer.token, category, `Bulk ticket ${no} about my wallet`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInAt(page, '/all-tickets', customer);
    const table = page.getByRole('table', { name: 'Your support tickets' });
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(10);
    await page.getByText('Page 1 of 2').waitFor();
    await page.getByLabel('Rows per page').selectOption('25');
    await expect.poll(() => rows.count()).toBe(12);

    // Status: Closed is the one closed above; Open the eleven.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Closed' });
    await expect.poll(() => rows.count()).toBe(1);
    await table.getByRole('link', { name: `Open ticket #${Mid}`, exact: true }).waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Open' });
    await expect.poll(() => rows.count()).toBe(11);
    // A subject over 20 characters is cut.
    await table.getByText('Bulk ticket 01 about…', { exact: true }).waitFor();

    // Sorting by ticket number, ascending then descending.
    await table.getByRole('button', { name: 'Ticket', exact: true }).click();
    const firstMid = () => rows.first().getByRole('link').textContent();
    const ascending = await firstMid();
    await table.getByRole('button', { name: 'Ticket', exact: true }).click();
    await expect.poll(firstMid).not.toBe(ascending);

    // Exports of the page on screen.
    await page.getByLabel('Rows per page').selectOption('10');
    await expect.poll(() => rows.count()).toBe(10);
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export this page to CSV' }).click(),
    ]);
    const csvText = (await fs.readFile(await csvDownload.path(), 'utf8')).replace(/^\ufeff/, '');
    const csv = Papa.parse<Record<string, string>>(csvText, { header: true, skipEmptyLines: true });
    expect(csv.meta.fields).toEqual(['Mid', 'Mtype', 'MsgSubject', 'Doe', 'isOpen']);
    expect(csv.data).toHaveLength(10);
    expect(new Set(csv.data.map((r) => r.isOpen))).toEqual(new Set(['Open']));
    expect(csv.data.every((r) => r.MsgSubject?.startsWith('Bulk ticket '))).toBe(true);
    // When it was raised, sortable, on India's clock.
    expect(csv.data[0]?.Doe).toMatch(new RegExp(`^${indiaDay()} \\d{2}:\\d{2}:\\d{2}$`));
    expect(csv.data[0]?.Mtype).toBe(category.name);

    const [xlsxDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export this page to Excel' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsxDownload.path());
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(11);
    expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Mid',
      'Mtype',
      'MsgSubject',
      'Doe',
      'isOpen',
    ]);
    expect(sheet?.name).toBe('Tickets');
    const excelMids = [2, 3, 4].map((n) => String((sheet?.getRow(n).values as unknown[])[1]));
    expect(excelMids).toEqual(csv.data.slice(0, 3).map((r) => r.Mid));
    // Doe is an Excel date holding India's wall clock, shown dd-mm-yyyy hh:mm.
    const doe = sheet?.getRow(2).getCell(4);
    expect(doe?.value).toBeInstanceOf(Date);
    expect((doe?.value as Date).toISOString().replace('T', ' ').slice(0, 19)).toBe(
      csv.data[0]?.Doe,
    );
    expect(doe?.numFmt).toBe('dd-mm-yyyy hh:mm');

    // Dates: from tomorrow there is nothing, and nothing to export.
    await page.getByLabel('From', { exact: true }).fill(indiaDay(1));
    await page.getByText('No messages found!').waitFor();
    await page.getByRole('button', { name: 'Export this page to CSV' }).click();
    await page.getByText('No data available for export!').waitFor();
    await page.getByLabel('From', { exact: true }).fill(indiaDay());
    await page.getByLabel('To', { exact: true }).fill(indiaDay());
    await expect.poll(() => rows.count()).toBe(10);
    await toastsGone(page);
    await expectAccessible(page);
    await screenshot(page, 'support-list-desk');
  });

  it("says the screens' own messages: categories, receiver, attachment, list failures", async () => {
    // A category nobody receives yet: the customer is told to pick another.
    const orphanName = `Nobody yet ${String(Date.now()).slice(-6)}`;
    const orphan = await api('admin/support/categories', {
      body: { name: orphanName, receiver: null, active: true },
      token: adminToken,
    });
    expect(orphan.status, JSON.stringify(orphan.json)).toBe(200);

    // The categories fail once: the message, and Retry brings them.
    let failCategories = true;
    await page.route('**/api/admin/getActiveCategories', (route) =>
      failCategories ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
    );
    await logInAt(page, '/support-ticket', customer);
    await page.getByText('Failed to fetch categories').waitFor();
    failCategories = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByLabel('Category').selectOption({ label: orphanName });
    await page.getByText('ReceiverId is not set. Please select a valid category.').waitFor();
    await page.getByLabel('Subject').fill('Anything');
    await page.getByLabel('Message', { exact: true }).fill('Anything at all');
    expect(await page.getByRole('button', { name: 'Submit', exact: true }).isDisabled()).toBe(true);

    // Attachments are checked before sending: a GIF and a photo over 5 MB are refused.
    const attachment = page.getByLabel('Attachment', { exact: true });
    await attachment.setInputFiles({
      name: 'a.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await page.getByText('Attach a JPEG, PNG or WebP image, or a PDF.').waitFor();
    await attachment.setInputFiles({
      name: 'big.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await page.getByText('The attachment must be at most 5 MB.').waitFor();
    // A PDF is shown by its name, and can be removed.
    await attachment.setInputFiles({
      name: 'statement.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await page.getByText(/^Chosen: statement\.pdf/).waitFor();
    await page.getByRole('button', { name: 'Remove attachment' }).click();
    expect(await page.getByText(/^Chosen: /).count()).toBe(0);
    await expectAccessible(page);

    // The list fails: its message and Retry.
    let failList = true;
    await page.route('**/api/admin/getMessages?**', (route) =>
      failList ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
    );
    await page.getByRole('link', { name: 'View tickets' }).click();
    await page.getByText('Failed to fetch messages. Please try again later.').waitFor();
    failList = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page
      .getByRole('link', { name: /^Open ticket #\d+$/ })
      .first()
      .waitFor();
  });

  it('keeps the badge up to date by polling when the stream is refused, and signs out a dead token', async () => {
    let streams = 0;
    await page.route('**/api/v1/support/events', (route) => {
      streams += 1;
      return route.fulfill({ status: 401, contentType: 'application/json', body: '{}' });
    });
    const session = await apiLogin(customer.mobile, customer.password);
    await logInAt(page, '/all-tickets', customer);
    await page
      .getByRole('link', { name: /^Open ticket #\d+$/ })
      .first()
      .waitFor();
    await expect.poll(() => streams).toBeGreaterThan(0);
    const [latest] = (await api('admin/getMessages', { token: session.token })).json.data as {
      Mid: string;
    }[];
    await teamReply(adminToken, latest?.Mid ?? '', 'Polled answer.');
    // The page stays, signed in; the badge comes without the stream.
    await page
      .getByRole('button', { name: 'Menu, 1 unread support replies' })
      .waitFor({ timeout: 40_000 });
    expect(pathOf(page)).toBe('/all-tickets');
    expect(await storedToken(page)).not.toBeNull();

    // The token dies: the stream's 401 takes the app's usual sign-out.
    await page.unroute('**/api/v1/support/events');
    await revokeToken((await storedToken(page)) ?? '');
    await page.route('**/api/v1/support/events', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{}' }),
    );
    await expect.poll(() => pathOf(page), { timeout: 40_000 }).toBe('/login');
  });

  it("says not found for another customer's ticket", async () => {
    const theirs = await apiTicket(other.token, category, 'Private matter');
    await logInAt(page, `/user-open-ticket/${theirs}`, customer);
    await page.getByText('No data found for this sender ID.').waitFor();
    expect(await page.getByText('Private matter').count()).toBe(0);
    await expectAccessible(page);
  });

  it('reads in Hindi and dark mode, on a phone and a desk', async () => {
    await logInAt(page, '/all-tickets', customer);
    await page.evaluate(() => {
      localStorage.setItem('kosh.darkMode', '1');
      localStorage.setItem('kosh.language', 'hi');
    });
    await page.reload();
    await page.getByRole('heading', { name: 'आपके टिकट' }).waitFor();
    await page
      .getByRole('link', { name: /^टिकट #\d+ खोलें$/ })
      .first()
      .waitFor();
    // The category by the name in Hindi the back office gave it (every ticket here is in it).
    const card = page.getByRole('article').first();
    expect(await card.textContent()).toContain(category.nameHi);
    expect(await card.textContent()).not.toContain(category.name);
    await expectAccessible(page);
    await screenshot(page, 'support-list-hi-dark');
    // The unread reply of the polling test: the badges, in Hindi and dark.
    await page.getByRole('button', { name: 'मेन्यू, 1 अपठित सहायता जवाब' }).click();
    await page.getByRole('link', { name: 'सहायता, 1 अपठित' }).waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.goto('/support-ticket');
    await page.getByRole('heading', { name: 'सहायता टिकट बनाएँ' }).waitFor();
    await expect
      .poll(() => page.getByLabel('श्रेणी').locator('option').allTextContents())
      .toContain(category.nameHi);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/user-open-ticket/${Mid}`);
    await page.getByText('सुलझा हुआ', { exact: true }).waitFor();
    await page.getByText(category.nameHi, { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'support-conversation-hi-dark-desk');
  });
});
