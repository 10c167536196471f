import type { ProjectAlt, ServiceAlt } from '@shared/schemas/alt-texts';
import { PACKAGE_TIERS, type PackageTier } from '@shared/schemas/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { profiles, projects, reviews, servicePackages, services } from '../db/schema';
import type { AppServices } from '../services';
import { HISTORY_TEXTS } from './history';
import {
  englishBio,
  PUBLIC_PROJECTS,
  REVIEW_COMMENTS,
  REVIEW_COMMENTS_TR,
  SEED_FREELANCERS,
  type SeedFreelancer,
  serviceTexts,
  turkishBio,
} from './marketplace';
import { MORE_SERVICES } from './more-services';
import { DEMO_MODERATION, DEMO_PROJECT_CONTRACT, DEMO_REVIEWS, DEMO_SERVICE } from './orders';
import { demoPackageTexts } from './packages';

/*
 * The demo in both languages (issue 29 item 2, decision 130): every demo profile, service,
 * package, project and review has its author's second version, so the English page of a Turkish
 * seller reads in English and the other way round, with no translation provider configured. One
 * pass after the rest of the seed: rows are found by the texts the seed wrote, so how and when
 * they were made does not matter here.
 */

/** The freelancers' titles in Turkish (their English titles are SEED_FREELANCERS' `title`). */
export const TITLES_TR: Readonly<Record<string, string>> = {
  'Brand Identity Designer': 'Marka Kimliği Tasarımcısı',
  'Packaging and Print Designer': 'Ambalaj ve Baskı Tasarımcısı',
  'UI/UX Designer': 'UI/UX Tasarımcısı',
  Illustrator: 'İllüstratör',
  'SEO and Growth Specialist': 'SEO ve Büyüme Uzmanı',
  'Social Media Manager': 'Sosyal Medya Yöneticisi',
  'Google Ads Specialist': 'Google Ads Uzmanı',
  'Mobile Advertising Strategist': 'Mobil Reklam Stratejisti',
  'Turkish-English Translator': 'Türkçe-İngilizce Çevirmen',
  Copywriter: 'Metin Yazarı',
  'Content Writer': 'İçerik Yazarı',
  'CV and Cover Letter Writer': 'CV ve Ön Yazı Yazarı',
  'Motion Designer': 'Hareketli Grafik Tasarımcısı',
  'Video Editor': 'Video Kurgucu',
  'Video Ad Producer': 'Video Reklam Yapımcısı',
  '3D Animator': '3D Animatör',
  'Sound Engineer': 'Ses Mühendisi',
  Composer: 'Besteci',
  'Voice-over Artist': 'Seslendirme Sanatçısı',
  'Jingle Producer': 'Jingle Yapımcısı',
  'Full-Stack Developer': 'Full-Stack Geliştirici',
  'Mobile App Developer': 'Mobil Uygulama Geliştirici',
  'Data Analyst': 'Veri Analisti',
  'WordPress Developer': 'WordPress Geliştirici',
  'Front-end Developer': 'Front-end Geliştirici',
};

