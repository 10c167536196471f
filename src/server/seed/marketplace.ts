import type { CategoryId } from '@shared/categories';
import { detectContentLanguage } from '@shared/detect-language';
import { foldSearchText } from '@shared/text';
import { and, count, eq, inArray } from 'drizzle-orm';
import { profiles, projects, serviceImages, services as servicesTable } from '../db/schema';
import { loadSharp } from '../lib/sharp';
import type { Storage } from '../lib/storage';
import type { AppServices } from '../services';
import { ART_VERSION, avatarArt, OLDER_ART_VERSIONS, serviceArt } from './art';
import { moreServicesOf } from './more-services';
import { seedServicePackages } from './packages';

export interface SeedFreelancer {
  name: string;
  title: string;
  location: string;
  category: CategoryId;
  /** Dollars per hour. Featured ones (best rated) stay within 45-80, the others 55-120. */
  rate: number;
  skills: string[];
  language: 'en' | 'tr';
  years: number;
  bio: string;
  services: { subcategory: string; header: string }[];
  /** Review ratings given by the demo clients. */
  ratings: number[];
}

export const englishBio = (title: string, location: string) =>
  `${title} based in ${location}. I care about clear communication, honest estimates and work delivered on time.`;
/** Turkish freelancers write their 'about' text in Turkish (decision 071). */
export const turkishBio = (name: string, location: string) =>
  `Merhaba, ben ${name}. ${location.split(',')[0]} merkezli çalışıyorum; açık iletişime, dürüst fiyatlandırmaya ve işi zamanında teslim etmeye önem veriyorum.`;

const F = (
  name: string,
  title: string,
  location: string,
  category: CategoryId,
  rate: number,
  skills: string[],
  services: [string, string][],
  ratings: number[],
  language: 'en' | 'tr' = 'en',
): SeedFreelancer => ({
  name,
  title,
  location,
  category,
  rate,
  skills,
  language,
  years: 3 + (name.length % 9),
  bio: language === 'tr' ? turkishBio(name, location) : englishBio(title, location),
  services: services.map(([subcategory, header]) => ({ subcategory, header })),
  ratings,
});

