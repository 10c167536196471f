import {
  CATEGORY_IDS,
  CATEGORY_LABELS,
  type CategoryId,
  categoryLabel,
  isCategoryId,
  normalizeCategory,
} from './categories';

export { CATEGORY_IDS, CATEGORY_LABELS, type CategoryId, categoryLabel, isCategoryId, normalizeCategory };

export interface Subcategory {
  /** Stable kebab-case id, unique across all categories; stored in services.subcategory. */
  id: string;
  en: string;
  tr: string;
}

type Lang = 'en' | 'tr';

/** Spec part 2 §3, in the spec's order. Ids never change once stored; labels may. */
export const SUBCATEGORIES: Record<CategoryId, readonly Subcategory[]> = {
  'graphic-design': [
    { id: 'logo-design', en: 'Logo Design', tr: 'Logo Tasarımı' },
    { id: 'designs-for-publishers', en: 'Designs for Publishers', tr: 'Yayıncılar İçin Tasarımlar' },
    { id: 'advertising-banner-design', en: 'Advertising & Banner Design', tr: 'Reklam ve Banner Tasarımı' },
    { id: 'brochure-catalog-design', en: 'Brochure & Catalog Design', tr: 'Broşür ve Katalog Tasarımı' },
    { id: '3d-designs', en: '3D Designs', tr: '3D Tasarımlar' },
    { id: 'game-art', en: 'Game Art', tr: 'Oyun Sanatı' },
    { id: 'ui-ux-design', en: 'UI/UX Design', tr: 'UI/UX Tasarımı' },
    { id: 'social-media-designs', en: 'Social Media Designs', tr: 'Sosyal Medya Tasarımları' },
    { id: 'illustration', en: 'Illustration', tr: 'İllüstrasyon' },
    { id: 'packaging-design', en: 'Packaging Design', tr: 'Ambalaj Tasarımı' },
    { id: 'photography-editing', en: 'Photography & Editing', tr: 'Fotoğrafçılık ve Düzenleme' },
    { id: 'storyboard-design', en: 'Storyboard Design', tr: 'Storyboard Tasarımı' },
    { id: 'tattoo-design', en: 'Tattoo Design', tr: 'Dövme Tasarımı' },
    { id: 'presentation-infographics', en: 'Presentation & Infographics', tr: 'Sunum ve İnfografik' },
    {
      id: 'corporate-identity-business-cards',
      en: 'Corporate Identity & Business Cards',
      tr: 'Kurumsal Kimlik ve Kartvizit',
    },
    { id: 'cartoon-pencil-drawing', en: 'Cartoon & Pencil Drawing', tr: 'Karikatür ve Karakalem Çizim' },
    { id: 'invitation-designs', en: 'Invitation Designs', tr: 'Davetiye Tasarımları' },
    { id: 'other-designs', en: 'Other Designs', tr: 'Diğer Tasarımlar' },
  ],
  'web-advertisement': [
    { id: 'seo', en: 'SEO', tr: 'SEO' },
    { id: 'influencer-marketing', en: 'Influencer Marketing', tr: 'Influencer Pazarlaması' },
    { id: 'social-media-management', en: 'Social Media Management', tr: 'Sosyal Medya Yönetimi' },
    { id: 'ad-management', en: 'Ad Management', tr: 'Reklam Yönetimi' },
    { id: 'web-analytics-tracking', en: 'Web Analytics & Tracking', tr: 'Web Analitiği ve Takip' },
    { id: 'mobile-advertising', en: 'Mobile Advertising', tr: 'Mobil Reklamcılık' },
    { id: 'other-internet-advertising', en: 'Other Internet Advertising', tr: 'Diğer İnternet Reklamcılığı' },
  ],
  'writing-translation': [
    { id: 'translation', en: 'Translation', tr: 'Çeviri' },
    { id: 'copywriting', en: 'Copywriting', tr: 'Metin Yazarlığı' },
    { id: 'website-content', en: 'Website Content', tr: 'Web Sitesi İçeriği' },
    {
      id: 'proofreading-text-editing',
      en: 'Proofreading & Text Editing',
      tr: 'Redaksiyon ve Metin Düzenleme',
    },
    { id: 'script-creative-text', en: 'Script & Creative Text', tr: 'Senaryo ve Yaratıcı Metin' },
    { id: 'transcription', en: 'Transcription', tr: 'Deşifre' },
    { id: 'press-release', en: 'Press Release', tr: 'Basın Bülteni' },
    { id: 'brand-name-slogan', en: 'Brand Name & Slogan', tr: 'Marka Adı ve Slogan' },
    { id: 'cv-cover-letter', en: 'CV & Cover Letter', tr: 'Özgeçmiş ve Ön Yazı' },
    { id: 'comment-review', en: 'Comment & Review', tr: 'Yorum ve İnceleme' },
    { id: 'other-writing-translation', en: 'Other Writing & Translation', tr: 'Diğer Yazı ve Çeviri' },
  ],
  'video-animation': [
    { id: 'intros', en: 'Intros', tr: 'İntrolar' },
    { id: 'animation-3d', en: 'Animation & 3D', tr: 'Animasyon ve 3D' },
    { id: 'video-ads', en: 'Video Ads', tr: 'Video Reklamlar' },
    { id: 'editing-post-production', en: 'Editing & Post Production', tr: 'Kurgu ve Post Prodüksiyon' },
    { id: 'video-production', en: 'Video Production', tr: 'Video Prodüksiyon' },
    { id: 'videos-for-broadcasters', en: 'Videos for Broadcasters', tr: 'Yayıncılar İçin Videolar' },
    {
      id: 'promotional-videos-with-acting',
      en: 'Promotional Videos with Acting',
      tr: 'Oyunculu Tanıtım Videoları',
    },
    {
      id: 'videos-for-special-occasions',
      en: 'Videos for Special Occasions',
      tr: 'Özel Günler İçin Videolar',
    },
    { id: 'other-video', en: 'Other Video', tr: 'Diğer Video' },
  ],
  'sound-music': [
    { id: 'voice-over', en: 'Voice-over', tr: 'Seslendirme' },
    { id: 'jingles-ad-music', en: 'Jingles & Ad Music', tr: 'Cıngıl ve Reklam Müziği' },
    { id: 'mixing-mastering', en: 'Mixing & Mastering', tr: 'Miks ve Mastering' },
    { id: 'podcast-editing', en: 'Podcast Editing', tr: 'Podcast Düzenleme' },
    { id: 'composition-songwriting', en: 'Composition & Songwriting', tr: 'Beste ve Söz Yazarlığı' },
    { id: 'other-sound-music', en: 'Other Sound & Music', tr: 'Diğer Ses ve Müzik' },
  ],
  'software-tech': [
    { id: 'web-software', en: 'Web Software', tr: 'Web Yazılımı' },
    { id: 'wordpress', en: 'Wordpress', tr: 'WordPress' },
    { id: 'mobile-apps', en: 'Mobile Apps', tr: 'Mobil Uygulamalar' },
    { id: 'website-builders-cms', en: 'Website Builders & CMS', tr: 'Site Oluşturucular ve CMS' },
    { id: 'e-commerce', en: 'E-commerce', tr: 'E-ticaret' },
    { id: 'game-development', en: 'Game Development', tr: 'Oyun Geliştirme' },
    { id: 'desktop-applications', en: 'Desktop Applications', tr: 'Masaüstü Uygulamalar' },
    { id: 'server-website-setup', en: 'Server & Website Setup', tr: 'Sunucu ve Web Sitesi Kurulumu' },
    { id: 'domain-hosting-services', en: 'Domain & Hosting Services', tr: 'Alan Adı ve Hosting Hizmetleri' },
    { id: 'data-analysis-reporting', en: 'Data Analysis & Reporting', tr: 'Veri Analizi ve Raporlama' },
    { id: 'end-user-testing', en: 'End User Testing', tr: 'Son Kullanıcı Testi' },
    { id: 'qa-tutorials', en: 'Q&A & Tutorials', tr: 'Soru-Cevap ve Eğitimler' },
    { id: 'technological-support', en: 'Technological Support', tr: 'Teknik Destek' },
    { id: 'other-software-technology', en: 'Other Software Technology', tr: 'Diğer Yazılım Teknolojileri' },
  ],
};