/** The sellers' first services' headers: [English, Turkish]. */
export const HEADER_PAIRS: readonly (readonly [string, string])[] = [
  [
    'A memorable logo and brand mark for your business',
    'İşletmeniz için akılda kalıcı bir logo ve marka işareti',
  ],
  [
    'Complete corporate identity design with business cards',
    'Kartvizitlerle birlikte eksiksiz kurumsal kimlik tasarımı',
  ],
  ['Shelf-ready packaging design for your product', 'Ürününüz için rafa hazır ambalaj tasarımı'],
  [
    'Simple, usable interface design for web and mobile apps',
    'Web ve mobil uygulamalar için sade, kullanışlı arayüz tasarımı',
  ],
  [
    'Warm, hand-drawn illustrations for books and brands',
    'Kitaplar ve markalar için sıcak, elle çizilmiş illüstrasyonlar',
  ],
  [
    'A technical SEO audit and ranking plan for your site',
    'Siteniz için teknik SEO denetimi ve sıralama planı',
  ],
  ['Web analytics and conversion tracking set up right', 'Doğru kurulmuş web analitiği ve dönüşüm takibi'],
  ['Monthly social media management for growing brands', 'Büyüyen markalar için aylık sosyal medya yönetimi'],
  [
    'Google and Meta ad campaigns that pay for themselves',
    'Kendini amorti eden Google ve Meta reklam kampanyaları',
  ],
  ['Mobile advertising strategy for app installs', 'Uygulama indirmeleri için mobil reklam stratejisi'],
  [
    'Accurate Turkish to English and English to Turkish translation',
    'Türkçeden İngilizceye ve İngilizceden Türkçeye doğru çeviri',
  ],
  ['Careful proofreading and editing for your texts', 'Metinleriniz için özenli düzelti ve editörlük'],
  [
    'Conversion-focused copywriting for websites and ads',
    'Web siteleri ve reklamlar için dönüşüm odaklı metin yazarlığı',
  ],
  ['SEO-friendly website content and blog posts', 'SEO uyumlu web sitesi içerikleri ve blog yazıları'],
  ['A CV and cover letter that get you to the interview', 'Sizi mülakata taşıyan bir CV ve ön yazı'],
  ['Eye-catching animated intros for your channel', 'Kanalınız için göz alıcı animasyonlu girişler'],
  ['Explainer animation that makes your product clear', 'Ürününüzü anlaşılır kılan tanıtım animasyonu'],
  ['Professional video editing and colour grading', 'Profesyonel video kurgu ve renk düzenleme'],
  ['Short video ads for social media campaigns', 'Sosyal medya kampanyaları için kısa video reklamlar'],
  ['Stylised 3D animation for products and games', 'Ürünler ve oyunlar için stilize 3D animasyon'],
  ['Radio-ready mixing and mastering for your songs', 'Şarkılarınız için radyoya hazır miks ve mastering'],
  ['Podcast editing with clean, balanced sound', 'Temiz ve dengeli sesle podcast kurgusu'],
  ['Original music composed for your film or game', 'Filminiz ya da oyununuz için özgün müzik bestesi'],
  [
    'Warm Turkish and English voice-over for ads and videos',
    'Reklamlar ve videolar için sıcak Türkçe ve İngilizce seslendirme',
  ],
  ['Catchy jingles and ad music that people remember', 'Akılda kalan jingle ve reklam müzikleri'],
  ['Full-stack web application with React and Node.js', 'React ve Node.js ile full-stack web uygulaması'],
  [
    'A fast, secure online store built to sell',
    'Satış için kurulmuş hızlı ve güvenli bir e-ticaret mağazası',
  ],
  ['Cross-platform mobile app for iOS and Android', 'iOS ve Android için çapraz platform mobil uygulama'],
  [
    'Data analysis and clear dashboards for your business',
    'İşletmeniz için veri analizi ve anlaşılır panolar',
  ],
  [
    'Custom WordPress themes and plugins, done properly',
    'Özenle yapılmış özel WordPress temaları ve eklentileri',
  ],
];

/** The demo freelancer's service in Turkish (seed/orders.ts DEMO_SERVICE is English). */
export const DEMO_SERVICE_TR: Omit<ServiceAlt, 'lang'> = {
  header: 'Ürününüz için hızlı, modern bir açılış sayfası',
  explanation:
    'React ile yapılmış duyarlı bir açılış sayfası: net bir giriş bölümü, özellikleriniz, fiyatlar ve iletişim formu; telefonlarda ve masaüstünde denenmiş, kaynak koduyla teslim edilir.',
  pricing: 'Temel 150 USD, Standart 300 USD, Premium 600 USD',
  packages: [
    {
      tier: 'basic',
      name: 'Tek bölüm',
      description: 'Sitenize eklenen tek bir duyarlı bölüm (giriş ya da fiyatlar).',
      features: ['Duyarlı düzen', 'Kaynak kodu'],
    },
    {
      tier: 'standard',
      name: 'Açılış sayfası',
      description: 'En fazla beş bölüm ve iletişim formuyla eksiksiz bir açılış sayfası.',
      features: ['En fazla 5 bölüm', 'İletişim formu', 'Kaynak kodu'],
    },
    {
      tier: 'premium',
      name: 'Açılış sayfası ve analitik',
      description: 'Standart paketteki her şey; analitik, SEO etiketleri ve hız raporuyla.',
      features: ['En fazla 8 bölüm', 'Analitik', 'SEO etiketleri', 'Hız raporu'],
    },
  ],
};