// The first freelancer of each category is the best rated one: those six are featured on home.
export const SEED_FREELANCERS: SeedFreelancer[] = [
  F(
    'Elif Şahin',
    'Brand Identity Designer',
    'İstanbul, Türkiye',
    'graphic-design',
    65,
    ['Logo Design', 'Branding', 'Illustrator', 'Typography'],
    [
      ['logo-design', 'A memorable logo and brand mark for your business'],
      ['corporate-identity-business-cards', 'Kartvizitlerle birlikte eksiksiz kurumsal kimlik tasarımı'],
    ],
    [5, 5, 5, 5, 5],
    'tr',
  ),
  F(
    'Marco Rossi',
    'Packaging and Print Designer',
    'Milan, Italy',
    'graphic-design',
    85,
    ['Packaging', 'Print Design', 'InDesign'],
    [['packaging-design', 'Shelf-ready packaging design for your product']],
    [4, 5, 4, 4],
  ),
  F(
    'Zeynep Çelik',
    'UI/UX Designer',
    'İzmir, Türkiye',
    'graphic-design',
    70,
    ['Figma', 'UI/UX', 'Prototyping', 'User Research'],
    [['ui-ux-design', 'Web ve mobil uygulamalar için sade, kullanışlı arayüz tasarımı']],
    [5, 4, 4, 4],
    'tr',
  ),
  F(
    'Hannah Becker',
    'Illustrator',
    'Berlin, Germany',
    'graphic-design',
    95,
    ['Illustration', 'Procreate', 'Children’s Books'],
    [['illustration', 'Warm, hand-drawn illustrations for books and brands']],
    [4, 4, 5],
  ),
  F(
    'Emre Doğan',
    'SEO and Growth Specialist',
    'Ankara, Türkiye',
    'web-advertisement',
    55,
    ['SEO', 'Google Analytics', 'Content Strategy'],
    [
      ['seo', 'Siteniz için teknik SEO denetimi ve sıralama planı'],
      ['web-analytics-tracking', 'Doğru kurulmuş web analitiği ve dönüşüm takibi'],
    ],
    [5, 5, 5, 5, 4],
    'tr',
  ),
  F(
    'Sophie Laurent',
    'Social Media Manager',
    'Paris, France',
    'web-advertisement',
    90,
    ['Instagram', 'TikTok', 'Community Management'],
    [['social-media-management', 'Monthly social media management for growing brands']],
    [4, 4, 5, 4],
  ),
  F(
    'Burak Öztürk',
    'Google Ads Specialist',
    'Antalya, Türkiye',
    'web-advertisement',
    60,
    ['Google Ads', 'Meta Ads', 'PPC'],
    [['ad-management', 'Kendini amorti eden Google ve Meta reklam kampanyaları']],
    [4, 4, 4],
    'tr',
  ),
  F(
    'Daniel Kim',
    'Mobile Advertising Strategist',
    'Toronto, Canada',
    'web-advertisement',
    110,
    ['Mobile Ads', 'App Store Optimization', 'Attribution'],
    [['mobile-advertising', 'Mobile advertising strategy for app installs']],
    [4, 3, 4],
  ),
  F(
    'Ayşe Yıldız',
    'Turkish-English Translator',
    'Eskişehir, Türkiye',
    'writing-translation',
    45,
    ['Translation', 'Localization', 'Proofreading'],
    [
      ['translation', 'Accurate Turkish to English and English to Turkish translation'],
      ['proofreading-text-editing', 'Metinleriniz için özenli düzelti ve editörlük'],
    ],
    [5, 5, 5, 4, 5],
    'tr',
  ),
  F(
    'James Carter',
    'Copywriter',
    'London, United Kingdom',
    'writing-translation',
    75,
    ['Copywriting', 'Email Marketing', 'Brand Voice'],
    [['copywriting', 'Conversion-focused copywriting for websites and ads']],
    [4, 5, 4, 4],
  ),
  F(
    'Gülşen Aydın',
    'Content Writer',
    'Bursa, Türkiye',
    'writing-translation',
    58,
    ['Blog Writing', 'SEO Writing', 'Turkish'],
    [['website-content', 'SEO uyumlu web sitesi içerikleri ve blog yazıları']],
    [4, 4, 4, 3],
    'tr',
  ),
  F(
    'Lucía Fernández',
    'CV and Cover Letter Writer',
    'Madrid, Spain',
    'writing-translation',
    68,
    ['CV Writing', 'LinkedIn', 'Spanish'],
    [['cv-cover-letter', 'A CV and cover letter that get you to the interview']],
    [5, 4, 4],
  ),
  F(
    'Can Işık',
    'Motion Designer',
    'İstanbul, Türkiye',
    'video-animation',
    80,
    ['After Effects', 'Motion Graphics', '2D Animation'],
    [
      ['intros', 'Kanalınız için göz alıcı animasyonlu girişler'],
      ['animation-3d', 'Explainer animation that makes your product clear'],
    ],
    [5, 5, 4, 5, 5],
    'tr',
  ),
  F(
    'Olivia Brown',
    'Video Editor',
    'Manchester, United Kingdom',
    'video-animation',
    100,
    ['Premiere Pro', 'Color Grading', 'YouTube'],
    [['editing-post-production', 'Professional video editing and colour grading']],
    [4, 4, 5, 4],
  ),
  F(
    'Mert Kaya',
    'Video Ad Producer',
    'Ankara, Türkiye',
    'video-animation',
    72,
    ['Video Ads', 'Storyboarding', 'DaVinci Resolve'],
    [['video-ads', 'Sosyal medya kampanyaları için kısa video reklamlar']],
    [4, 4, 3],
    'tr',
  ),
  F(
    'Yuki Tanaka',
    '3D Animator',
    'Tokyo, Japan',
    'video-animation',
    120,
    ['Blender', 'Cinema 4D', '3D Animation'],
    [['animation-3d', 'Stylised 3D animation for products and games']],
    [5, 4, 4],
  ),
  F(
    'Deniz Arslan',
    'Sound Engineer',
    'İzmir, Türkiye',
    'sound-music',
    50,
    ['Mixing', 'Mastering', 'Pro Tools'],
    [
      ['mixing-mastering', 'Şarkılarınız için radyoya hazır miks ve mastering'],
      ['podcast-editing', 'Temiz ve dengeli sesle podcast kurgusu'],
    ],
    [5, 5, 5, 4, 4],
    'tr',
  ),
  F(
    'Lukas Novák',
    'Composer',
    'Prague, Czechia',
    'sound-music',
    66,
    ['Composition', 'Orchestration', 'Film Music'],
    [['composition-songwriting', 'Original music composed for your film or game']],
    [4, 4, 5],
  ),
  F(
    'İlayda Koç',
    'Voice-over Artist',
    'İstanbul, Türkiye',
    'sound-music',
    62,
    ['Voice-over', 'Turkish', 'Dubbing'],
    [['voice-over', 'Warm Turkish and English voice-over for ads and videos']],
    [4, 5, 4, 4],
    'tr',
  ),
  F(
    'Ethan Miller',
    'Jingle Producer',
    'Austin, United States',
    'sound-music',
    88,
    ['Jingles', 'Music Production', 'Ableton'],
    [['jingles-ad-music', 'Catchy jingles and ad music that people remember']],
    [],
  ),
  F(
    'Oğuz Demir',
    'Full-Stack Developer',
    'İstanbul, Türkiye',
    'software-tech',
    75,
    ['React', 'Node.js', 'PostgreSQL', 'TypeScript'],
    [
      ['web-software', 'Full-stack web application with React and Node.js'],
      ['e-commerce', 'Satış için kurulmuş hızlı ve güvenli bir e-ticaret mağazası'],
    ],
    [5, 5, 5, 5, 4],
    'tr',
  ),
  F(
    'Priya Sharma',
    'Mobile App Developer',
    'Bangalore, India',
    'software-tech',
    95,
    ['Flutter', 'Kotlin', 'Swift'],
    [['mobile-apps', 'Cross-platform mobile app for iOS and Android']],
    [4, 5, 4, 4],
  ),
  F(
    'Selin Aksoy',
    'Data Analyst',
    'Ankara, Türkiye',
    'software-tech',
    105,
    ['Python', 'SQL', 'Power BI'],
    [['data-analysis-reporting', 'İşletmeniz için veri analizi ve anlaşılır panolar']],
    [4, 4, 4],
    'tr',
  ),
  F(
    'Jonas Lindberg',
    'WordPress Developer',
    'Stockholm, Sweden',
    'software-tech',
    115,
    ['WordPress', 'PHP', 'WooCommerce'],
    [['wordpress', 'Custom WordPress themes and plugins, done properly']],
    [4, 3, 4],
  ),
];

