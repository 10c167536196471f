import { CATEGORY_LABELS } from '@shared/categories';
import enCommon from '@shared/locales/en/common.json';
import enContracts from '@shared/locales/en/contracts.json';
import enProjects from '@shared/locales/en/projects.json';
import trCommon from '@shared/locales/tr/common.json';
import trContracts from '@shared/locales/tr/contracts.json';
import trProjects from '@shared/locales/tr/projects.json';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { fill } from './support/fill';
import { orderInProgress } from './support/orders';
import { toast } from './support/toast';
import { confirmEmail, createAccount, signInAs } from './support/users';

const browser = setupBrowser();

const TEXT = {
  en: {
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    update: 'Update Password',
    wrongPassword: 'The current password is not correct',
    name: 'Full name',
    nameRequired: 'Enter your name',
    signUp: 'Sign up',
    needsTerms: 'Accept the Terms and Conditions to continue.',
    withdraw: 'Withdraw Funds',
    nothingToWithdraw: 'Nothing to withdraw yet: your available balance is empty.',
    apply: 'Apply Now',
    needsVerified: 'Confirm your e-mail address to apply.',
  },
  tr: {
    currentPassword: 'Mevcut şifre',
    newPassword: 'Yeni şifre',
    confirmPassword: 'Yeni şifreyi onayla',
    update: 'Şifreyi Güncelle',
    wrongPassword: 'Mevcut şifre doğru değil',
    name: 'Ad soyad',
    nameRequired: 'Adınızı girin',
    signUp: 'Kaydol',
    needsTerms: 'Devam etmek için Şartlar ve Koşulları kabul edin.',
    withdraw: 'Para Çek',
    nothingToWithdraw: 'Henüz çekilecek para yok: kullanılabilir bakiyeniz boş.',
    apply: 'Hemen Başvur',
    needsVerified: 'Başvurmak için e-posta adresinizi doğrulayın.',
  },
} as const;

const attachments = { en: enCommon.attachments, tr: trCommon.attachments };

const catalogues = {
  en: { c: enContracts, p: enProjects },
  tr: { c: trContracts, p: trProjects },
};

/** A tiny valid PNG (1×1 pixel), so the server's image checks accept it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The texts a control is described by (aria-describedby), in order. */
async function description(control: Locator): Promise<string[]> {
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const page = control.page();
  return Promise.all(
    ids.map(async (id) => ((await page.locator(`[id="${id}"]`).textContent()) ?? '').trim()),
  );
}

async function focusedId(page: Page) {
  return page.evaluate(() => document.activeElement?.id ?? '');
}

