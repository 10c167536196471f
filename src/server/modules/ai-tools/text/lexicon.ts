/**
 * Word lists of the local text analyser. Weights follow AFINN's scale (-5 to 5) loosely.
 * Turkish entries are stems: the analyser matches suffixed forms (see matchTurkish in local.ts).
 */

export const EN_SENTIMENT: Record<string, number> = {
  // positive
  amazing: 4, awesome: 4, excellent: 4, outstanding: 4, superb: 4, fantastic: 4, wonderful: 4,
  brilliant: 4, perfect: 3, love: 3, loved: 3, loves: 3, loving: 3, great: 3, delighted: 3,
  happy: 3, glad: 2, pleased: 2, impressive: 3, impressed: 3, recommend: 2, recommended: 2,
  good: 2, nice: 2, enjoy: 2, enjoyed: 2, helpful: 2, friendly: 2, fast: 1, quick: 1,
  reliable: 2, professional: 2, satisfied: 2, success: 2, successful: 2, thanks: 2, thank: 2,
  grateful: 3, beautiful: 3, easy: 1, smooth: 1, clean: 1, clear: 1, best: 3, better: 2,
  like: 1, liked: 2, fine: 1, positive: 2, affordable: 1, favourite: 2, favorite: 2,
  exceeded: 2, win: 2, won: 2, benefit: 1, improved: 2, improvement: 1, efficient: 2,
  // negative
  terrible: -4, awful: -4, horrible: -4, worst: -4, hate: -4, hated: -4, disgusting: -4,
  useless: -3, bad: -3, poor: -2, disappointed: -3, disappointing: -3, disappointment: -3,
  angry: -3, annoyed: -2, annoying: -2, frustrated: -2, frustrating: -2, problem: -2,
  problems: -2, issue: -1, issues: -1, broken: -2, bug: -1, bugs: -1, slow: -2, late: -1,
  delay: -1, delayed: -2, expensive: -1, overpriced: -2, rude: -3, unhelpful: -2, fail: -2,
  failed: -2, failure: -2, fails: -2, wrong: -2, error: -2, errors: -2, sad: -2, unhappy: -2,
  complaint: -2, complain: -2, refund: -1, scam: -4, waste: -3, wasted: -3, worse: -3,
  difficult: -1, confusing: -2, crash: -2, crashed: -2, unfortunately: -1, lost: -2,
  dislike: -2, cancel: -1, cancelled: -1, canceled: -1, unreliable: -2,
};

export const EN_NEGATORS = new Set([
  'not', 'no', 'never', 'none', 'nobody', 'nothing', 'neither', 'nor', 'without', 'hardly',
  'barely', "don't", "doesn't", "didn't", "isn't", "wasn't", "aren't", "weren't", "won't",
  "wouldn't", "can't", "cannot", "couldn't", "shouldn't", "haven't", "hasn't", "hadn't",
  'dont', 'doesnt', 'didnt', 'isnt', 'wasnt', 'arent', 'cant', 'wont',
]);

export const EN_INTENSIFIERS: Record<string, number> = {
  very: 1.5, really: 1.4, extremely: 1.8, so: 1.3, truly: 1.4, absolutely: 1.7, totally: 1.5,
  incredibly: 1.7, quite: 1.2, super: 1.5,
};

export interface TurkishEntry {
  weight: number;
  /** Verbs take verbal suffixes (negation -me/-ma); others take nominal ones (privative -siz). */
  verb?: boolean;
}