/** The demo's projects in their other language, by the title they were written with. */
export const PROJECT_ALTS: Readonly<Record<string, ProjectAlt>> = {
  [PUBLIC_PROJECTS[0]!.title]: {
    lang: 'tr',
    title: 'E-ticaret sitesinin yeniden tasarımı',
    description:
      'El yapımı seramikler satan bir çevrimiçi mağazamız var; daha hızlı, mobil öncelikli bir yeniden tasarım, daha basit bir ödeme adımı ve daha iyi ürün sayfaları istiyoruz.',
    requirements: [
      '3 yıldan fazla e-ticaret geliştirme deneyimi',
      'Ödeme entegrasyonlarında deneyim',
      'Mobil öncelikli, erişilebilir tasarım',
      'Yayındaki mağazalardan oluşan bir portfolyo',
    ],
  },
  [PUBLIC_PROJECTS[1]!.title]: {
    lang: 'tr',
    title: 'Yeni bir kahve dükkânı için marka kimliği',
    description:
      'Nitelikli bir kahve dükkânı açıyoruz ve eksiksiz bir marka kimliğine ihtiyacımız var: logo, renk paleti, yazı tipleri, bardaklar, menü panoları ve sosyal medya şablonları.',
    requirements: [
      'Güçlü bir logo ve marka portfolyosu',
      'Bardaklar ve menüler için baskıya hazır dosyalar',
      'Figma ya da Canva’da sosyal medya şablonları',
    ],
  },
  [PUBLIC_PROJECTS[2]!.title]: {
    lang: 'tr',
    title: 'Ürün kataloğunun Türkçeden İngilizceye çevirisi',
    description:
      '40 sayfalık mobilya kataloğumuzun ürün adlarını, ölçüleri ve bakım talimatlarını aynen koruyan, baskıya hazır, doğal bir İngilizce çevirisine ihtiyacımız var.',
    requirements: [
      'Anadil ya da anadile yakın İngilizce',
      'Çok iyi Türkçe okuma becerisi',
      'Ürün ya da teknik metin deneyimi',
    ],
  },
  [PUBLIC_PROJECTS[3]!.title]: {
    lang: 'en',
    title: 'A short promo video for the opening of our coffee shop',
    description:
      'We want a 30-second promo video of the coffee shop we are opening in İzmir, to share on social media. We have the footage; the editing, music and subtitles are yours.',
    requirements: [
      'Experience editing short videos',
      'Choice of royalty-free music',
      'Turkish and English subtitles',
    ],
  },
  [DEMO_PROJECT_CONTRACT.title]: {
    lang: 'tr',
    title: 'Bahar kampanyamız için açılış sayfası',
    description:
      'Bir bahar kampanyası başlatıyoruz ve kayıt formlu bir açılış sayfasına ihtiyacımız var; iki adımda yapılacak: önce tasarım, sonra bitmiş sayfa.',
    requirements: ['Kayıt formu', 'Önce mobil'],
  },
  [DEMO_MODERATION.reported.title]: {
    lang: 'tr',
    title: 'Hızlı logo yenileme, ödeme nakit',
    description:
      'Dükkânımın logosunun yarına kadar yeniden çizilmesi gerekiyor. WhatsApp’tan yazın, site dışında nakit öderim, ikimiz de komisyondan kurtuluruz.',
    requirements: [],
  },
  [DEMO_MODERATION.hidden.title]: {
    lang: 'tr',
    title: 'Çevrimiçi mağazam için elli beş yıldızlı yorum',
    description:
      'Çevrimiçi mağazam için inceleme sitelerine, her biri farklı bir hesaptan elli olumlu yorum yazacak kişiler arıyorum.',
    requirements: [],
  },
};

/** Review comments in both languages: [English, Turkish]. */
export const REVIEW_PAIRS: readonly (readonly [string, string])[] = [
  ...REVIEW_COMMENTS.map((en, i) => [en, REVIEW_COMMENTS_TR[i]!] as const),
  ...HISTORY_TEXTS.en.clientReviews.map((en, i) => [en, HISTORY_TEXTS.tr.clientReviews[i]!] as const),
  [DEMO_REVIEWS.client.comment, 'Net iletişim, hızlı teslim ve harika bir sonuç. Yine sipariş veririm.'],
  [
    DEMO_REVIEWS.freelancer.comment,
    'İyi hazırlanmış bir brif ve hızlı yanıtlar. Birlikte çalışmak çok keyifliydi.',
  ],
];

