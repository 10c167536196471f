import trDisputes from '@shared/locales/tr/disputes.json';
import trMoney from '@shared/locales/tr/money.json';
import trProjects from '@shared/locales/tr/projects.json';
import { formatMoney } from '@shared/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { confirmEmail, createAccount, signInAs } from './support/users';

const browser = setupBrowser();

async function fillCard(page: Page, card: string) {
  await page.getByLabel('Card Number').fill(card);
  await page.getByLabel('Expiry Date').fill('12/39');
  await page.getByLabel('CVV').fill('123');
}

describe('escrow in the browser', () => {
  it('funds with the success card after a declined one changed nothing, completes, and pays the freelancer 90%', async () => {
    const clientUser = await confirmEmail(await createAccount('client'));
    const freelancerUser = await confirmEmail(await createAccount('freelancer'));
    const client = await browser.newPage();
    const freelancer = await browser.newPage();
    await signInAs(client, clientUser);
    await signInAs(freelancer, freelancerUser);

    const created = await client.request.post('/api/projects', {
      data: {
        title: 'Escrow journey logo design',
        description: 'A modern, simple logo for a small coffee shop in Istanbul, with two variants.',
        budget: 250,
        category: 'graphic-design',
        dueDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
    const project = (await created.json()) as { id: string };
    const applied = await freelancer.request.post(`/api/projects/${project.id}/applications`, {
      data: {
        coverLetter: 'I have designed more than fifty logos for cafés and would love to do yours.',
        proposedPrice: 200,
        deliveryDays: 5,
      },
    });
    expect(applied.status()).toBe(201);

    await client.goto(`/my-projects/${project.id}`);
    await client.getByRole('button', { name: 'Start Now' }).click();
    const dialog = client.getByRole('dialog');
    await dialog.getByText('Freelancer gets (90%)').waitFor();
    // The built-in test cards are on (PAYMENTS_TEST_MODE=1): the payment screen says no real money moves.
    await dialog.getByText('Test mode — no real money').waitFor();
    await fillCard(client, '4000000000000002');
    await dialog.getByRole('button', { name: 'Pay $200.00' }).click();
    await client.getByText('Failed to process payment').waitFor();
    const afterDecline = await (await client.request.get(`/api/projects/${project.id}/escrow`)).json();
    expect(afterDecline).toMatchObject({ funded: false });

    await fillCard(client, '4242424242424242');
    await dialog.getByRole('button', { name: 'Pay $200.00' }).click();
    await client.getByText('Payment successful! Application approved.').waitFor();
    await client.getByText('Escrow funded').waitFor();

    await client.getByRole('button', { name: 'Complete Project' }).click();
    await client.getByRole('alertdialog').getByRole('button', { name: 'Complete & Pay' }).click();
    await client.getByText('Project completed successfully! Freelancer will be paid.').waitFor();

    await freelancer.goto('/wallet');
    await freelancer.getByRole('heading', { name: 'Wallet' }).waitFor();
    expect(await freelancer.getByTestId('wallet-available').textContent()).toBe('$180.00');
    await freelancer.getByText('Milestone payment', { exact: true }).waitFor();
    await client.goto('/wallet');
    expect(await client.getByTestId('wallet-escrow').textContent()).toBe('$0.00');
  });

  it("shows the server's reason when Complete & Pay is refused: the contract froze under a dispute (Turkish)", async () => {
    const clientUser = await confirmEmail(await createAccount('refused-client', 'tr'));
    const freelancerUser = await confirmEmail(await createAccount('refused-freelancer', 'tr'));
    const client = await browser.newPage({ language: 'tr' });
    const freelancer = await browser.newPage({ language: 'tr' });
    await signInAs(client, clientUser);
    await signInAs(freelancer, freelancerUser);
    const created = await client.request.post('/api/projects', {
      data: {
        title: 'Kahve dükkânı için logo tasarımı',
        description:
          'İstanbul’daki küçük bir kahve dükkânı için iki renk seçenekli, sade ve modern bir logo.',
        budget: 250,
        category: 'graphic-design',
        dueDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
    const project = (await created.json()) as { id: string };
    const applied = await freelancer.request.post(`/api/projects/${project.id}/applications`, {
      data: {
        coverLetter: 'Kafeler için elliden fazla logo tasarladım ve sizinkini de yapmak isterim.',
        proposedPrice: 200,
        deliveryDays: 5,
      },
    });
    expect(applied.status()).toBe(201);

    await client.goto(`/my-projects/${project.id}`);
    await client.getByRole('button', { name: trMoney.escrow.startNow }).click();
    const dialog = client.getByRole('dialog');
    await client.getByLabel(trMoney.card.number).fill('4242424242424242');
    await client.getByLabel(trMoney.card.expiry).fill('12/39');
    await client.getByLabel(trMoney.card.cvv).fill('123');
    await dialog
      .getByRole('button', { name: trMoney.payment.pay.replace('{{amount}}', formatMoney(20_000, 'tr')) })
      .click();
    await client.getByText(trMoney.escrow.approvedPaid).waitFor();
    await client.getByText(trMoney.escrow.funded, { exact: true }).waitFor();

    // The freelancer opens a dispute while the client has the page open: the contract freezes.
    const contracts = (await (await freelancer.request.get('/api/contracts')).json()) as {
      items: { id: string; projectId: string | null }[];
    };
    const contract = contracts.items.find((c) => c.projectId === project.id)!;
    const disputed = await freelancer.request.post(`/api/contracts/${contract.id}/dispute`, {
      multipart: { reason: 'payment', description: 'Ödeme yapılmadan iş teslim edildi.' },
    });
    expect(disputed.status()).toBe(201);

    await client.getByRole('button', { name: trProjects.owner.complete }).click();
    await client.getByRole('alertdialog').getByRole('button', { name: trProjects.owner.completePay }).click();
    // The toast names the failure and gives the server's reason, in Turkish.
    const toast = client.locator('[data-sonner-toast]').filter({ hasText: trProjects.owner.completeFailed });
    await toast.getByText(trDisputes.error.frozen, { exact: true }).waitFor();
    // Nothing was paid out.
    await freelancer.goto('/wallet');
    expect(await freelancer.getByTestId('wallet-available').textContent()).toBe(formatMoney(0, 'tr'));
  });
});
