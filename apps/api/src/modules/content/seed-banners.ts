import type { Language } from '@kosh/contract/common/language';
import { devanagariPen } from './devanagari-pen';
import {
  bannerSvg,
  boltArt,
  latinPen,
  phoneArt,
  tileSvg,
  walletArt,
  type BannerLook,
  type BannerWords,
  type TileLook,
  type TileWords,
} from './seed-banner-art';

/** One first-start image in one language: its words are drawn into it. */
export interface SeedImage {
  kind: 'banner' | 'slider';
  link: string;
  language: Language;
  alt: string;
  svg: string;
}

/** One first-start image, in English and in Hindi. */
export interface SeedPair {
  en: SeedImage;
  hi: SeedImage;
}

type Said<Words> = Record<Language, Words & { alt: string }>;
type Seed =
  | { kind: 'banner'; link: string; look: BannerLook; words: Said<BannerWords> }
  | { kind: 'slider'; link: string; look: TileLook; words: Said<TileWords> };

const SEEDS: Seed[] = [
  {
    kind: 'banner',
    link: '/mobile-recharge',
    look: { from: '#1d55c4', to: '#0f2a5e', art: phoneArt },
    words: {
      en: {
        alt: 'Recharge any mobile in seconds — browse plans from every operator',
        kicker: 'MOBILE RECHARGE',
        title: 'Recharge in seconds',
        line: 'Every operator, every circle, every plan.',
        cta: 'Recharge now',
      },
      hi: {
        alt: 'किसी भी मोबाइल को सेकंडों में रिचार्ज करें — हर ऑपरेटर के प्लान देखें',
        kicker: 'मोबाइल रिचार्ज',
        title: 'सेकंडों में रिचार्ज',
        line: 'हर ऑपरेटर, हर सर्कल, हर प्लान।',
        cta: 'अभी रिचार्ज करें',
      },
    },
  },
  {
    kind: 'banner',
    link: '/electricity-bill',
    look: { from: '#b45309', to: '#7c2d12', art: boltArt },
    words: {
      en: {
        alt: 'Pay your electricity bill before the due date, straight from your wallet',
        kicker: 'BILL PAYMENTS',
        title: 'Never miss a due date',
        line: 'Electricity, gas and postpaid bills in one place.',
        cta: 'Pay a bill',
      },
      hi: {
        alt: 'आख़िरी तारीख़ से पहले अपना बिजली बिल सीधे अपने वॉलेट से भरें',
        kicker: 'बिल भुगतान',
        title: 'आख़िरी तारीख़ कभी न चूकें',
        line: 'बिजली, गैस और पोस्टपेड बिल एक ही जगह।',
        cta: 'बिल भरें',
      },
    },
  },
  {
    kind: 'banner',
    link: '/pay-wallet',
    look: { from: '#047857', to: '#064e3b', art: walletArt },
    words: {
      en: {
        alt: 'Add money to your Kosh wallet by card, or by bank transfer with a slip',
        kicker: 'KOSH WALLET',
        title: 'One wallet for everything',
        line: 'Top up once, pay for recharges and bills.',
        cta: 'Add money',
      },
      hi: {
        alt: 'कार्ड से, या स्लिप के साथ बैंक ट्रांसफ़र से अपने कोश वॉलेट में पैसे जोड़ें',
        kicker: 'कोश वॉलेट',
        title: 'हर भुगतान के लिए एक वॉलेट',
        line: 'एक बार पैसे जोड़ें, रिचार्ज और बिल भरें।',
        cta: 'पैसे जोड़ें',
      },
    },
  },
  {
    kind: 'slider',
    link: '/dth-recharge',
    look: {
      bg: '#eef4ff',
      fg: '#153a80',
      art: `<rect x='0' y='0' width='150' height='100' rx='12'/><path d='M50 130h50M75 100v30'/>`,
    },
    words: {
      en: { alt: 'DTH recharge for every provider', title: 'DTH recharge', line: 'All providers' },
      hi: {
        alt: 'हर प्रोवाइडर के लिए डीटीएच रिचार्ज',
        title: 'डीटीएच रिचार्ज',
        line: 'सभी प्रोवाइडर',
      },
    },
  },
  {
    kind: 'slider',
    link: '/fastag-recharge',
    look: {
      bg: '#ecfdf3',
      fg: '#065f46',
      art: `<path d='M10 90l25-55h90l25 55z'/><rect x='0' y='90' width='170' height='45' rx='12'/><circle cx='40' cy='140' r='10'/><circle cx='130' cy='140' r='10'/>`,
    },
    words: {
      en: {
        alt: 'FASTag recharge for your vehicle',
        title: 'FASTag',
        line: 'Top up before the toll',
      },
      hi: {
        alt: 'अपने वाहन के लिए फ़ास्टैग रिचार्ज',
        title: 'फ़ास्टैग',
        line: 'टोल से पहले रिचार्ज करें',
      },
    },
  },
  {
    kind: 'slider',
    link: '/book-gas-cylinder',
    look: {
      bg: '#fff7ed',
      fg: '#9a3412',
      art: `<rect x='30' y='25' width='100' height='125' rx='30'/><path d='M55 25V5h50v20'/>`,
    },
    words: {
      en: {
        alt: 'Book and pay for your gas cylinder',
        title: 'Book gas',
        line: 'Pay and book in one go',
      },
      hi: {
        alt: 'अपना गैस सिलेंडर बुक करें और भुगतान करें',
        title: 'गैस बुक करें',
        line: 'भुगतान और बुकिंग एक साथ',
      },
    },
  },
  {
    kind: 'slider',
    link: '/mobile-postpaid',
    look: {
      bg: '#f5f3ff',
      fg: '#5b21b6',
      art: `<rect x='30' y='0' width='95' height='150' rx='16'/><path d='M60 125h35'/>`,
    },
    words: {
      en: { alt: 'Pay your postpaid mobile bill', title: 'Postpaid bills', line: 'Fetch and pay' },
      hi: { alt: 'अपना पोस्टपेड मोबाइल बिल भरें', title: 'पोस्टपेड बिल', line: 'बिल देखें और भरें' },
    },
  },
  {
    kind: 'slider',
    link: '/balancehistory',
    look: {
      bg: '#f0f9ff',
      fg: '#075985',
      art: `<circle cx='75' cy='75' r='70'/><path d='M75 35v40l28 18'/>`,
    },
    words: {
      en: {
        alt: 'See every rupee in your balance history',
        title: 'Balance history',
        line: 'Every rupee, accounted',
      },
      hi: {
        alt: 'अपनी बैलेंस हिस्ट्री में हर रुपये का हिसाब देखें',
        title: 'बैलेंस हिस्ट्री',
        line: 'हर रुपये का हिसाब',
      },
    },
  },
];

const PENS = { en: latinPen, hi: devanagariPen };

function draw(seed: Seed, language: Language): SeedImage {
  const pen = PENS[language];
  const { alt } = seed.words[language];
  const svg =
    seed.kind === 'banner'
      ? bannerSvg(pen, seed.look, seed.words[language])
      : tileSvg(pen, seed.look, seed.words[language]);
  return { kind: seed.kind, link: seed.link, language, alt, svg };
}

let drawn: SeedPair[] | undefined;

/**
 * The home page's first-start images, each in English and in Hindi, in their order. Drawn on the
 * first call (the Hindi outlines need the fonts read), then kept.
 */
export function seedPairs(): SeedPair[] {
  drawn ??= SEEDS.map((seed) => ({ en: draw(seed, 'en'), hi: draw(seed, 'hi') }));
  return drawn;
}