export const SEED_CLIENTS = [
  { name: 'Mehmet Yılmaz', location: 'İstanbul, Türkiye', language: 'tr' },
  { name: 'Sarah Johnson', location: 'New York, United States', language: 'en' },
  { name: 'Fatma Kara', location: 'Ankara, Türkiye', language: 'tr' },
  { name: 'Ahmet Çınar', location: 'Trabzon, Türkiye', language: 'tr' },
  { name: 'Laura Schmidt', location: 'Munich, Germany', language: 'en' },
  { name: 'Kerem Aydın', location: 'İzmir, Türkiye', language: 'tr' },
] as const;

const DAY = 24 * 60 * 60 * 1000;

/** The public projects (spec part 2's three, and one a Turkish client wrote in Turkish): active, due in the future. */
export const PUBLIC_PROJECTS = [
  {
    client: 0,
    title: 'E-commerce Website Redesign',
    category: 'software-tech' as const,
    description:
      'We run an online shop for handmade ceramics and need a faster, mobile-first redesign of our store, with a simpler checkout and better product pages.',
    budgetCents: 500_000,
    dueInDays: 45,
    requirements: [
      '3+ years of e-commerce development',
      'Experience with payment integrations',
      'Mobile-first, accessible design',
      'Portfolio of live stores',
    ],
  },
  {
    client: 1,
    title: 'Brand Identity for a New Coffee Shop',
    category: 'graphic-design' as const,
    description:
      'We are opening a specialty coffee shop and need a complete brand identity: logo, colour palette, typography, cups, menu boards and social media templates.',
    budgetCents: 150_000,
    dueInDays: 30,
    requirements: [
      'Strong logo and branding portfolio',
      'Print-ready files for cups and menus',
      'Social media templates in Figma or Canva',
    ],
  },
  {
    client: 2,
    title: 'Translate a Product Catalogue from Turkish to English',
    category: 'writing-translation' as const,
    description:
      'Our 40-page furniture catalogue needs a natural English translation that keeps product names, sizes and care instructions exact, ready for print.',
    budgetCents: 80_000,
    dueInDays: 21,
    requirements: [
      'Native or near-native English',
      'Excellent Turkish reading skills',
      'Experience with product or technical texts',
    ],
  },
  {
    // A Turkish client writes in Turkish (decision 071).
    client: 5,
    title: 'Kahve dükkânımızın açılışı için kısa tanıtım videosu',
    category: 'video-animation' as const,
    description:
      'İzmir’de yeni açtığımız kahve dükkânı için sosyal medyada paylaşacağımız 30 saniyelik bir tanıtım videosu istiyoruz. Çekim görüntüleri bizde; kurgu, müzik ve altyazı sizden.',
    budgetCents: 60_000,
    dueInDays: 25,
    requirements: ['Kısa video kurgusunda deneyim', 'Telifsiz müzik seçimi', 'Türkçe ve İngilizce altyazı'],
  },
];

