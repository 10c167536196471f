import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { createAccount, signInAs } from './support/users';

const browser = setupBrowser();

async function pngImage(color: string) {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();
}

describe('services in the browser', () => {
  it('walks through the Add Service wizard in Turkish, with a failed step and Back, and manages the service', async () => {
    const user = await createAccount('services', 'tr');
    const page = await browser.newPage({ language: 'tr' });
    await signInAs(page, user);
    await page.goto('/add-service');
    await page.getByRole('heading', { name: 'Hizmet Ekle' }).waitFor();

    // Step 1: nothing chosen, then a category without a subcategory.
    await page.getByRole('button', { name: 'Devam' }).click();
    await page.getByText('Doğrulama Hatası').first().waitFor();
    await page.getByRole('alert').filter({ hasText: 'Lütfen bir kategori seçin' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Lütfen bir alt kategori seçin' }).count()).toBe(
      0,
    );
    await page.getByRole('combobox', { name: 'Kategori', exact: true }).click();
    await page.getByRole('option', { name: 'Grafik ve Tasarım' }).click();
    expect(await page.getByRole('alert').filter({ hasText: 'Lütfen bir kategori seçin' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Devam' }).click();
    await page.getByRole('alert').filter({ hasText: 'Lütfen bir alt kategori seçin' }).waitFor();
    await page.getByRole('combobox', { name: 'Alt kategori' }).click();
    await page.getByRole('option', { name: 'Logo Tasarımı' }).click();
    await page.getByRole('button', { name: 'Devam' }).click();

    // Step 2: a failed step, an error that clears on typing, and inputs cut at their maxima.
    const header = page.getByLabel('Hizmet başlığı');
    const explanation = page.getByLabel('Açıklama');
    await header.fill('Kısa');
    await explanation.fill('Modern ve sade logolar tasarlıyorum, üç taslak ve kaynak dosyalar dahil.');
    await page.getByRole('button', { name: 'Devam' }).click();
    await page.getByRole('alert').filter({ hasText: 'Başlık en az 10 karakter olmalıdır' }).waitFor();
    await page.getByText('Başlık en az 10 karakter olmalıdır').first().waitFor();
    await header.fill('ş'.repeat(250));
    expect((await header.inputValue()).length).toBe(200);
    await page.getByText('200/200').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Başlık en az 10' }).count()).toBe(0);
    await header.fill('Markanız için özgün logo tasarımı');
    await page.getByRole('button', { name: 'Devam' }).click();

    // Step 3, then Back keeps what was typed.
    const pricing = page.getByLabel('Fiyatlandırma ayrıntıları');
    await pricing.fill('Temel paket 50 $, tam paket 150 $');
    await page.getByRole('button', { name: 'Geri' }).click();
    expect(await header.inputValue()).toBe('Markanız için özgün logo tasarımı');
    await page.getByRole('button', { name: 'Devam' }).click();
    expect(await pricing.inputValue()).toBe('Temel paket 50 $, tam paket 150 $');
    await page.getByRole('button', { name: 'Devam' }).click();

    // Step 4: two images, one removed before submit.
    await page.getByLabel('Tanıtım görselleri').setInputFiles([
      { name: 'kirmizi.png', mimeType: 'image/png', buffer: await pngImage('#cc0000') },
      { name: 'mavi.png', mimeType: 'image/png', buffer: await pngImage('#0000cc') },
    ]);
    await page.getByRole('img', { name: 'mavi.png' }).waitFor();
    await page.getByRole('button', { name: 'kirmizi.png görselini kaldır' }).click();
    expect(await page.getByRole('img', { name: 'kirmizi.png' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Hizmet Oluştur' }).click();
    await page.getByText('Hizmet başarıyla oluşturuldu!').waitFor();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByText('Markanız için özgün logo tasarımı').first().waitFor();

    // My services lists it with one image; its public page shows the labels.
    await page.goto('/services/mine');
    await page.getByRole('heading', { name: 'Hizmetlerim' }).waitFor();
    const link = page.getByRole('link', { name: 'Markanız için özgün logo tasarımı' });
    await link.waitFor();
    expect(await page.getByRole('img', { name: /Markanız için özgün logo tasarımı, görsel/ }).count()).toBe(
      1,
    );

    await page.getByRole('button', { name: 'Düzenle: Markanız için özgün logo tasarımı' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Fiyatlandırma ayrıntıları').fill('Tek fiyat 99 $, teslim 3 gün');
    await dialog.getByRole('button', { name: 'Değişiklikleri kaydet' }).click();
    await page.getByText('Hizmet başarıyla güncellendi').waitFor();
    await page.getByText('Tek fiyat 99 $, teslim 3 gün').waitFor();

    await link.click();
    await page.getByRole('heading', { name: 'Markanız için özgün logo tasarımı' }).waitFor();
    await page.getByText('Grafik ve Tasarım').first().waitFor();
    await page.getByText('Logo Tasarımı').first().waitFor();
    await page.getByText('Bu sizin hizmetiniz.').waitFor();
    const serviceUrl = page.url();

    // A signed-out visitor sees the page and is sent to sign in by Contact.
    const visitor = await browser.newPage({ language: 'tr' });
    await visitor.goto(serviceUrl);
    await visitor.getByRole('heading', { name: 'Markanız için özgün logo tasarımı' }).waitFor();
    await visitor.getByRole('link', { name: 'İletişime geç' }).click();
    await visitor.waitForURL('**/signin?redirect=*');

    // Delete, then the empty state.
    await page.goto('/services/mine');
    await page.getByRole('button', { name: 'Sil: Markanız için özgün logo tasarımı' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
    await page.getByText('Henüz hizmet oluşturulmadı.').waitFor();
    // It is gone from the list, from the server's list of the owner's services, and from its public page.
    expect(await page.getByRole('link', { name: 'Markanız için özgün logo tasarımı' }).count()).toBe(0);
    const mine = await page.request.get('/api/services/mine');
    expect(mine.status()).toBe(200);
    expect(await mine.json()).toEqual({ services: [] });
    const serviceId = new URL(serviceUrl).pathname.split('/').pop();
    expect((await visitor.request.get(`/api/services/${serviceId}`)).status()).toBe(404);
  });
});