export const TR_SENTIMENT: Record<string, TurkishEntry> = {
  // positive
  harika: { weight: 4 }, mükemmel: { weight: 4 }, muhteşem: { weight: 4 }, şahane: { weight: 4 },
  kusursuz: { weight: 3 }, süper: { weight: 3 }, güzel: { weight: 2 }, iyi: { weight: 2 },
  başarılı: { weight: 2 }, başarı: { weight: 2 }, memnun: { weight: 2 }, mutlu: { weight: 3 },
  teşekkür: { weight: 2 }, sağol: { weight: 2 }, hızlı: { weight: 1 }, kaliteli: { weight: 2 },
  profesyonel: { weight: 2 }, güvenilir: { weight: 2 }, yardımsever: { weight: 2 },
  tavsiye: { weight: 2 }, öner: { weight: 2, verb: true }, beğen: { weight: 2, verb: true },
  sev: { weight: 3, verb: true }, bayıl: { weight: 3, verb: true }, sevin: { weight: 2, verb: true },
  kolay: { weight: 1 }, temiz: { weight: 1 }, uygun: { weight: 1 }, olumlu: { weight: 2 },
  faydalı: { weight: 2 }, yararlı: { weight: 2 }, keyifli: { weight: 2 }, memnuniyet: { weight: 2 },
  özenli: { weight: 2 }, zamanında: { weight: 1 }, etkileyici: { weight: 3 }, harikulade: { weight: 4 },
  // negative
  kötü: { weight: -3 }, berbat: { weight: -4 }, rezalet: { weight: -4 }, rezil: { weight: -4 },
  korkunç: { weight: -4 }, felaket: { weight: -4 }, sorun: { weight: -2 }, problem: { weight: -2 },
  hata: { weight: -2 }, yavaş: { weight: -2 }, pahalı: { weight: -1 }, şikayet: { weight: -2 },
  şikâyet: { weight: -2 }, üzgün: { weight: -2 }, üzücü: { weight: -2 }, üzül: { weight: -2, verb: true },
  maalesef: { weight: -1 }, zayıf: { weight: -1 }, eksik: { weight: -1 }, bozuk: { weight: -2 },
  nefret: { weight: -4 }, sinirli: { weight: -2 }, kızgın: { weight: -3 }, mağdur: { weight: -2 },
  rahatsız: { weight: -2 }, olumsuz: { weight: -2 }, başarısız: { weight: -2 }, gecik: { weight: -2, verb: true },
  kırıklığı: { weight: -3 }, dolandırıcı: { weight: -4 }, saygısız: { weight: -3 },
  yetersiz: { weight: -2 }, vasat: { weight: -1 }, pişman: { weight: -3 }, zor: { weight: -1 },
  karmaşık: { weight: -1 }, iptal: { weight: -1 }, iade: { weight: -1 },
};

export const TR_INTENSIFIERS: Record<string, number> = {
  çok: 1.5, gerçekten: 1.4, son: 1.0, aşırı: 1.7, oldukça: 1.3, tam: 1.2, fazlasıyla: 1.6,
  inanılmaz: 1.7, epey: 1.3, en: 1.3,
};