/** What Turkish clients write (decision 071: the demo's Turkish users write in Turkish). */
export const REVIEW_COMMENTS_TR = [
  'Harika bir iş çıkardı, teslimi de planlanandan önce yaptı. İletişim çok kolaydı.',
  'İletişimi çok iyiydi ve sonuç beklentimizin üzerindeydi.',
  'Çok profesyonel bir çalışma. Kesinlikle yine birlikte çalışacağız.',
  'Kaliteli bir iş; birkaç küçük düzeltme de hemen yapıldı.',
  'Sağlam bir iş ve adil bir fiyat. Tavsiye ederim.',
];

export const REVIEW_COMMENTS = [
  'Excellent work, delivered ahead of schedule and easy to talk to.',
  'Great communication and a result that exceeded our expectations.',
  'Very professional. We will definitely work together again.',
  'Good quality work; a couple of small revisions were handled quickly.',
  'Solid work and fair pricing. Recommended.',
];

export function emailFor(name: string): string {
  return `${slug(name).replace(/-/g, '.')}@demo.test`;
}

export function slug(name: string): string {
  return foldSearchText(name)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Stores a generated PNG under seed/ in the app's storage (once) and returns its URL. The folder
 * names the drawings' version (art.ts), so a data folder seeded with older drawings gets the new
 * ones: v3, the work each subcategory sells with its words on it, and portraits (decision 128).
 */
export async function seedImage(storage: Storage, rel: string, svg: string): Promise<string> {
  const key = `seed/${ART_VERSION}/${rel}`;
  if (!(await storage.get(key))) {
    const sharp = await loadSharp();
    await storage.put(key, await sharp(Buffer.from(svg)).png().toBuffer(), 'image/png');
  }
  return storage.url(key);
}

/** A demo service's picture number `v` (stored once per drawing version); its URL. */
function seedServiceImage(
  storage: Storage,
  f: SeedFreelancer,
  i: number,
  s: number,
  svc: { subcategory: string; header: string; other?: string },
  v: number,
): Promise<string> {
  return seedImage(
    storage,
    serviceImagePath(f, s, v),
    serviceArt({
      subcategory: svc.subcategory,
      header: svc.header,
      lang: detectContentLanguage(svc.header) === 'tr' ? 'tr' : 'en',
      other: svc.other ?? null,
      seller: f.name,
      index: i * 8 + s,
      variant: v,
    }),
  );
}

const serviceImagePath = (f: SeedFreelancer, s: number, v: number) =>
  `services/${slug(f.name)}-${s + 1}-${v + 1}.png`;

/**
 * A data folder seeded with older drawings: the pictures the seed stored for this seller's
 * services (found by their old URLs, so a picture the seller uploaded is never touched) point at
 * the current drawings.
 */
async function redrawServiceImages(app: AppServices, f: SeedFreelancer, i: number, profileId: string) {
  const { db, storage } = app;
  const mine = db
    .select({ id: servicesTable.id })
    .from(servicesTable)
    .where(eq(servicesTable.profileId, profileId));
  for (const [s, svc] of [...f.services, ...moreServicesOf(f)].entries()) {
    for (let v = 0; v < 2; v++) {
      const old = OLDER_ART_VERSIONS.map((version) =>
        storage.url(`seed/${version ? `${version}/` : ''}${serviceImagePath(f, s, v)}`),
      );
      const [stale] = await db
        .select({ id: serviceImages.id })
        .from(serviceImages)
        .where(and(inArray(serviceImages.serviceId, mine), inArray(serviceImages.imageUrl, old)))
        .limit(1);
      if (!stale) continue;
      const imageUrl = await seedServiceImage(storage, f, i, s, svc, v);
      await db
        .update(serviceImages)
        .set({ imageUrl })
        .where(and(inArray(serviceImages.serviceId, mine), inArray(serviceImages.imageUrl, old)));
    }
  }
}

/**
 * A service's texts in the language of its header: a Turkish freelancer writes most services in
 * Turkish; a few headers stay English (journeys search for them), and so does their description.
 */
export function serviceTexts(
  f: SeedFreelancer,
  header: string,
  lang: 'en' | 'tr' = detectContentLanguage(header) === 'tr' ? 'tr' : 'en',
) {
  const explanation =
    lang === 'tr'
      ? `${header}. ${f.bio} Her siparişte hedeflerinizi anlamak için kısa bir görüşme, iki düzeltme turu ve kaynak dosyalar vardır.`
      : `${header}. ${englishBio(f.title, f.location)} Every order includes a short call to understand your goals, two rounds of revisions and the source files.`;
  const pricing =
    lang === 'tr'
      ? `Temel: $${f.rate * 3}, Standart: $${f.rate * 6}, Premium: $${f.rate * 12}. Pakete göre 3 ile 10 gün arasında teslim.`
      : `Basic: $${f.rate * 3}, Standard: $${f.rate * 6}, Premium: $${f.rate * 12}. Delivery in 3 to 10 days depending on the package.`;
  return { header, explanation, pricing, contentLang: detectContentLanguage(`${header}\n${explanation}`) };
}

export function reviewText(clientLanguage: 'en' | 'tr', n: number) {
  const comments = clientLanguage === 'tr' ? REVIEW_COMMENTS_TR : REVIEW_COMMENTS;
  const comment = comments[n % comments.length]!;
  return { comment, commentLang: detectContentLanguage(comment) };
}

type EnsureUser = (app: AppServices, email: string) => Promise<string>;

async function profileOf(app: AppServices, userId: string) {
  const [row] = await app.db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!row) throw new Error(`seed: no profile for user ${userId}`);
  return row;
}

