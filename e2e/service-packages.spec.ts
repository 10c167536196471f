import enContracts from '@shared/locales/en/contracts.json';
import trContracts from '@shared/locales/tr/contracts.json';
import { formatMoney } from '@shared/money';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { confirmEmail, createAccount, signInAs } from './support/users';

const browser = setupBrowser();

const TEXT = {
  en: {
    addService: 'Add Service',
    continue: 'Continue',
    back: 'Back',
    category: 'Category',
    graphic: 'Graphic & Design',
    subcategory: 'Subcategory',
    logo: 'Logo Design',
    header: 'Service header',
    explanation: 'Explanation',
    pricing: 'Pricing details',
    add: (tier: string) => `Add ${tier} package`,
    basic: 'Basic',
    standard: 'Standard',
    name: 'Package name',
    description: 'What is included',
    price: 'Price (USD)',
    days: 'Delivery time (days)',
    revisions: 'Revisions',
    unlimited: 'Unlimited',
    addFeature: 'Add feature',
    feature: (n: number) => `Features ${n}`,
    create: 'Create Service',
    created: 'Service created successfully!',
    edit: (header: string) => `Edit: ${header}`,
    save: 'Save changes',
    updated: 'Service updated successfully',
    buy: (amount: string) => `Continue (${amount})`,
    unlimitedRevisions: 'Unlimited revisions',
    reviews: 'Reviews',
    reviewsEmpty: 'No reviews for this service yet.',
    memberSince: /Member since/,
    noResponseData: 'New seller: no reply times yet',
    withinAnHour: 'Response time: within 1 hour',
  },
  tr: {
    addService: 'Hizmet Ekle',
    continue: 'Devam',
    back: 'Geri',
    category: 'Kategori',
    graphic: 'Grafik ve Tasarım',
    subcategory: 'Alt kategori',
    logo: 'Logo Tasarımı',
    header: 'Hizmet başlığı',
    explanation: 'Açıklama',
    pricing: 'Fiyatlandırma ayrıntıları',
    add: (tier: string) => `${tier} paket ekle`,
    basic: 'Temel',
    standard: 'Standart',
    name: 'Paket adı',
    description: 'Neler dahil',
    price: 'Fiyat (USD)',
    days: 'Teslim süresi (gün)',
    revisions: 'Revizyonlar',
    unlimited: 'Sınırsız',
    addFeature: 'Özellik ekle',
    feature: (n: number) => `Özellikler ${n}`,
    create: 'Hizmet Oluştur',
    created: 'Hizmet başarıyla oluşturuldu!',
    edit: (header: string) => `Düzenle: ${header}`,
    save: 'Değişiklikleri kaydet',
    updated: 'Hizmet başarıyla güncellendi',
    buy: (amount: string) => `Devam (${amount})`,
    unlimitedRevisions: 'Sınırsız revizyon',
    reviews: 'Değerlendirmeler',
    reviewsEmpty: 'Bu hizmet için henüz değerlendirme yok.',
    memberSince: /tarihinden beri üye/,
    noResponseData: 'Yeni satıcı: henüz yanıt süresi yok',
    withinAnHour: 'Yanıt süresi: 1 saat içinde',
  },
} as const;

const CONTRACTS = { en: enContracts, tr: trContracts };