const BY_ID = new Map<string, { category: CategoryId; sub: Subcategory }>();
for (const category of CATEGORY_IDS) {
  for (const sub of SUBCATEGORIES[category]) BY_ID.set(sub.id, { category, sub });
}

/** Subcategories of a category (canonical or legacy value); empty for an unknown one. */
export function subcategoriesOf(category: string): readonly Subcategory[] {
  const id = normalizeCategory(category);
  return id ? SUBCATEGORIES[id] : [];
}

/** The category a subcategory id belongs to, or null. */
export function categoryOfSubcategory(subcategory: string): CategoryId | null {
  return BY_ID.get(subcategory)?.category ?? null;
}

/** True when `subcategory` is one of the subcategories of `category` (legacy category values allowed). */
export function isValidPair(category: string, subcategory: string): boolean {
  const id = normalizeCategory(category);
  return id !== null && BY_ID.get(subcategory)?.category === id;
}

/** Label in the given language; an unknown stored value is shown as it is. */
export function subcategoryLabel(subcategory: string, lang: Lang): string {
  return BY_ID.get(subcategory)?.sub[lang] ?? subcategory;
}

/** Every category with its label and subcategories, in one language (for selects and listings). */
export function taxonomyFor(lang: Lang) {
  return CATEGORY_IDS.map((id) => ({
    id,
    label: CATEGORY_LABELS[id][lang],
    subcategories: SUBCATEGORIES[id].map((s) => ({ id: s.id, label: s[lang] })),
  }));
}

export const SUBCATEGORY_COUNT = BY_ID.size;
