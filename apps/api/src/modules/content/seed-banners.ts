/**
 * The home page's first-start images, drawn by the project (no outside images): SVG, so they stay
 * crisp on every screen and weigh a few KB. Banners are 1200×500, strip images 600×360.
 */
interface SeedImage {
  kind: 'banner' | 'slider';
  link: string;
  alt: string;
  svg: string;
}

const FONT = "font-family='Inter, Segoe UI, Roboto, DejaVu Sans, Arial, sans-serif'";

function banner(o: {
  from: string;
  to: string;
  kicker: string;
  title: string;
  line: string;
  cta: string;
  art: string;
}) {
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1200 500' width='1200' height='500'>
<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${o.from}'/><stop offset='1' stop-color='${o.to}'/></linearGradient></defs>
<rect width='1200' height='500' fill='url(#g)'/>
<circle cx='1050' cy='80' r='220' fill='#fff' opacity='0.07'/><circle cx='1150' cy='460' r='160' fill='#fff' opacity='0.06'/>
<g ${FONT} fill='#fff'>
<text x='72' y='130' font-size='30' font-weight='600' opacity='0.85' letter-spacing='3'>${o.kicker}</text>
<text x='72' y='215' font-size='56' font-weight='800'>${o.title}</text>
<text x='72' y='280' font-size='30' opacity='0.92'>${o.line}</text>
<rect x='72' y='340' width='${o.cta.length * 19 + 64}' height='76' rx='38' fill='#fff'/>
<text x='104' y='389' font-size='32' font-weight='700' fill='${o.to}'>${o.cta}</text>
</g>
<g transform='translate(880 130) scale(0.9)'>${o.art}</g>
</svg>`;
}

function tile(o: { bg: string; fg: string; title: string; line: string; art: string }) {
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 600 360' width='600' height='360'>
<rect width='600' height='360' rx='0' fill='${o.bg}'/>
<circle cx='500' cy='70' r='140' fill='${o.fg}' opacity='0.08'/>
<g ${FONT}><text x='40' y='250' font-size='44' font-weight='800' fill='${o.fg}'>${o.title}</text>
<text x='40' y='300' font-size='26' fill='${o.fg}' opacity='0.8'>${o.line}</text></g>
<g transform='translate(40 48)' fill='none' stroke='${o.fg}' stroke-width='10' stroke-linecap='round' stroke-linejoin='round'>${o.art}</g>
</svg>`;
}

const phoneArt = `<rect x='40' y='0' width='170' height='280' rx='28' fill='#fff' opacity='0.95'/><rect x='62' y='36' width='126' height='180' rx='8' fill='#dbe6fe'/><circle cx='125' cy='245' r='14' fill='#1d55c4'/><path d='M95 130l22 22 44-50' stroke='#067647' stroke-width='14' fill='none' stroke-linecap='round' stroke-linejoin='round'/>`;
const boltArt = `<circle cx='130' cy='130' r='130' fill='#fff' opacity='0.95'/><path d='M145 40 80 150h50l-15 90 65-115h-50z' fill='#f59e0b'/>`;
const walletArt = `<rect x='0' y='40' width='270' height='190' rx='28' fill='#fff' opacity='0.95'/><rect x='150' y='100' width='130' height='70' rx='20' fill='#153a80'/><circle cx='190' cy='135' r='14' fill='#fff'/><path d='M30 40 200 0l20 40' fill='none' stroke='#fff' stroke-width='12' stroke-linejoin='round'/>`;

export const SEED_IMAGES: SeedImage[] = [
  {
    kind: 'banner',
    link: '/mobile-recharge',
    alt: 'Recharge any mobile in seconds — browse plans from every operator',
    svg: banner({
      from: '#1d55c4',
      to: '#0f2a5e',
      kicker: 'MOBILE RECHARGE',
      title: 'Recharge in seconds',
      line: 'Every operator, every circle, every plan.',
      cta: 'Recharge now',
      art: phoneArt,
    }),
  },
  {
    kind: 'banner',
    link: '/electricity-bill',
    alt: 'Pay your electricity bill before the due date, straight from your wallet',
    svg: banner({
      from: '#b45309',
      to: '#7c2d12',
      kicker: 'BILL PAYMENTS',
      title: 'Never miss a due date',
      line: 'Electricity, gas and postpaid bills in one place.',
      cta: 'Pay a bill',
      art: boltArt,
    }),
  },
  {
    kind: 'banner',
    link: '/pay-wallet',
    alt: 'Add money to your Kosh wallet by card, or by bank transfer with a slip',
    svg: banner({
      from: '#047857',
      to: '#064e3b',
      kicker: 'KOSH WALLET',
      title: 'One wallet for everything',
      line: 'Top up once, pay for recharges and bills.',
      cta: 'Add money',
      art: walletArt,
    }),
  },
  {
    kind: 'slider',
    link: '/dth-recharge',
    alt: 'DTH recharge for every provider',
    svg: tile({
      bg: '#eef4ff',
      fg: '#153a80',
      title: 'DTH recharge',
      line: 'All providers',
      art: `<rect x='0' y='0' width='150' height='100' rx='12'/><path d='M50 130h50M75 100v30'/>`,
    }),
  },
  {
    kind: 'slider',
    link: '/fastag-recharge',
    alt: 'FASTag recharge for your vehicle',
    svg: tile({
      bg: '#ecfdf3',
      fg: '#065f46',
      title: 'FASTag',
      line: 'Top up before the toll',
      art: `<path d='M10 90l25-55h90l25 55z'/><rect x='0' y='90' width='170' height='45' rx='12'/><circle cx='40' cy='140' r='10'/><circle cx='130' cy='140' r='10'/>`,
    }),
  },
  {
    kind: 'slider',
    link: '/book-gas-cylinder',
    alt: 'Book and pay for your gas cylinder',
    svg: tile({
      bg: '#fff7ed',
      fg: '#9a3412',
      title: 'Book gas',
      line: 'Pay and book in one go',
      art: `<rect x='30' y='25' width='100' height='125' rx='30'/><path d='M55 25V5h50v20'/>`,
    }),
  },
  {
    kind: 'slider',
    link: '/mobile-postpaid',
    alt: 'Pay your postpaid mobile bill',
    svg: tile({
      bg: '#f5f3ff',
      fg: '#5b21b6',
      title: 'Postpaid bills',
      line: 'Fetch and pay',
      art: `<rect x='30' y='0' width='95' height='150' rx='16'/><path d='M60 125h35'/>`,
    }),
  },
  {
    kind: 'slider',
    link: '/balancehistory',
    alt: 'See every rupee in your balance history',
    svg: tile({
      bg: '#f0f9ff',
      fg: '#075985',
      title: 'Balance history',
      line: 'Every rupee, accounted',
      art: `<circle cx='75' cy='75' r='70'/><path d='M75 35v40l28 18'/>`,
    }),
  },
];
