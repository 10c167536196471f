import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogPosts } from '../db/schema';

interface PostText {
  title: string;
  description: string;
  body: string;
}
interface SeedPost {
  slug: string;
  publishedAt: string;
  en: PostText;
  tr: PostText;
}

/** The 20 demo posts (spec part 2 §2: the first two are full articles). */
export const BLOG_POSTS: SeedPost[] = [
  {
    slug: 'winning-your-first-client',
    publishedAt: '2026-10-30T09:00:00Z',
    en: {
      title: 'How to Win Your First Client as a New Freelancer',
      description: 'A practical plan for turning an empty profile into your first paid project.',
      body: [
        'Every freelancer starts with the same problem: clients want proof of work, and you have not done any work for them yet. The way out is to make it easy for a client to trust you before the first project.',
        'Start with your profile. Write a title that names the result you deliver, not only your job ("Shopify stores that load in under two seconds" beats "Web developer"). Add three to five portfolio items, even if some are personal projects, and describe the problem each one solved.',
        "Next, apply selectively. Read the project description twice and answer the client's real question in the first two sentences of your cover letter. Mention one concrete step you would take in the first week. Generic letters are easy to spot and easy to ignore.",
        'Price your first projects fairly, not cheaply. A slightly lower rate can help you start, but a price that looks too good to be true makes careful clients nervous. Offer a clear scope and delivery date instead of a discount.',
        'Reply quickly. Our terms ask you to answer client messages within 24 hours, and clients notice who answers within the hour. Keep notifications on while you are looking for work.',
        'Finally, over-deliver on communication. Send a short update at each milestone, ask for feedback early and confirm the final result before you mark the work as done. A five-star review on your first project is worth more than any advertisement.',
      ].join('\n\n'),
    },
    tr: {
      title: 'Yeni Bir Serbest Çalışan Olarak İlk Müşterinizi Nasıl Kazanırsınız',
      description: 'Boş bir profili ilk ücretli projeye dönüştürmek için uygulanabilir bir plan.',
      body: [
        'Her serbest çalışan aynı sorunla başlar: müşteriler yapılmış iş görmek ister, siz ise henüz onlar için hiçbir iş yapmadınız. Çıkış yolu, müşterinin size ilk projeden önce güvenmesini kolaylaştırmaktır.',
        'İşe profilinizden başlayın. Yalnızca mesleğinizi değil, sunduğunuz sonucu anlatan bir başlık yazın ("İki saniyenin altında açılan Shopify mağazaları", "Web geliştirici"den daha etkilidir). Bazıları kişisel proje olsa bile üç ila beş portföy öğesi ekleyin ve her birinin hangi sorunu çözdüğünü açıklayın.',
        'Ardından seçici başvurun. Proje açıklamasını iki kez okuyun ve müşterinin asıl sorusunu ön yazınızın ilk iki cümlesinde yanıtlayın. İlk hafta atacağınız somut bir adımdan söz edin. Genel geçer yazılar kolayca fark edilir ve kolayca göz ardı edilir.',
        'İlk projelerinizi ucuz değil, adil fiyatlandırın. Biraz daha düşük bir ücret başlamanıza yardımcı olabilir; ancak gerçek olamayacak kadar iyi görünen bir fiyat dikkatli müşterileri tedirgin eder. İndirim yerine net bir kapsam ve teslim tarihi sunun.',
        'Hızlı yanıt verin. Koşullarımız müşteri mesajlarına 24 saat içinde yanıt vermenizi ister ve müşteriler bir saat içinde kimin yanıt verdiğini fark eder. İş ararken bildirimlerinizi açık tutun.',
        'Son olarak iletişimde beklentinin ötesine geçin. Her aşamada kısa bir güncelleme gönderin, geri bildirimi erkenden isteyin ve işi tamamlandı olarak işaretlemeden önce sonucu onaylatın. İlk projenizdeki beş yıldızlı bir değerlendirme, her türlü reklamdan daha değerlidir.',
      ].join('\n\n'),
    },
  },
  {
    slug: 'pricing-your-services',
    publishedAt: '2026-10-23T09:00:00Z',
    en: {
      title: 'Pricing Your Services: Hourly, Fixed or Value-Based?',
      description: 'The three common pricing models, when each one works, and how to move between them.',
      body: [
        'Choosing how to charge is as important as choosing how much. Most freelancers on our marketplace use one of three models, and the best ones switch between them depending on the project.',
        'Hourly pricing is simple and fair when the scope is unclear: maintenance work, consulting calls or ongoing support. Track your time honestly, share a weekly summary and agree on a maximum number of hours so the client can plan a budget.',
        'Fixed pricing works when the result is well defined, such as a logo with three concepts or a five-page website. Write down exactly what is included, how many rounds of revisions the price covers and what happens when the client asks for more. On this marketplace the approved price is held in escrow when the client starts the project, so both sides know the money is there.',
        'Value-based pricing ties your price to the result for the client: more leads, faster pages, fewer support tickets. It needs trust and a track record, so it usually comes after a few successful fixed-price projects with the same client.',
        'Whatever the model, remember the platform fee. When a project is completed, 90% of the price goes to your wallet and 10% is the platform fee, so include it when you calculate your rate.',
        'Review your prices every few months. If you are booked solid, it is time to raise them; if your applications are rarely approved, look first at your cover letters and portfolio before you lower your rate.',
      ].join('\n\n'),
    },
    tr: {
      title: 'Hizmetlerinizi Fiyatlandırmak: Saatlik, Sabit mi Değere Dayalı mı?',
      description:
        'Üç yaygın fiyatlandırma modeli, her birinin ne zaman işe yaradığı ve aralarında nasıl geçiş yapılacağı.',
      body: [
        'Nasıl ücret alacağınızı seçmek, ne kadar alacağınızı seçmek kadar önemlidir. Pazaryerimizdeki serbest çalışanların çoğu üç modelden birini kullanır; en iyileri ise projeye göre bu modeller arasında geçiş yapar.',
        'Kapsam belirsiz olduğunda saatlik ücret basit ve adildir: bakım işleri, danışmanlık görüşmeleri veya sürekli destek gibi. Zamanınızı dürüstçe kaydedin, haftalık bir özet paylaşın ve müşterinin bütçe planlayabilmesi için en fazla kaç saat çalışılacağında anlaşın.',
        'Sabit ücret, sonuç net olarak tanımlandığında işe yarar: üç konsepti olan bir logo ya da beş sayfalık bir web sitesi gibi. Neyin dahil olduğunu, fiyatın kaç revizyon turunu kapsadığını ve müşteri daha fazlasını istediğinde ne olacağını açıkça yazın. Bu pazaryerinde onaylanan fiyat, müşteri projeyi başlattığında emanet hesabında tutulur; böylece iki taraf da paranın hazır olduğunu bilir.',
        'Değere dayalı fiyatlandırma, ücretinizi müşterinin elde ettiği sonuca bağlar: daha fazla potansiyel müşteri, daha hızlı sayfalar, daha az destek talebi. Güven ve geçmiş başarı gerektirdiği için genellikle aynı müşteriyle birkaç başarılı sabit ücretli projeden sonra gelir.',
        "Model ne olursa olsun platform ücretini unutmayın. Bir proje tamamlandığında fiyatın %90'ı cüzdanınıza geçer, %10'u platform ücretidir; ücretinizi hesaplarken bunu da hesaba katın.",
        'Fiyatlarınızı birkaç ayda bir gözden geçirin. Takviminiz tamamen doluysa fiyatları yükseltme zamanı gelmiştir; başvurularınız nadiren onaylanıyorsa ücretinizi düşürmeden önce ön yazılarınıza ve portföyünüze bakın.',
      ].join('\n\n'),
    },
  },
  ...teasers(),
];