/**
 * The demo marketplace. Idempotent: accounts are found by e-mail, a freelancer's services are
 * only created when the profile has no service yet, and the public projects only when their
 * client has none with that title. The sellers' join dates, orders and reviews are the demo's
 * history (seed/history.ts).
 */
export async function seedMarketplace(app: AppServices, ensureUser: EnsureUser) {
  const { db } = app;
  const storage = app.storage;
  const now = Date.now();

  const clientIds: string[] = [];
  for (const client of SEED_CLIENTS) {
    const userId = await ensureUser(app, emailFor(client.name));
    const avatarUrl = await seedImage(storage, `avatars/${slug(client.name)}.png`, avatarArt(client.name));
    await db
      .update(profiles)
      .set({
        name: client.name,
        location: client.location,
        language: client.language,
        avatarUrl,
        avatarThumbUrl: avatarUrl,
      })
      .where(eq(profiles.userId, userId));
    clientIds.push(userId);
  }

  for (const project of PUBLIC_PROJECTS) {
    const userId = clientIds[project.client]!;
    const [existing] = await db
      .select({ n: count() })
      .from(projects)
      .where(and(eq(projects.userId, userId), eq(projects.title, project.title)));
    if (existing && existing.n > 0) continue;
    await db.insert(projects).values({
      userId,
      title: project.title,
      category: project.category,
      description: project.description,
      contentLang: detectContentLanguage(`${project.title}\n${project.description}`),
      budgetCents: project.budgetCents,
      dueDate: new Date(now + project.dueInDays * DAY),
      requirements: project.requirements,
      status: 'active',
    });
  }

  for (const [i, f] of SEED_FREELANCERS.entries()) {
    const userId = await ensureUser(app, emailFor(f.name));
    const profile = await profileOf(app, userId);
    const avatarUrl = await seedImage(storage, `avatars/${slug(f.name)}.png`, avatarArt(f.name));
    await db
      .update(profiles)
      .set({
        name: f.name,
        title: f.title,
        location: f.location,
        bio: f.bio,
        bioLang: detectContentLanguage(f.bio),
        hourlyRateCents: f.rate * 100,
        yearsOfExperience: f.years,
        skills: f.skills,
        language: f.language,
        avatarUrl,
        avatarThumbUrl: avatarUrl,
      })
      .where(eq(profiles.id, profile.id));

    const [has] = await db
      .select({ n: count() })
      .from(servicesTable)
      .where(eq(servicesTable.profileId, profile.id));
    if (has && has.n > 0) {
      // Services seeded before packages existed get them now, and pictures of older drawings
      // the current ones.
      await seedServicePackages(db, profile.id, f.rate, f.language);
      await redrawServiceImages(app, f, i, profile.id);
      continue;
    }

    // The seller's first services, then the further ones (every subcategory at least three).
    for (const [s, svc] of [...f.services, ...moreServicesOf(f)].entries()) {
      const [row] = await db
        .insert(servicesTable)
        .values({
          profileId: profile.id,
          category: f.category,
          subcategory: svc.subcategory,
          ...serviceTexts(f, svc.header),
          createdAt: new Date(now - (i + 1) * 7 * DAY + s * DAY),
        })
        .returning({ id: servicesTable.id });
      for (let v = 0; v < 2; v++) {
        const imageUrl = await seedServiceImage(storage, f, i, s, svc, v);
        await db.insert(serviceImages).values({ serviceId: row!.id, imageUrl, position: v });
      }
    }
    await seedServicePackages(db, profile.id, f.rate, f.language);
  }
}
