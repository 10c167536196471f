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
    await freelancer.getByText('Milestone payment').waitFor();
    await client.goto('/wallet');
    expect(await client.getByTestId('wallet-escrow').textContent()).toBe('$0.00');
  });
});