function teasers(): SeedPost[] {
  const items: Array<[string, string, string, string, string]> = [
    [
      'writing-a-cover-letter',
      'Writing a Cover Letter Clients Actually Read',
      'Short, specific and about the client: a structure that works.',
      'Müşterilerin Gerçekten Okuduğu Bir Ön Yazı',
      'Kısa, somut ve müşteri odaklı: işe yarayan bir yapı.',
    ],
    [
      'portfolio-that-sells',
      'Building a Portfolio That Sells',
      'Choose fewer pieces and explain the problem each one solved.',
      'Satış Yapan Bir Portföy Oluşturmak',
      'Daha az iş seçin ve her birinin hangi sorunu çözdüğünü anlatın.',
    ],
    [
      'managing-client-expectations',
      'Managing Client Expectations from Day One',
      'Scope, milestones and updates that keep a project calm.',
      'Müşteri Beklentilerini İlk Günden Yönetmek',
      'Bir projeyi sakin tutan kapsam, aşamalar ve güncellemeler.',
    ],
    [
      'time-management-for-freelancers',
      'Time Management for Freelancers',
      'Simple habits to protect your focus and meet every deadline.',
      'Serbest Çalışanlar İçin Zaman Yönetimi',
      'Odağınızı korumak ve her teslim tarihine yetişmek için basit alışkanlıklar.',
    ],
    [
      'ai-tools-for-small-business',
      'AI Tools Every Small Business Can Use Today',
      'Chatbots, analytics and text analysis without a data team.',
      'Her Küçük İşletmenin Bugün Kullanabileceği Yapay Zekâ Araçları',
      'Veri ekibi olmadan sohbet botları, analitik ve metin analizi.',
    ],
    [
      'hiring-your-first-freelancer',
      'Hiring Your First Freelancer: A Client Guide',
      'How to write a project brief that attracts the right people.',
      'İlk Serbest Çalışanınızı İşe Almak: Müşteri Rehberi',
      'Doğru kişileri çeken bir proje açıklaması nasıl yazılır.',
    ],
    [
      'escrow-explained',
      'Escrow Explained: How Payments Stay Safe',
      'Why the price is held until the work is completed.',
      'Emanet Hesabı Nedir: Ödemeler Nasıl Güvende Kalır',
      'Fiyatın neden iş tamamlanana kadar tutulduğu.',
    ],
    [
      'remote-collaboration-tips',
      'Remote Collaboration Tips That Save Hours',
      'Clear messages, shared files and fewer meetings.',
      'Saatler Kazandıran Uzaktan İş Birliği İpuçları',
      'Net mesajlar, paylaşılan dosyalar ve daha az toplantı.',
    ],
    [
      'logo-design-trends',
      'Logo Design Trends Worth Following',
      'Simple shapes, flexible marks and honest typography.',
      'Takip Etmeye Değer Logo Tasarımı Trendleri',
      'Sade şekiller, esnek işaretler ve dürüst tipografi.',
    ],
    [
      'seo-basics-for-freelancers',
      'SEO Basics for Freelancers',
      'Help clients find your services through search engines.',
      'Serbest Çalışanlar İçin SEO Temelleri',
      'Müşterilerin hizmetlerinizi arama motorlarıyla bulmasına yardımcı olun.',
    ],
    [
      'video-editing-workflow',
      'A Faster Video Editing Workflow',
      'From raw footage to delivery without the late nights.',
      'Daha Hızlı Bir Video Kurgu İş Akışı',
      'Ham görüntüden teslimata, gece mesaisi olmadan.',
    ],
    [
      'translation-quality',
      'What Makes a Good Translation',
      'Meaning, tone and context matter more than words.',
      'İyi Bir Çeviriyi Ne Belirler',
      'Anlam, üslup ve bağlam kelimelerden daha önemlidir.',
    ],
    [
      'music-licensing-basics',
      'Music Licensing Basics for Creators',
      'What clients need to know before using a track.',
      'İçerik Üreticileri İçin Müzik Lisanslamanın Temelleri',
      'Müşterilerin bir parçayı kullanmadan önce bilmesi gerekenler.',
    ],
    [
      'handling-feedback',
      'Handling Difficult Feedback Gracefully',
      'Turn criticism into a better result and a happier client.',
      'Zor Geri Bildirimleri Zarafetle Karşılamak',
      'Eleştiriyi daha iyi bir sonuca ve daha memnun bir müşteriye dönüştürün.',
    ],
    [
      'building-repeat-clients',
      'Building Long-Term Relationships with Clients',
      'Repeat work is the most reliable income a freelancer has.',
      'Müşterilerle Uzun Vadeli İlişkiler Kurmak',
      'Tekrarlanan işler, bir serbest çalışanın en güvenilir gelir kaynağıdır.',
    ],
    [
      'taxes-for-freelancers',
      'Getting Paid and Keeping Records',
      'Invoices, withdrawals and records that make tax time easy.',
      'Ödeme Almak ve Kayıt Tutmak',
      'Vergi dönemini kolaylaştıran faturalar, para çekme işlemleri ve kayıtlar.',
    ],
    [
      'staying-motivated',
      'Staying Motivated When You Work Alone',
      'Routines and communities that keep you going.',
      'Tek Başınıza Çalışırken Motivasyonu Korumak',
      'Sizi yolda tutan rutinler ve topluluklar.',
    ],
    [
      'marketplace-safety',
      'Staying Safe on a Freelance Marketplace',
      'Keep communication and payments on the platform.',
      'Serbest Çalışma Pazaryerinde Güvende Kalmak',
      'İletişimi ve ödemeleri platform içinde tutun.',
    ],
  ];
  return items.map(([slug, enTitle, enDesc, trTitle, trDesc], i) => ({
    slug,
    publishedAt: new Date(Date.UTC(2026, 9, 16 - i * 5, 9)).toISOString(),
    en: {
      title: enTitle,
      description: enDesc,
      body: `${enDesc}\n\nThis short note is part of our tips series. A longer article on this topic is being written; until then, the help center and our community of freelancers are good places to ask questions.`,
    },
    tr: {
      title: trTitle,
      description: trDesc,
      body: `${trDesc}\n\nBu kısa not, ipuçları serimizin bir parçasıdır. Bu konuda daha uzun bir makale hazırlanıyor; o zamana kadar yardım merkezi ve serbest çalışan topluluğumuz soru sormak için iyi yerlerdir.`,
    },
  }));
}

/** Idempotent: posts are upserted by (slug, language). */
export async function seedBlog(db: Db) {
  const rows = BLOG_POSTS.flatMap((post, position) =>
    (['en', 'tr'] as const).map((language) => ({
      slug: post.slug,
      language,
      position,
      title: post[language].title,
      description: post[language].description,
      body: post[language].body,
      publishedAt: new Date(post.publishedAt),
    })),
  );
  await db
    .insert(blogPosts)
    .values(rows)
    .onConflictDoUpdate({
      target: [blogPosts.slug, blogPosts.language],
      set: {
        position: sql`excluded.position`,
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        body: sql`excluded.body`,
        publishedAt: sql`excluded.published_at`,
      },
    });
}