export const EN_STOP_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being
  below between both but by can could did do does doing down during each few for from further had
  has have having he her here hers herself him himself his how i if in into is it its itself just
  me more most my myself no nor not now of off on once only or other our ours ourselves out over
  own same she should so some such than that the their theirs them themselves then there these
  they this those through to too under until up very was we were what when where which while who
  whom why will with would you your yours yourself yourselves also get got us one two may might
  must shall much many every really still even well back way lot like just don't it's i'm i've
  we're they're that's there's can't won't didn't isn't wasn't let's would've could've said says`.split(/\s+/),
);

export const TR_STOP_WORDS = new Set(
  `acaba ama ancak artık aslında az bana bazı belki ben benden beni benim beri bile bir birkaç
  birçok biri birisi birşey biz bizden bize bizi bizim bu buna bunda bundan bunlar bunları bunların
  bunu bunun burada da daha dahi de defa değil diğer diye dolayı en fakat gibi göre hala halen hangi
  hatta hem henüz hep hepsi her herhangi herkes hiç hiçbir için ile ilgili ise işte itibaren kadar
  karşın kendi kendine kez ki kim kimden kime kimi kimse mı mi mu mü nasıl ne neden nerde nerede
  nereye niçin niye o olan olarak oldu olduğu olduğunu olmak olması olsa olup olur olursa oluyor on
  ona ondan onlar onlardan onları onların onu onun orada öyle sadece sanki siz sizden size sizi
  sizin şey şeyden şeyi şeyler şimdi şu şuna şunda şundan şunu tarafından tüm üzere var vardı ve
  veya ya yani yapılan yapmak yine yok zaten çok çünkü şöyle bile ayrıca bütün böyle önce sonra
  tekrar evet hayır lütfen bence sizce gerçekten oldukça kadar şey olan etti ettim edildi edilen`.split(/\s+/),
);

/** Common words that tell the languages apart (beyond the Turkish letters). */
export const TR_MARKERS = new Set([
  've', 'bir', 'bu', 'için', 'çok', 'ile', 'da', 'de', 'ama', 'değil', 'mi', 'mı', 'ne', 'gibi',
  'daha', 'olarak', 'var', 'yok', 'ben', 'sen', 'biz', 'siz', 'onlar', 'şu', 'ki', 'en', 'her',
]);
export const EN_MARKERS = new Set([
  'the', 'and', 'is', 'are', 'was', 'were', 'of', 'to', 'in', 'it', 'for', 'with', 'that', 'this',
  'you', 'not', 'have', 'has', 'be', 'on', 'at', 'but', 'very', 'my', 'we', 'they',
]);

export const KNOWN_PLACES = new Set(
  [
    // Türkiye
    'İstanbul', 'Istanbul', 'Ankara', 'İzmir', 'Izmir', 'Bursa', 'Antalya', 'Adana', 'Konya',
    'Gaziantep', 'Şanlıurfa', 'Kocaeli', 'Mersin', 'Diyarbakır', 'Hatay', 'Manisa', 'Kayseri',
    'Samsun', 'Balıkesir', 'Kahramanmaraş', 'Van', 'Aydın', 'Denizli', 'Sakarya', 'Tekirdağ',
    'Muğla', 'Eskişehir', 'Trabzon', 'Ordu', 'Malatya', 'Erzurum', 'Bodrum', 'Kapadokya',
    'Çanakkale', 'Edirne', 'Rize', 'Sivas', 'Elazığ', 'Türkiye', 'Turkey', 'Anadolu',
    // elsewhere
    'London', 'Londra', 'Paris', 'Berlin', 'Madrid', 'Rome', 'Roma', 'Milan', 'Milano',
    'Amsterdam', 'Vienna', 'Viyana', 'Prague', 'Prag', 'Stockholm', 'Munich', 'Münih',
    'New York', 'Los Angeles', 'San Francisco', 'Chicago', 'Boston', 'Austin', 'Toronto',
    'Tokyo', 'Seoul', 'Bangalore', 'Dubai', 'Moscow', 'Moskova', 'Athens', 'Atina', 'Baku',
    'Bakü', 'Manchester', 'Europe', 'Avrupa', 'Germany', 'Almanya', 'France', 'Fransa', 'Italy',
    'İtalya', 'Spain', 'İspanya', 'England', 'İngiltere', 'United Kingdom', 'United States',
    'America', 'Amerika', 'Japan', 'Japonya', 'China', 'Çin', 'India', 'Hindistan', 'Canada',
    'Kanada', 'Netherlands', 'Hollanda', 'Greece', 'Yunanistan',
  ].map((p) => p.toLocaleLowerCase('tr-TR')),
);

export const ORG_SUFFIXES = new Set(
  [
    'Inc', 'Inc.', 'Ltd', 'Ltd.', 'LLC', 'Corp', 'Corp.', 'Corporation', 'Company', 'Co.', 'GmbH',
    'AG', 'A.Ş.', 'AŞ', 'Şti.', 'Holding', 'Group', 'Bank', 'Bankası', 'University',
    'Üniversitesi', 'Airlines', 'Hava', 'Yolları', 'Technologies', 'Teknoloji', 'Foundation',
    'Vakfı', 'Derneği', 'Belediyesi', 'Bakanlığı', 'Ministry', 'Agency', 'Ajansı',
  ].map((s) => s.toLocaleLowerCase('tr-TR')),
);

export const PERSON_TITLES = new Set(
  ['Mr', 'Mr.', 'Mrs', 'Mrs.', 'Ms', 'Ms.', 'Dr', 'Dr.', 'Prof', 'Prof.', 'Sayın', 'Bay', 'Bayan'].map(
    (s) => s.toLocaleLowerCase('tr-TR'),
  ),
);

/** A few frequent first names, so "Ayşe Yıldız" is a person rather than "other". */
export const FIRST_NAMES = new Set(
  [
    'Ahmet', 'Mehmet', 'Mustafa', 'Ali', 'Hüseyin', 'Hasan', 'İbrahim', 'Murat', 'Emre', 'Burak',
    'Can', 'Oğuz', 'Mert', 'Kerem', 'Deniz', 'Ayşe', 'Fatma', 'Emine', 'Hatice', 'Zeynep', 'Elif',
    'Selin', 'Gülşen', 'İlayda', 'Ebru', 'Esra', 'Merve', 'Büşra', 'Cem', 'Onur', 'Serkan',
    'John', 'James', 'Robert', 'Michael', 'William', 'David', 'Daniel', 'Thomas', 'Mark', 'Paul',
    'Mary', 'Sarah', 'Laura', 'Emma', 'Olivia', 'Sophie', 'Hannah', 'Anna', 'Maria', 'Lucía',
    'Priya', 'Yuki', 'Marco', 'Jonas', 'Lukas', 'Ethan', 'Peter', 'George', 'Jane', 'Alice',
  ].map((s) => s.toLocaleLowerCase('tr-TR')),
);