async function journey(lang: 'en' | 'tr') {
  const L = TEXT[lang];
  const messages = CONTRACTS[lang].validation;
  const header = lang === 'en' ? `Packaged logo design ${Date.now()}` : `Paketli logo tasarımı ${Date.now()}`;
  const seller = await createAccount(`packages-${lang}`, lang);
  const page = await browser.newPage({ language: lang });
  await signInAs(page, seller);
  await page.goto('/add-service');
  await page.getByRole('heading', { name: L.addService }).waitFor();

  // Steps 1 and 2.
  await page.getByRole('combobox', { name: L.category, exact: true }).click();
  await page.getByRole('option', { name: L.graphic }).click();
  await page.getByRole('combobox', { name: L.subcategory }).click();
  await page.getByRole('option', { name: L.logo }).click();
  await page.getByRole('button', { name: L.continue, exact: true }).click();
  await page.getByLabel(L.header).fill(header);
  await page
    .getByLabel(L.explanation, { exact: true })
    .fill('Logos for young brands: concepts, revisions and every source file, ready to print and use.');
  await page.getByRole('button', { name: L.continue, exact: true }).click();

  // Step 3: an empty Basic package is refused with the messages next to its fields.
  await page.getByRole('button', { name: L.add(L.basic) }).click();
  const basic = page.getByRole('group', { name: L.basic });
  await page
    .getByLabel(L.pricing)
    .fill(lang === 'en' ? 'See the packages above.' : 'Yukarıdaki paketlere bakın.');
  await page.getByRole('button', { name: L.continue, exact: true }).click();
  await basic.getByRole('alert').filter({ hasText: messages.packageName }).waitFor();
  await basic.getByRole('alert').filter({ hasText: messages.packagePrice }).waitFor();
  await basic.getByRole('alert').filter({ hasText: messages.packageDays }).waitFor();
  // A price out of range is refused next to the price.
  await basic.getByLabel(L.name).fill(lang === 'en' ? 'Logo only' : 'Yalnızca logo');
  await basic.getByLabel(L.description).fill(lang === 'en' ? 'One logo concept' : 'Tek logo taslağı');
  await basic.getByLabel(L.price).fill('4');
  await basic.getByLabel(L.days).fill('2');
  await page.getByRole('button', { name: L.continue, exact: true }).click();
  await basic.getByRole('alert').filter({ hasText: messages.packagePrice }).waitFor();
  expect(await basic.getByRole('alert').filter({ hasText: messages.packageName }).count()).toBe(0);
  await basic.getByLabel(L.price).fill('25');
  await basic.getByRole('button', { name: L.addFeature }).click();
  await basic.getByLabel(L.feature(1)).fill(lang === 'en' ? 'PNG files' : 'PNG dosyaları');

  await page.getByRole('button', { name: L.add(L.standard) }).click();
  const standard = page.getByRole('group', { name: L.standard });
  await standard.getByLabel(L.name).fill(lang === 'en' ? 'Logo and brand kit' : 'Logo ve marka kiti');
  await standard
    .getByLabel(L.description)
    .fill(lang === 'en' ? 'Three concepts and a kit' : 'Üç taslak ve kit');
  await standard.getByLabel(L.price).fill('60');
  await standard.getByLabel(L.days).fill('5');
  await standard.getByRole('combobox', { name: L.revisions }).click();
  await page.getByRole('option', { name: L.unlimited }).click();

  // Back and forth keeps the packages.
  await page.getByRole('button', { name: L.back }).click();
  expect(await page.getByLabel(L.header).inputValue()).toBe(header);
  await page.getByRole('button', { name: L.continue, exact: true }).click();
  expect(await basic.getByLabel(L.price).inputValue()).toBe('25');
  expect(await standard.getByLabel(L.name).inputValue()).toBe(
    lang === 'en' ? 'Logo and brand kit' : 'Logo ve marka kiti',
  );
  await page.getByRole('button', { name: L.continue, exact: true }).click();
  await page.getByRole('button', { name: L.create }).click();
  await page.getByText(L.created).waitFor();
  await page.waitForURL((url) => url.pathname === '/profile');

  // The edit dialog changes the Standard package: a new price and a feature.
  await page.goto('/services/mine');
  await page.getByRole('button', { name: L.edit(header) }).click();
  const dialog = page.getByRole('dialog');
  const editStandard = dialog.getByRole('group', { name: L.standard });
  expect(await editStandard.getByLabel(L.price).inputValue()).toBe('60');
  await editStandard.getByLabel(L.price).fill('120');
  await editStandard.getByRole('button', { name: L.addFeature }).click();
  await editStandard.getByLabel(L.feature(1)).fill(lang === 'en' ? 'Source files' : 'Kaynak dosyalar');
  await dialog.getByRole('button', { name: L.save }).click();
  await page.getByText(L.updated).waitFor();

  // The service page compares the packages; its owner sees no Continue.
  await page.getByRole('link', { name: header }).click();
  await page.getByRole('heading', { name: header }).waitFor();
  const table = page.getByRole('table');
  await table.getByRole('columnheader', { name: new RegExp(L.standard) }).waitFor();
  await table.getByText(formatMoney(12_000, lang)).waitFor();
  await table.getByText(formatMoney(2_500, lang)).waitFor();
  await table.getByRole('rowheader', { name: lang === 'en' ? 'Source files' : 'Kaynak dosyalar' }).waitFor();
  await table.getByText(L.unlimitedRevisions).waitFor();
  await page.getByRole('heading', { name: L.reviews }).waitFor();
  // With the reviews route in this build, a service without orders shows the empty state.
  if ((await page.request.get(`/api/services/${new URL(page.url()).pathname.split('/').pop()}/reviews`)).ok())
    await page.getByText(L.reviewsEmpty).waitFor();
  await page.getByText(L.memberSince).waitFor();
  // The service names the page.
  await page.waitForFunction((h) => document.title === `${h} · Marketplace`, header);
  // A new seller has no response time yet.
  await page.getByTestId('response-time').filter({ hasText: L.noResponseData }).waitFor();
  expect(await page.getByRole('button', { name: L.buy(formatMoney(12_000, lang)) }).count()).toBe(0);
  const serviceUrl = page.url();
  const serviceId = new URL(serviceUrl).pathname.split('/').pop()!;

  // Three clients write to the seller, who answers each at once: the card says within an hour.
  await confirmEmail(seller);
  const sellerId = (
    (await (await page.request.get(`/api/services/${serviceId}`)).json()) as {
      freelancer: { userId: string };
    }
  ).freelancer.userId;
  for (const n of [1, 2, 3]) {
    const client = await confirmEmail(await createAccount(`packages-asker-${lang}-${n}`, lang));
    const clientPage = await browser.newPage({ language: lang });
    await signInAs(clientPage, client);
    const conv = (await (
      await clientPage.request.post('/api/chat/conversations', { data: { userId: sellerId } })
    ).json()) as { id: string };
    expect(
      (
        await clientPage.request.post(`/api/chat/conversations/${conv.id}/messages`, {
          data: { body: 'Hello?' },
        })
      ).status(),
    ).toBe(201);
    await clientPage.close();
    // One message a second per sender: the seller's next answer may have to wait its turn.
    for (;;) {
      const res = await page.request.post(`/api/chat/conversations/${conv.id}/messages`, {
        data: { body: 'Hi, happy to help.' },
      });
      if (res.status() !== 429) {
        expect(res.status()).toBe(201);
        break;
      }
      await page.waitForTimeout(500);
    }
  }
  await page.reload();
  await page.getByTestId('response-time').filter({ hasText: L.withinAnHour }).waitFor();

  // A signed-out visitor on a phone: tabs, and Continue leads to sign-in first.
  const phone = await browser.newPage({ language: lang, viewport: { width: 390, height: 844 } });
  await phone.goto(serviceUrl);
  await phone.getByRole('heading', { name: header }).waitFor();
  await phone.getByRole('tab', { name: L.basic }).click();
  await phone
    .getByRole('tabpanel')
    .getByText(lang === 'en' ? 'PNG files' : 'PNG dosyaları')
    .waitFor();
  await phone.getByRole('link', { name: L.buy(formatMoney(2_500, lang)) }).click();
  await phone.waitForURL('**/signin?redirect=*');
  expect(decodeURIComponent(new URL(phone.url()).search)).toContain(`/services/${serviceId}`);

  // A signed-in buyer's Continue orders the package and opens the test checkout for its price.
  const buyer = await confirmEmail(await createAccount(`packages-buyer-${lang}`, lang));
  const buyerPage = await browser.newPage({ language: lang });
  await signInAs(buyerPage, buyer);
  await buyerPage.goto(serviceUrl);
  const buy = buyerPage.getByRole('button', { name: L.buy(formatMoney(12_000, lang)) });
  await buy.waitFor();
  await buy.click();
  await buyerPage.waitForURL('**/checkout/test/*');
  await buyerPage.getByText(formatMoney(12_000, lang)).first().waitFor();
}

/** The wizard, the edit, the page, a phone, an order and three clients' chats: longer than most journeys. */
const JOURNEY_TIMEOUT = 150_000;

describe('service packages in the browser', () => {
  it(
    'creates a service with packages in the wizard, edits one and compares them on the service page (English)',
    async () => {
      await journey('en');
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'creates a service with packages in the wizard, edits one and compares them on the service page (Turkish)',
    async () => {
      await journey('tr');
    },
    JOURNEY_TIMEOUT,
  );
});
