/*
 * The demo's further services (issue 29, item 5: a storefront that looks lived in): every
 * subcategory the demo sells in has at least three services, from different sellers of its
 * category, so a subcategory of the /services browse page is never a list of one. Each is written
 * in both languages; the seller's own language is the one stored today (its other text is ready
 * for listings in the reader's language). Kept apart from the sellers' first services, which the
 * search tests name (seed/marketplace.ts).
 */

export interface MoreService {
  subcategory: string;
  en: string;
  tr: string;
}

const S = (subcategory: string, en: string, tr: string): MoreService => ({ subcategory, en, tr });

/** By seller name (SEED_FREELANCERS), in the seller's category. */
export const MORE_SERVICES: Readonly<Record<string, readonly MoreService[]>> = {
  // Graphic & Design
  'Marco Rossi': [
    S(
      'corporate-identity-business-cards',
      'Business cards and letterheads ready for print',
      'Baskıya hazır kartvizit ve antetli kâğıt tasarımı',
    ),
    S(
      'illustration',
      'Hand-drawn label illustrations for food and wine',
      'Gıda ve şarap etiketleri için elle çizilmiş illüstrasyonlar',
    ),
    S(
      'ui-ux-design',
      'Clear print-to-screen layouts for catalogues and menus',
      'Katalog ve menüler için baskıdan ekrana net sayfa düzenleri',
    ),
  ],
  'Zeynep Çelik': [
    S(
      'logo-design',
      'A minimal logo for apps and digital products',
      'Uygulamalar ve dijital ürünler için minimal logo',
    ),
    S(
      'corporate-identity-business-cards',
      'A small brand guide with colours, type and icons',
      'Renk, yazı tipi ve ikonlarla kısa bir marka kılavuzu',
    ),
    S(
      'illustration',
      'Friendly spot illustrations for your app screens',
      'Uygulama ekranlarınız için sıcak küçük illüstrasyonlar',
    ),
    S(
      'packaging-design',
      'Label and box design that stands out on the shelf',
      'Rafta öne çıkan etiket ve kutu tasarımı',
    ),
  ],
  'Hannah Becker': [
    S('logo-design', 'A hand-lettered logo with a personal touch', 'Kişisel dokunuşlu, elle yazılmış logo'),
    S(
      'packaging-design',
      'Illustrated packaging for tea, coffee and sweets',
      'Çay, kahve ve tatlılar için illüstrasyonlu ambalaj',
    ),
    S(
      'ui-ux-design',
      'Playful onboarding screens with custom drawings',
      'Özel çizimlerle eğlenceli tanıtım ekranları',
    ),
  ],
  // Web & Advertising
  'Emre Doğan': [
    S(
      'social-media-management',
      'A content calendar that grows organic traffic',
      'Organik trafiği büyüten içerik takvimi',
    ),
  ],
  'Sophie Laurent': [
    S(
      'seo',
      'Local SEO so nearby customers find your shop',
      'Yakındaki müşterilerin dükkânınızı bulması için yerel SEO',
    ),
    S(
      'ad-management',
      'Instagram and TikTok ad campaigns with weekly reports',
      'Haftalık raporlu Instagram ve TikTok reklam kampanyaları',
    ),
    S(
      'mobile-advertising',
      'Short vertical ads for mobile audiences',
      'Mobil kitleler için kısa dikey reklamlar',
    ),
  ],
  'Burak Öztürk': [
    S(
      'web-analytics-tracking',
      'Conversion tracking for Google Ads and GA4',
      'Google Ads ve GA4 için dönüşüm takibi kurulumu',
    ),
    S(
      'social-media-management',
      'Paid and organic social media plan for small businesses',
      'Küçük işletmeler için ücretli ve organik sosyal medya planı',
    ),
    S(
      'mobile-advertising',
      'App install campaigns on Google and Meta',
      'Google ve Meta üzerinde uygulama yükleme kampanyaları',
    ),
  ],
  'Daniel Kim': [
    S(
      'seo',
      'App store and web SEO for mobile products',
      'Mobil ürünler için uygulama mağazası ve web SEO çalışması',
    ),
    S(
      'web-analytics-tracking',
      'Mobile attribution setup you can trust',
      'Güvenebileceğiniz mobil atıf kurulumu',
    ),
    S(
      'ad-management',
      'Cross-channel ad management with clear budgets',
      'Net bütçelerle çok kanallı reklam yönetimi',
    ),
  ],
  // Writing & Translation
  'Ayşe Yıldız': [
    S(
      'copywriting',
      'Product descriptions that sell, in Turkish and English',
      'Türkçe ve İngilizce satış getiren ürün açıklamaları',
    ),
    S(
      'website-content',
      'Texts that present your company in two languages',
      'Şirketinizi iki dilde anlatan tanıtım metinleri',
    ),
    S('cv-cover-letter', 'An English CV for jobs abroad', 'Yurt dışındaki işler için İngilizce özgeçmiş'),
  ],
  'James Carter': [
    S(
      'translation',
      'Marketing translation that keeps your brand voice',
      'Marka sesinizi koruyan pazarlama çevirisi',
    ),
    S(
      'proofreading-text-editing',
      'Sharp proofreading for English copy and reports',
      'İngilizce metinler ve raporlar için titiz düzelti',
    ),
    S(
      'website-content',
      'Website pages that explain what you do in plain words',
      'Ne yaptığınızı sade sözlerle anlatan web sayfaları',
    ),
  ],
  'Gülşen Aydın': [
    S(
      'copywriting',
      'Short, clear ad texts for social media',
      'Sosyal medya için kısa ve net reklam metinleri',
    ),
    S('cv-cover-letter', 'A cover letter that tells your story', 'Hikâyenizi anlatan bir ön yazı'),
  ],
  'Lucía Fernández': [
    S(
      'translation',
      'Spanish to English translation for documents and sites',
      'Belgeler ve siteler için İspanyolcadan İngilizceye çeviri',
    ),
    S(
      'proofreading-text-editing',
      'Editing for theses, essays and applications',
      'Tez, deneme ve başvuru metinleri için editörlük',
    ),
  ],
  // Video & Animation
  'Olivia Brown': [
    S('intros', 'A short YouTube intro with your logo', 'Logonuzla kısa bir YouTube girişi'),
    S(
      'video-ads',
      'Edited video ads from your raw footage',
      'Ham görüntülerinizden kurgulanmış video reklamlar',
    ),
  ],
  'Mert Kaya': [
    S(
      'animation-3d',
      'A 3D product spin for your online shop',
      'Online mağazanız için 3D ürün döndürme animasyonu',
    ),
    S(
      'editing-post-production',
      'Fast, eye-catching cuts for social media videos',
      'Sosyal medya videoları için hızlı ve dikkat çekici kurgu',
    ),
  ],
  'Yuki Tanaka': [
    S('intros', 'An animated 3D logo reveal', 'Animasyonlu 3D logo açılışı'),
    S(
      'video-ads',
      'Eye-catching 3D ads for product launches',
      'Ürün lansmanları için göz alıcı 3D reklamlar',
    ),
    S(
      'editing-post-production',
      'Colour grading and sound clean-up for your videos',
      'Videolarınız için renk düzenleme ve ses temizliği',
    ),
  ],
  // Music & Audio
  'Deniz Arslan': [
    S(
      'composition-songwriting',
      'Background music written for your film or game',
      'Filminiz ya da oyununuz için bestelenmiş fon müziği',
    ),
    S(
      'voice-over',
      'Clean studio recording and editing of your voice-over',
      'Seslendirmeniz için temiz stüdyo kaydı ve kurgusu',
    ),
    S(
      'jingles-ad-music',
      'A jingle with lyrics in Turkish, recorded and mixed',
      'Türkçe sözlü, kaydı ve miksi yapılmış reklam cıngılı',
    ),
  ],
  'Lukas Novák': [
    S(
      'mixing-mastering',
      'Mixing for acoustic and orchestral recordings',
      'Akustik ve orkestral kayıtlar için miks',
    ),
    S(
      'voice-over',
      'A warm English narration for audiobooks',
      'Sesli kitaplar için sıcak bir İngilizce anlatım',
    ),
    S(
      'jingles-ad-music',
      'A short theme tune for your podcast or brand',
      'Podcastiniz ya da markanız için kısa bir tema müziği',
    ),
    S(
      'podcast-editing',
      'Podcast editing with intro, outro and clean sound',
      'Giriş, kapanış ve temiz sesle podcast kurgusu',
    ),
  ],
  'Ethan Miller': [
    S(
      'mixing-mastering',
      'Radio-ready mastering for singles and EPs',
      'Single ve EP’ler için radyoya hazır mastering',
    ),
    S('podcast-editing', 'Podcast sound design with music beds', 'Müzik altlıklarıyla podcast ses tasarımı'),
    S(
      'composition-songwriting',
      'Original songs co-written with you',
      'Sizinle birlikte yazılmış özgün şarkılar',
    ),
  ],
  // Software & Technology
  'Priya Sharma': [
    S(
      'web-software',
      'A fast web app with a clean API behind it',
      'Arkasında temiz bir API olan hızlı bir web uygulaması',
    ),
    S(
      'e-commerce',
      'Shopify store set-up with payments and shipping',
      'Ödeme ve kargo ayarlarıyla Shopify mağaza kurulumu',
    ),
    S(
      'data-analysis-reporting',
      'App analytics reports that show what users do',
      'Kullanıcıların ne yaptığını gösteren uygulama analiz raporları',
    ),
    S(
      'wordpress',
      'A WordPress blog moved to a faster theme',
      'WordPress blogunuzun daha hızlı bir temaya taşınması',
    ),
  ],
  'Selin Aksoy': [
    S(
      'wordpress',
      'WordPress reports and charts plugin set-up',
      'WordPress için rapor ve grafik eklentisi kurulumu',
    ),
    S(
      'mobile-apps',
      'A small mobile app for your sales figures',
      'Satış rakamlarınız için küçük bir mobil uygulama',
    ),
  ],
  'Jonas Lindberg': [
    S('web-software', 'Custom booking and membership features', 'Özel rezervasyon ve üyelik özellikleri'),
    S(
      'e-commerce',
      'WooCommerce shop built and tuned for sales',
      'Satış için kurulup ayarlanmış WooCommerce mağazası',
    ),
    S('mobile-apps', 'A mobile app for your WordPress content', 'WordPress içeriğiniz için mobil uygulama'),
    S(
      'data-analysis-reporting',
      'Traffic and sales reports for your online shop',
      'Online mağazanız için trafik ve satış raporları',
    ),
  ],
};

/** A seller's further services, each with the header in the seller's language. */
export function moreServicesOf(seller: { name: string; language: 'en' | 'tr' }) {
  return (MORE_SERVICES[seller.name] ?? []).map((s) => ({
    subcategory: s.subcategory,
    header: s[seller.language],
    /** The same header in the other language (the translation drawing shows both). */
    other: s[seller.language === 'tr' ? 'en' : 'tr'],
  }));
}
