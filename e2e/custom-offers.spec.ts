import { formatMoney } from '@shared/format';
import enMoney from '@shared/locales/en/money.json';
import enOffers from '@shared/locales/en/offers.json';
import trMoney from '@shared/locales/tr/money.json';
import trOffers from '@shared/locales/tr/offers.json';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { fill } from './support/fill';
import { createService, twoParties } from './support/orders';
import { toast } from './support/toast';

/*
 * Custom offers (issue 27 item 2, decision 121) as new users meet them, in English and Turkish:
 * the client asks for an offer from the freelancer's service page; the freelancer answers it in
 * the chat; the offer card appears live on the client's open chat, is accepted and paid with the
 * test card (it becomes an order), and turns "Accepted" live on the freelancer's side.
 */

const browser = setupBrowser();
const catalogues = { en: { o: enOffers, m: enMoney }, tr: { o: trOffers, m: trMoney } };

describe.each(['en', 'tr'] as const)('custom offers in the chat (%s)', (lang) => {
  const { o, m } = catalogues[lang];
  const money = (cents: number) => formatMoney(cents, lang);

  it('a request from the service page, answered with an offer in the chat, accepted and paid', async () => {
    const { client, freelancer } = await twoParties(browser, lang, {
      client: `offer-client-${lang}`,
      freelancer: `offer-seller-${lang}`,
    });
    const serviceId = await createService(freelancer, lang, [
      {
        tier: 'basic',
        name: 'Logo only',
        description: 'One logo concept in colour and black.',
        price: 50,
        deliveryDays: 3,
        revisions: 1,
        features: ['Source file'],
      },
    ]);

    // The client asks from the service page and lands in the conversation with the request card.
    await client.goto(`/services/${serviceId}`);
    await client.getByRole('button', { name: o.panel.requestOne }).click();
    const ask = client.getByRole('dialog');
    await ask.getByLabel(o.requestForm.description).fill('A logo and a matching menu board for my café.');
    await ask.getByLabel(o.requestForm.budget).fill('150');
    await ask.getByRole('button', { name: o.requestForm.submit }).click();
    await client.waitForURL(/\/chat\?/);
    const request = client.getByTestId('offer-request-card');
    await request.getByText(o.request.status.open).waitFor();

    // The freelancer answers it with an offer from the chat.
    const session = (await (await client.request.get('/api/auth/get-session')).json()) as {
      user: { id: string };
    };
    await freelancer.goto(`/chat?user=${session.user.id}`);
    const asked = freelancer.getByTestId('offer-request-card');
    await asked.getByText('A logo and a matching menu board for my café.').waitFor();
    await asked.getByRole('button', { name: o.request.answer }).click();
    const form = freelancer.getByRole('dialog');
    await form
      .getByLabel(o.form.description)
      .fill('Logo (three concepts) and a menu board in the same style.');
    // Out of bounds first: the shared schema's message in the reader's language.
    await form.getByLabel(o.form.price).fill('4');
    await form.getByLabel(o.form.deliveryDays).fill('6');
    await form.getByRole('button', { name: o.form.submit }).click();
    await form.getByText(o.validation.price).waitFor();
    await form.getByLabel(o.form.price).fill('140');
    await form.getByLabel(o.form.revisions).fill('2');
    await form.getByRole('button', { name: o.form.submit }).click();
    await toast(freelancer, o.form.sent);
    await freelancer.getByTestId('offer-card').getByText(o.status.pending).waitFor();

    // The client's open chat shows the offer without a reload, and the request as answered.
    const card = client.getByTestId('offer-card');
    await card.getByText(money(14_000), { exact: true }).waitFor();
    await client.getByText(o.request.status.answered).waitFor();
    await card.getByRole('button', { name: fill(o.card.accept, { amount: money(14_000) }) }).click();
    await client.waitForURL('**/checkout/test/*');
    await client.getByLabel(m.card.number).fill('4242424242424242');
    await client.getByLabel(m.card.expiry).fill('12/39');
    await client.getByLabel(m.card.cvv).fill('123');
    await client.locator('main button[type="submit"]').click();
    await toast(client, m.payment.success);
    await client.waitForURL('**/contracts/*');
    const contractId = client.url().split('/contracts/')[1]!.split(/[?#]/)[0]!;

    // The freelancer's card turns Accepted live and links to the order, now paid.
    const accepted = freelancer.getByTestId('offer-card');
    await accepted.getByText(o.status.accepted).waitFor();
    await accepted.getByRole('link', { name: o.card.openContract }).click();
    await freelancer.waitForURL(`**/contracts/${contractId}`);
    const detail = (await (await freelancer.request.get(`/api/contracts/${contractId}`)).json()) as {
      priceCents: number;
      status: string;
    };
    expect(detail).toMatchObject({ priceCents: 14_000, status: 'awaiting_requirements' });
  });
});