/** The other language's header of a demo service header, or null for a header the demo did not write. */
export function otherHeader(header: string): { lang: 'en' | 'tr'; header: string } | null {
  for (const [en, tr] of HEADER_PAIRS) {
    if (header === en) return { lang: 'tr', header: tr };
    if (header === tr) return { lang: 'en', header: en };
  }
  for (const list of Object.values(MORE_SERVICES))
    for (const s of list) {
      if (header === s.en) return { lang: 'tr', header: s.tr };
      if (header === s.tr) return { lang: 'en', header: s.en };
    }
  return null;
}

/** A demo seller's service in the other language: the same templates as the first, and the packages' texts. */
export function serviceAltOf(
  f: SeedFreelancer,
  header: string,
  tiers: readonly PackageTier[],
): ServiceAlt | null {
  const other = otherHeader(header);
  if (!other) return null;
  const texts = serviceTexts(f, other.header, other.lang);
  return {
    lang: other.lang,
    header: texts.header,
    explanation: texts.explanation,
    pricing: texts.pricing,
    packages: PACKAGE_TIERS.filter((t) => tiers.includes(t)).map((tier) => ({
      tier,
      ...demoPackageTexts(tier, other.lang),
    })),
  };
}

/** Gives every demo row its second version; rows that already have one keep it (a seller's own edit). */
export async function seedBilingual(app: AppServices) {
  const { db } = app;
  const byName = new Map(SEED_FREELANCERS.map((f) => [f.name, f]));
  const sellers = await db
    .select({ profile: profiles })
    .from(profiles)
    .where(
      inArray(
        profiles.name,
        SEED_FREELANCERS.map((f) => f.name),
      ),
    );
  for (const { profile } of sellers) {
    const f = byName.get(profile.name);
    if (!f) continue;
    // A Turkish freelancer's title is Turkish, with the English one beside it, and the other way round.
    const titleTr = TITLES_TR[f.title] ?? f.title;
    if (!profile.altTexts)
      await db
        .update(profiles)
        .set(
          f.language === 'tr'
            ? {
                title: titleTr,
                altTexts: { lang: 'en', title: f.title, bio: englishBio(f.title, f.location) },
              }
            : { altTexts: { lang: 'tr', title: titleTr, bio: turkishBio(f.name, f.location) } },
        )
        .where(eq(profiles.id, profile.id));
    const rows = await db
      .select({ id: services.id, header: services.header })
      .from(services)
      .where(and(eq(services.profileId, profile.id), isNull(services.altTexts)));
    if (rows.length === 0) continue;
    // Every package of those services in one read.
    const packages = await db
      .select({ serviceId: servicePackages.serviceId, tier: servicePackages.tier })
      .from(servicePackages)
      .where(
        inArray(
          servicePackages.serviceId,
          rows.map((r) => r.id),
        ),
      );
    for (const row of rows) {
      const tiers = packages.filter((p) => p.serviceId === row.id).map((p) => p.tier as PackageTier);
      const alt = serviceAltOf(f, row.header, tiers);
      if (alt) await db.update(services).set({ altTexts: alt }).where(eq(services.id, row.id));
    }
  }

  // The demo freelancer: their title and service.
  await db
    .update(profiles)
    .set({ altTexts: { lang: 'tr', title: TITLES_TR['Front-end Developer']!, bio: null } })
    .where(and(eq(profiles.title, 'Front-end Developer'), isNull(profiles.altTexts)));
  await db
    .update(services)
    .set({ altTexts: { lang: 'tr', ...DEMO_SERVICE_TR } })
    .where(and(eq(services.header, DEMO_SERVICE.header), isNull(services.altTexts)));

  for (const [title, alt] of Object.entries(PROJECT_ALTS))
    await db
      .update(projects)
      .set({ altTexts: alt })
      .where(and(eq(projects.title, title), isNull(projects.altTexts)));

  for (const [en, tr] of REVIEW_PAIRS) {
    await db
      .update(reviews)
      .set({ altTexts: { lang: 'tr', comment: tr } })
      .where(and(eq(reviews.comment, en), isNull(reviews.altTexts)));
    await db
      .update(reviews)
      .set({ altTexts: { lang: 'en', comment: en } })
      .where(and(eq(reviews.comment, tr), isNull(reviews.altTexts)));
  }
}