describe.each(['en', 'tr'] as const)('forms explain themselves (%s)', (lang) => {
  const tx = TEXT[lang];

  it('shows the server’s refusal under its field and keeps everything typed', async () => {
    const user = await createAccount(`forms-${lang}`, lang);
    const page = await browser.newPage({ language: lang });
    await signInAs(page, user);
    await page.goto('/account-settings');
    const current = page.getByLabel(tx.currentPassword, { exact: true });
    await current.fill('not-my-password');
    await page.getByLabel(tx.newPassword, { exact: true }).fill('brand-new-secret');
    await page.getByLabel(tx.confirmPassword, { exact: true }).fill('brand-new-secret');
    await page.getByRole('button', { name: tx.update }).click();

    // The server's message, in the interface language, stands under the field it is about.
    await expect.poll(() => current.getAttribute('aria-invalid')).toBe('true');
    expect(await description(current)).toEqual([tx.wrongPassword]);
    expect(await focusedId(page)).toBe(await current.getAttribute('id'));
    // Nothing typed is lost.
    expect(await current.inputValue()).toBe('not-my-password');
    expect(await page.getByLabel(tx.newPassword, { exact: true }).inputValue()).toBe('brand-new-secret');
    expect(await page.getByLabel(tx.confirmPassword, { exact: true }).inputValue()).toBe('brand-new-secret');
  });

  it('says why a button is disabled, and moves to the first field with a problem', async () => {
    const page = await browser.newPage({ language: lang });
    await page.goto('/signup');
    const submit = page.getByRole('button', { name: tx.signUp, exact: true });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    expect(await description(submit)).toEqual([tx.needsTerms]);
    await page.getByText(tx.needsTerms).waitFor();

    // With the terms accepted, sending the empty form marks the first field and focuses it.
    await page.locator('#acceptTerms').click();
    expect(await submit.isDisabled()).toBe(false);
    expect(await submit.getAttribute('aria-describedby')).toBeNull();
    await page.getByLabel(tx.name).fill('');
    await submit.click();
    const name = page.getByLabel(tx.name);
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect((await description(name)).at(-1)).toBe(tx.nameRequired);
    expect(await focusedId(page)).toBe('name');
  });

  it('explains the wallet’s and a project’s disabled actions to a new account', async () => {
    const user = await createAccount(`forms-new-${lang}`, lang);
    const page = await browser.newPage({ language: lang });
    await signInAs(page, user);
    await page.goto('/wallet');
    const withdraw = page.getByRole('button', { name: tx.withdraw });
    await withdraw.waitFor();
    expect(await withdraw.isDisabled()).toBe(true);
    expect(await description(withdraw)).toEqual([tx.nothingToWithdraw]);

    // An address not yet confirmed cannot apply; the button says so instead of failing later.
    const list = (await (await page.request.get('/api/projects')).json()) as { items: { id: string }[] };
    await page.goto(`/projects/${list.items[0]!.id}`);
    const apply = page.getByRole('button', { name: tx.apply });
    await apply.waitFor();
    expect(await apply.isDisabled()).toBe(true);
    expect(await description(apply)).toEqual([tx.needsVerified]);
  });

  it('keeps a delivery and a revision note through the server’s refusals, each shown where it belongs', async () => {
    const { c } = catalogues[lang];
    const { client, freelancer, contractId } = await orderInProgress(browser, lang, { prefix: 'forms' });

    // The freelancer's delivery: the button says what is missing until a message is typed.
    await freelancer.goto(`/contracts/${contractId}`);
    await freelancer.getByRole('button', { name: c.actions.deliver }).click();
    const dialog = freelancer.getByRole('dialog');
    const send = dialog.getByRole('button', { name: c.deliver.submit, exact: true });
    expect(await send.isDisabled()).toBe(true);
    expect(await description(send)).toEqual([c.deliver.needsMessage]);
    const message = dialog.getByLabel(c.deliver.message, { exact: true });
    await message.fill('First concepts, in colour and in black.');
    expect(await send.isDisabled()).toBe(false);

    // A file that only claims to be an image: refused as it uploads, named with the reason (decision 123).
    const files = dialog.getByLabel(c.deliver.files, { exact: true });
    const broken = Buffer.concat([PNG.subarray(0, 8), Buffer.from('no image at all')]);
    await files.setInputFiles([{ name: 'concept.png', mimeType: 'image/png', buffer: broken }]);
    await dialog.getByTestId('refused-file').filter({ hasText: 'concept.png' }).waitFor();
    // Nothing typed is lost: the dialog is open with the message.
    expect(await message.inputValue()).toBe('First concepts, in colour and in black.');

    // With the file replaced, the same message is delivered.
    await dialog
      .getByRole('button', { name: fill(attachments[lang].remove, { name: 'concept.png' }) })
      .click();
    await files.setInputFiles([{ name: 'concept-2.png', mimeType: 'image/png', buffer: PNG }]);
    await dialog
      .getByRole('button', { name: fill(attachments[lang].remove, { name: 'concept-2.png' }) })
      .waitFor();
    await send.click();
    await toast(freelancer, c.deliver.success);
    await freelancer.getByRole('link', { name: 'concept-2.png' }).waitFor();

    // The client's page does not follow live here, so it can still offer a step that is gone.
    await client.route('**/api/events', (route) => route.abort());
    await client.goto(`/contracts/${contractId}`);
    await client.getByRole('button', { name: c.actions.requestRevision }).click();
    const revision = client.getByRole('dialog');
    const ask = revision.getByRole('button', { name: c.revision.submit });
    expect(await ask.isDisabled()).toBe(true);
    expect(await description(ask)).toEqual([c.revision.needsMessage]);
    const note = revision.getByLabel(c.revision.message);
    await note.fill('Please make the teapot rounder.');
    // Meanwhile the revision is asked for elsewhere (another tab): the milestone is back in work.
    const elsewhere = await client.request.get(`/api/contracts/${contractId}`);
    const milestoneId = ((await elsewhere.json()) as { milestones: { id: string }[] }).milestones[0]!.id;
    const asked = await client.request.post(
      `/api/contracts/${contractId}/milestones/${milestoneId}/revision`,
      {
        data: { message: 'A warmer colour, please.' },
      },
    );
    expect(asked.status()).toBe(200);
    await ask.click();
    // The refusal is about no field: it stands by the button; the dialog and the note stay.
    await revision.locator('[data-form-error]').getByText(c.error.milestoneWrongState).waitFor();
    expect(await note.inputValue()).toBe('Please make the teapot rounder.');
    expect(await note.getAttribute('aria-invalid')).toBeNull();

    // Delivered again: the package's only revision is used, and the button says so.
    const again = await freelancer.request.post(
      `/api/contracts/${contractId}/milestones/${milestoneId}/deliveries`,
      { multipart: { message: 'Warmer colours now.' } },
    );
    expect(again.status()).toBe(200);
    await client.unroute('**/api/events');
    await client.reload();
    const noMore = client.getByRole('button', { name: c.actions.requestRevision });
    await noMore.waitFor();
    expect(await noMore.isDisabled()).toBe(true);
    expect(await description(noMore)).toEqual([fill(c.revision.noneLeft, { allowed: 1 })]);
  });

  it('keeps the delivery message when a live update closes the dialog, until it is delivered', async () => {
    const { c } = catalogues[lang];
    const { client, freelancer, contractId } = await orderInProgress(browser, lang, { prefix: 'forms' });
    const typed = 'Half of the concepts now, the rest tomorrow.';
    await freelancer.goto(`/contracts/${contractId}`);
    const deliverButton = freelancer.getByRole('button', { name: c.actions.deliver });
    await deliverButton.click();
    await freelancer.getByRole('dialog').getByLabel(c.deliver.message, { exact: true }).fill(typed);

    // The client opens a dispute: the contract freezes, and the freelancer's page, following live,
    // no longer offers a delivery; the dialog closes.
    const opened = await client.request.post(`/api/contracts/${contractId}/dispute`, {
      multipart: { reason: 'late', description: 'Nothing has arrived yet.' },
    });
    expect(opened.status()).toBe(201);
    await deliverButton.waitFor({ state: 'detached' });
    await freelancer.getByRole('dialog').waitFor({ state: 'detached' });

    // Withdrawn, the delivery is offered again, with the message as it was typed.
    const disputeId = ((await opened.json()) as { id: string }).id;
    expect((await client.request.post(`/api/disputes/${disputeId}/withdraw`)).status()).toBe(200);
    await deliverButton.click();
    const dialog = freelancer.getByRole('dialog');
    const message = dialog.getByLabel(c.deliver.message, { exact: true });
    expect(await message.inputValue()).toBe(typed);

    // Delivered, the draft is gone, even when the page has moved on before the answer came: here
    // the live update of the delivery closes the dialog while its answer is held back.
    await freelancer.route('**/deliveries', async (route) => {
      const answer = await route.fetch();
      await dialog.waitFor({ state: 'detached' });
      await route.fulfill({ response: answer });
    });
    await dialog
      .getByLabel(c.deliver.files, { exact: true })
      .setInputFiles([{ name: 'concepts.png', mimeType: 'image/png', buffer: PNG }]);
    await dialog.getByRole('button', { name: c.deliver.submit, exact: true }).click();
    await toast(freelancer, c.deliver.success);
    expect(
      await freelancer.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('draft:'))),
    ).toEqual([]);
  });

  it('places the server’s refusal of a project by its field and keeps the whole form', async () => {
    const { p } = catalogues[lang];
    const user = await confirmEmail(await createAccount(`forms-poster-${lang}`, lang));
    const page = await browser.newPage({ language: lang });
    await signInAs(page, user);
    // The browser's calendar is a month behind the server's: a due date it finds in the future
    // is already past for the server, which refuses it.
    await page.clock.setFixedTime(new Date(Date.now() - 30 * 86_400_000));
    await page.goto('/post-job');
    const submit = page.getByRole('button', { name: p.postJob.submit });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    expect(await description(submit)).toEqual([p.postJob.needsDueDate]);

    const title = page.getByLabel(p.postJob.fields.title);
    await title.fill('A logo for a small tea house');
    const text = 'A round, friendly logo for a tea house by the sea, in two colours and in black.';
    await page.getByLabel(p.postJob.fields.description).fill(text);
    await page.getByLabel(p.postJob.fields.category).click();
    await page.getByRole('option', { name: CATEGORY_LABELS['graphic-design'][lang] }).click();
    await page.getByLabel(p.postJob.fields.budget).fill('250');
    const soon = new Date(Date.now() - 20 * 86_400_000);
    const day = `${soon.getFullYear()}-${String(soon.getMonth() + 1).padStart(2, '0')}-${String(soon.getDate()).padStart(2, '0')}`;
    const due = page.getByLabel(p.postJob.fields.dueDate);
    await due.fill(day);
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();

    await expect.poll(() => due.getAttribute('aria-invalid')).toBe('true');
    expect(await description(due)).toEqual([p.validation.dueDateFuture]);
    expect(await focusedId(page)).toBe('dueDate');
    expect(await title.getAttribute('aria-invalid')).toBeNull();
    expect(await title.inputValue()).toBe('A logo for a small tea house');
    expect(await page.getByLabel(p.postJob.fields.description).inputValue()).toBe(text);
    expect(await page.getByLabel(p.postJob.fields.budget).inputValue()).toBe('250');
    expect(await due.inputValue()).toBe(day);
    expect(new URL(page.url()).pathname).toBe('/post-job');
  });

  it('names why the projects pager is off at the first and the last page', async () => {
    const { p } = catalogues[lang];
    const user = await confirmEmail(await createAccount(`forms-pager-${lang}`, lang));
    const page = await browser.newPage({ language: lang });
    await signInAs(page, user);
    const listed = async () =>
      (await (await page.request.get('/api/projects')).json()) as { total: number; pageSize: number };
    // Enough open projects for two pages.
    const first = await listed();
    for (let n = first.total; n <= first.pageSize; n++) {
      const posted = await page.request.post('/api/projects', {
        data: {
          title: `Pager project ${lang} ${n} ${Date.now()}`,
          description: 'A small illustration for a shop window, two colours, delivered as a vector file.',
          budget: 50,
          category: 'graphic-design',
          dueDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        },
      });
      expect(posted.status()).toBe(201);
    }
    const { total, pageSize } = await listed();
    const pages = Math.ceil(total / pageSize);

    await page.goto('/projects');
    const previous = page.getByRole('button', { name: p.public.previousNone, exact: true });
    await previous.waitFor();
    expect(await previous.isDisabled()).toBe(true);
    const next = page.getByRole('button', { name: p.public.next, exact: true });
    expect(await next.isDisabled()).toBe(false);

    await page.goto(`/projects?page=${pages}`);
    const last = page.getByRole('button', { name: p.public.nextNone, exact: true });
    await last.waitFor();
    expect(await last.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: p.public.previous, exact: true }).isDisabled()).toBe(false);
  });
});
