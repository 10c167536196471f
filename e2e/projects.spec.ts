import { CATEGORY_LABELS } from '@shared/categories';
import enMoney from '@shared/locales/en/money.json';
import enNotifications from '@shared/locales/en/notifications.json';
import enProjects from '@shared/locales/en/projects.json';
import trMoney from '@shared/locales/tr/money.json';
import trNotifications from '@shared/locales/tr/notifications.json';
import trProjects from '@shared/locales/tr/projects.json';
import { describe, expect, it } from 'vitest';
import { baseUrl, setupBrowser } from './support/browser';
import { toast } from './support/toast';
import { confirmEmail, createAccount, signInAs } from './support/users';

const browser = setupBrowser();

const catalogues = {
  en: { p: enProjects, n: enNotifications, m: enMoney },
  tr: { p: trProjects, n: trNotifications, m: trMoney },
};

function dateInDays(days: number): string {
  const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

describe.each(['en', 'tr'] as const)('a project from posting to review (%s)', (lang) => {
  const { p, n, m } = catalogues[lang];

  it('posts, applies, approves, notifies, completes and reviews with two accounts', async () => {
    const clientUser = await confirmEmail(await createAccount('client', lang));
    const freelancerUser = await confirmEmail(await createAccount('freelancer', lang));
    const client = await browser.newPage({ language: lang });
    const freelancer = await browser.newPage({ language: lang });
    await signInAs(client, clientUser);
    await signInAs(freelancer, freelancerUser);
    const title = `Logo for a café ${lang} ${Date.now()}`;

    // Post: the submit stays disabled until a date is chosen; the first failing rule shows in a toast.
    await client.goto('/post-job');
    await client.getByRole('heading', { name: p.postJob.title }).waitFor();
    const submit = client.getByRole('button', { name: p.postJob.submit });
    await client.getByLabel(p.postJob.fields.title).fill('Too short');
    expect(await submit.isDisabled()).toBe(true);
    await client.getByLabel(p.postJob.fields.dueDate).fill(dateInDays(10));
    await submit.click();
    await toast(client, p.postJob.validationError);
    await toast(client, p.validation.titleMin);
    await client.getByLabel(p.postJob.fields.title).fill(title);
    await client.getByRole('combobox', { name: p.postJob.fields.category }).click();
    await client.getByRole('option', { name: CATEGORY_LABELS['graphic-design'][lang] }).click();
    await client
      .getByLabel(p.postJob.fields.description)
      .fill('A friendly, modern logo for a small neighbourhood café, with a colour and a black variant.');
    await client.getByLabel(p.postJob.fields.budget).fill('300');
    await client.getByRole('button', { name: p.postJob.fields.addRequirement }).click();
    await client.getByPlaceholder(p.postJob.fields.requirementPlaceholder).fill('Vector files');
    await submit.click();
    await toast(client, p.postJob.success);
    await client.waitForURL('**/my-projects');
    await client.getByRole('link', { name: title }).waitFor();

    // Apply as the freelancer from the public list.
    await freelancer.goto('/projects');
    await freelancer.getByLabel(p.public.search, { exact: true }).fill(title);
    await freelancer.getByRole('button', { name: p.public.search }).click();
    await freelancer.getByRole('link', { name: `${p.public.viewDetails}: ${title}` }).click();
    await freelancer.getByRole('heading', { name: title }).waitFor();
    await freelancer.getByText('Vector files').waitFor();
    await freelancer.getByRole('button', { name: p.public.apply }).click();
    await freelancer
      .getByLabel(p.apply.coverLetter)
      .fill('I have designed many logos for cafés and bakeries; I would love to design yours.');
    await freelancer.getByLabel(p.apply.price).fill('250');
    await freelancer.getByLabel(p.apply.days).fill('7');
    await freelancer.getByRole('button', { name: p.apply.submit }).click();
    await toast(freelancer, p.apply.success);
    await freelancer.getByText(p.public.alreadyApplied).waitFor();

    // Approve as the client on the owner page.
    await client.getByRole('link', { name: title }).click();
    await client.waitForURL('**/my-projects/*');
    await client.getByRole('heading', { name: p.owner.applications.replace('{{count}}', '1') }).waitFor();
    await client.getByRole('button', { name: p.owner.approve }).click();
    await toast(client, p.owner.approved);
    await client.getByText(p.status.accepted, { exact: true }).waitFor();
    expect(await client.getByRole('button', { name: p.owner.approve }).count()).toBe(0);

    // The freelancer sees the approval notification and opening it marks it read.
    await freelancer.goto('/notifications');
    await freelancer.getByText(n.event.applicationApproved.title).waitFor();
    await freelancer.getByText(n.unread.replace('{{count}}', '1')).waitFor();
    await freelancer.getByRole('button', { name: new RegExp(n.event.applicationApproved.title) }).click();
    await freelancer.waitForURL((url) => url.pathname === '/projects');
    await freelancer.goto('/notifications');
    await freelancer.getByText(n.event.applicationApproved.title).waitFor();
    expect(await freelancer.getByText(n.unread.replace('{{count}}', '1')).count()).toBe(0);

    // Approved without payment: escrow is funded with the test provider's success card first.
    await client.getByText(m.escrow.notFunded, { exact: true }).waitFor();
    await client.getByRole('button', { name: m.escrow.fund }).click();
    const fundDialog = client.getByRole('dialog');
    await fundDialog.getByLabel(m.card.number).fill('4242424242424242');
    await fundDialog.getByLabel(m.card.expiry).fill('12/39');
    await fundDialog.getByLabel(m.card.cvv).fill('123');
    await fundDialog.locator('button[type="submit"]').click();
    await toast(client, m.payment.success);
    await client.getByText(m.escrow.funded, { exact: true }).waitFor();

    // Complete through the confirmation dialog, then review.
    await client.getByRole('button', { name: p.owner.complete }).click();
    await client.getByRole('alertdialog', { name: p.owner.completeTitle }).waitFor();
    await client.getByText(p.owner.completeText).waitFor();
    await client.getByRole('button', { name: p.owner.completePay }).click();
    await toast(client, p.owner.completed);
    await client.getByRole('heading', { name: p.review.title }).waitFor();
    expect(await client.getByRole('button', { name: p.owner.complete }).count()).toBe(0);
    await client.getByRole('radio', { name: p.review.star_other.replace('{{count}}', '4') }).click();
    await client.getByLabel(p.review.comment).fill('Lovely work, delivered early.');
    await client.getByRole('button', { name: p.review.submit }).click();
    await toast(client, p.review.success);
    await client.getByText(p.review.outOf.replace('{{rating}}', '4')).waitFor();

    // The review stays hidden from the freelancer until they review the client too (decision
    // 050; the contract page has its own journey): then the public project page shows it, and the
    // client's card carries the freelancer's rating of the client.
    const projectUrl = new URL(client.url()).pathname.replace('/my-projects/', '/projects/');
    const projectId = projectUrl.split('/').pop()!;
    await freelancer.goto(projectUrl);
    await freelancer.getByText(title).first().waitFor();
    expect(await freelancer.getByText('Lovely work, delivered early.').count()).toBe(0);
    const sold = (await (await freelancer.request.get('/api/contracts?role=seller')).json()) as {
      items: { id: string; projectId: string | null }[];
    };
    const contract = sold.items.find((i) => i.projectId === projectId)!;
    const reviewed = await freelancer.request.post(`/api/contracts/${contract.id}/reviews`, {
      headers: { origin: baseUrl() },
      data: { rating: 5, comment: 'Clear brief and quick answers.' },
    });
    expect(reviewed.status()).toBe(201);
    await freelancer.reload();
    await freelancer.getByText(p.public.clientReview).waitFor();
    await freelancer.getByText('Lovely work, delivered early.').waitFor();
    const detail = (await (await freelancer.request.get(`/api/projects/${projectId}`)).json()) as {
      client: { rating: number; reviewCount: number };
    };
    expect(detail.client).toMatchObject({ rating: 5, reviewCount: 1 });
  });
});

describe('public project pages', () => {
  it('shows Project not found with a way back to the list', async () => {
    const page = await browser.newPage({ language: 'en' });
    await page.goto('/projects/00000000-0000-0000-0000-000000000000');
    await page.getByRole('heading', { name: 'Project not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await page.waitForURL((url) => url.pathname === '/projects');
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Project not found' }).count()).toBe(0);
  });

  it('shows No notification to a new user', async () => {
    const user = await createAccount('lonely');
    const page = await browser.newPage({ language: 'en' });
    await signInAs(page, user);
    await page.goto('/notifications');
    await page.getByText('No notification').waitFor();
    const listed = await page.request.get('/api/notifications');
    expect(await listed.json()).toEqual([]);
    const unread = await page.request.get('/api/notifications/unread-count');
    expect(await unread.json()).toEqual({ count: 0 });
  });
});
