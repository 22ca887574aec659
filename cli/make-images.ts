/**
 * `npx tsx cli/make-images.ts`: draws the site's own pictures (nothing downloaded) as SVG and
 * saves them into site.config/media/ with sharp, as JPEGs, the way a designer would hand them
 * over. The build then makes the AVIF and WebP files the pages use. Run it again after changing
 * a drawing; the files are committed, so a build does not need it.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const OUT = join(process.cwd(), 'site.config', 'media');
const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
const C = { navy: '#0b1324', navy2: '#111c33', navy3: '#1c2945', teal: '#14a090', teal3: '#5ad7c5', teal4: '#2bbcaa', mint: '#effcf9', slate: '#64748b' };

/** The same bars on every run: a small generator instead of Math.random. */
function bars(count: number, seed: number): number[] {
  let s = seed;
  return Array.from({ length: count }, (_, i) => {
    s = (s * 16807) % 2147483647;
    const wave = Math.sin(i / 3.1) * 0.35 + Math.sin(i / 1.7) * 0.2;
    return Math.max(0.12, Math.min(1, 0.45 + wave + ((s % 1000) / 1000 - 0.5) * 0.5));
  });
}

const text = (x: number, y: number, size: number, fill: string, value: string, weight = 400, anchor = 'start') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${value}</text>`;

const waveform = (x: number, y: number, width: number, height: number, count: number, seed: number, fill: string) => {
  const step = width / count;
  return bars(count, seed)
    .map((h, i) => {
      const bh = h * height;
      return `<rect x="${(x + i * step).toFixed(1)}" y="${(y + (height - bh) / 2).toFixed(1)}" width="${(step * 0.55).toFixed(1)}" height="${bh.toFixed(1)}" rx="${(step * 0.27).toFixed(1)}" fill="${fill}"/>`;
    })
    .join('');
};

const bubble = (x: number, y: number, w: number, lines: string[], agent: boolean) => {
  const h = 30 + lines.length * 34;
  const fill = agent ? C.teal : '#e2e8f0';
  const ink = agent ? '#ffffff' : C.navy;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="${fill}"/>${lines.map((l, i) => text(x + 26, y + 44 + i * 34, 24, ink, l)).join('')}`;
};

const check = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.teal}"/><path d="M${cx - r * 0.42} ${cy + r * 0.02} l${r * 0.3} ${r * 0.3} l${r * 0.55} -${r * 0.6}" stroke="#fff" stroke-width="${r * 0.2}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

const defs = `<defs>
  <radialGradient id="glow" cx="0.75" cy="0.1" r="0.9"><stop offset="0" stop-color="${C.teal}" stop-opacity="0.45"/><stop offset="0.6" stop-color="${C.navy2}" stop-opacity="0"/></radialGradient>
  <linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.navy3}"/><stop offset="1" stop-color="${C.navy}"/></linearGradient>
  <filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#000" flood-opacity="0.35"/></filter>
</defs>`;

/** Home: the agent on a live call, its transcript and the day's bookings. */
function homeDashboard(): string {
  const chart = [0.42, 0.55, 0.48, 0.7, 0.66, 0.86, 0.95]
    .map((h, i) => `<rect x="${1010 + i * 56}" y="${690 - h * 230}" width="34" height="${h * 230}" rx="8" fill="${i === 6 ? C.teal : '#b7ece2'}"/>`)
    .join('');
  const days = ['M', 'T', 'W', 'T', 'F', 'S', 'S'].map((d, i) => text(1027 + i * 56, 724, 20, C.slate, d, 400, 'middle')).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 1600 1200">${defs}
  <rect width="1600" height="1200" fill="url(#night)"/><rect width="1600" height="1200" fill="url(#glow)"/>
  <g filter="url(#shadow)"><rect x="110" y="130" width="1380" height="940" rx="36" fill="#f8fafc"/></g>
  <rect x="110" y="130" width="1380" height="84" rx="36" fill="#ffffff"/><rect x="110" y="180" width="1380" height="34" fill="#ffffff"/>
  <circle cx="160" cy="172" r="10" fill="#f87171"/><circle cx="192" cy="172" r="10" fill="#fbbf24"/><circle cx="224" cy="172" r="10" fill="#34d399"/>
  ${text(800, 182, 26, C.navy, 'Rivo · Live calls', 700, 'middle')}
  <line x1="110" y1="214" x2="1490" y2="214" stroke="#e2e8f0" stroke-width="2"/>
  <rect x="160" y="260" width="760" height="170" rx="26" fill="${C.navy}"/>
  <circle cx="240" cy="345" r="46" fill="${C.teal4}"/>${text(240, 360, 38, '#ffffff', 'PS', 700, 'middle')}
  ${text(310, 330, 30, '#ffffff', 'Priya Sharma', 700)}${text(310, 372, 22, '#a5b4c8', 'Inbound call · 02:14', 400)}
  <rect x="760" y="300" width="124" height="40" rx="20" fill="${C.teal}"/>${text(822, 328, 20, '#ffffff', '● LIVE', 700, 'middle')}
  ${waveform(310, 388, 560, 34, 56, 7, C.teal3)}
  ${bubble(160, 470, 560, ['Hi, I saw the 3 BHK listing.', 'Is it still available?'], false)}
  ${bubble(360, 590, 560, ['Yes! Would Saturday at', '11 am suit you for a visit?'], true)}
  ${bubble(160, 710, 400, ['Saturday works.'], false)}
  ${bubble(360, 796, 560, ['Booked. I have sent the', 'address to your phone.'], true)}
  <rect x="970" y="260" width="470" height="500" rx="26" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>
  ${text(1010, 316, 24, C.slate, 'Meetings booked this week')}${text(1010, 390, 64, C.navy, '38', 700)}${text(1100, 390, 26, C.teal, '▲ 24%', 700)}
  ${chart}${days}
  <rect x="970" y="790" width="470" height="150" rx="26" fill="${C.mint}" stroke="#b7ece2" stroke-width="2"/>
  ${check(1036, 865, 30)}${text(1086, 852, 26, C.navy, 'Site visit booked', 700)}${text(1086, 892, 22, C.slate, 'Sat, 11:00 · synced to CRM')}
  <rect x="160" y="930" width="760" height="90" rx="22" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>
  ${text(200, 985, 24, C.slate, 'Answered in')}${text(340, 985, 26, C.navy, '1.2 s', 700)}${text(480, 985, 24, C.slate, 'Language')}${text(590, 985, 26, C.navy, 'English, Hindi', 700)}
  </svg>`;
}

/** A car in profile, `x`,`y` its front bumper's bottom, facing right. */
function car(x: number, y: number, body: string): string {
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="${y - 10}" r="62" fill="#0f172a"/><circle cx="${cx}" cy="${y - 10}" r="38" fill="#cbd5e1"/><circle cx="${cx}" cy="${y - 10}" r="14" fill="#475569"/>` +
    [0, 72, 144, 216, 288]
      .map((a) => `<rect x="${cx - 4}" y="${y - 46}" width="8" height="30" rx="3" fill="#94a3b8" transform="rotate(${a} ${cx} ${y - 10})"/>`)
      .join('');
  return `<g>
  <ellipse cx="${x - 380}" cy="${y + 40}" rx="470" ry="26" fill="#000" opacity="0.35"/>
  <path d="M${x - 840} ${y - 20} q-6 -70 40 -96 l120 -34 q110 -110 260 -126 l240 -6 q120 4 210 110 l150 24 q90 18 110 70 l8 48 q0 30 -30 32 z" fill="url(#paint)"/>
  <path d="M${x - 600} ${y - 170} q90 -92 200 -100 l170 -2 q70 6 120 78 l-20 24 z" fill="#1e293b" opacity="0.85"/>
  <line x1="${x - 395}" y1="${y - 272}" x2="${x - 400}" y2="${y - 150}" stroke="${body}" stroke-width="12"/>
  <path d="M${x - 820} ${y - 110} l780 0" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>
  <rect x="${x - 70}" y="${y - 96}" width="52" height="16" rx="8" fill="#fde68a"/>
  <rect x="${x - 844}" y="${y - 96}" width="36" height="16" rx="8" fill="#f87171"/>
  ${wheel(x - 690)}${wheel(x - 190)}
  </g>`;
}

/** The automotive hub: a showroom at dusk, and the booking the agent just made. */
function automotiveShowroom(): string {
  const windows = Array.from(
    { length: 6 },
    (_, i) => `<rect x="${40 + i * 260}" y="90" width="240" height="560" fill="#2b3d63" opacity="${0.55 + (i % 2) * 0.1}"/>`,
  ).join('');
  const skyline = [120, 260, 180, 320, 220, 140, 300, 200, 260, 160]
    .map((h, i) => `<rect x="${40 + i * 156}" y="${650 - h}" width="120" height="${h}" fill="#172340"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 1600 1200">${defs}
  <defs>
    <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.teal3}"/><stop offset="0.55" stop-color="${C.teal}"/><stop offset="1" stop-color="#0c5d55"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#334155"/><stop offset="1" stop-color="${C.navy}"/></linearGradient>
    <radialGradient id="spot" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1600" height="1200" fill="url(#night)"/>
  <rect x="0" y="60" width="1600" height="610" fill="#101a31"/>
  ${windows}${skyline}
  ${Array.from({ length: 7 }, (_, i) => `<rect x="${30 + i * 260}" y="80" width="20" height="590" fill="#0b1324"/>`).join('')}
  <rect x="0" y="660" width="1600" height="540" fill="url(#floor)"/>
  <ellipse cx="560" cy="900" rx="560" ry="300" fill="url(#spot)"/><ellipse cx="1100" cy="920" rx="420" ry="240" fill="url(#spot)"/>
  ${car(1240, 990, C.teal)}
  <g filter="url(#shadow)"><rect x="930" y="150" width="560" height="250" rx="30" fill="#ffffff"/></g>
  ${check(1010, 232, 36)}${text(1066, 222, 30, C.navy, 'Test drive booked', 700)}${text(1066, 260, 22, C.slate, 'Sat, 10:30 · SUV Sport, teal')}
  <rect x="970" y="300" width="480" height="70" rx="18" fill="${C.mint}"/>${text(1000, 344, 22, C.navy, 'Caller: Arjun M. · Lead score', 400)}${text(1420, 344, 24, C.teal, '92', 700, 'end')}
  <g filter="url(#shadow)"><rect x="110" y="170" width="420" height="170" rx="30" fill="${C.navy}"/></g>
  ${text(150, 230, 22, '#a5b4c8', 'Calls answered tonight')}${text(150, 300, 56, '#ffffff', '47 / 47', 700)}
  </svg>`;
}

/** A real-estate case study (payment collections): towers at dusk and the instalment the agent's reminder brought in. */
function realtyTowers(): string {
  const tower = (x: number, w: number, h: number, shade: string, seed: number) => {
    const lit = bars(60, seed);
    const cols = Math.floor((w - 30) / 34);
    const rows = Math.floor((h - 60) / 44);
    let win = '';
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        const on = lit[(r * cols + c) % lit.length] > 0.6;
        win += `<rect x="${x + 20 + c * 34}" y="${1010 - h + 40 + r * 44}" width="20" height="26" rx="3" fill="${on ? '#fde68a' : '#24365c'}" opacity="${on ? 0.9 : 1}"/>`;
      }
    return `<rect x="${x}" y="${1010 - h}" width="${w}" height="${h}" fill="${shade}"/>${win}`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 1600 1200">${defs}
  <defs><linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.navy}"/><stop offset="0.55" stop-color="#124541"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0.55"/></linearGradient></defs>
  <rect width="1600" height="1200" fill="url(#dusk)"/>
  <circle cx="1260" cy="760" r="120" fill="#fbbf24" opacity="0.55"/>
  ${tower(80, 260, 620, '#1c2945', 3)}${tower(380, 320, 820, '#16213b', 11)}${tower(740, 240, 540, '#1c2945', 5)}${tower(1020, 300, 700, '#16213b', 17)}${tower(1360, 200, 460, '#1c2945', 23)}
  <rect x="0" y="1010" width="1600" height="190" fill="${C.navy}"/>
  <path d="M540 120 c-70 0 -120 54 -120 118 c0 92 120 200 120 200 s120 -108 120 -200 c0 -64 -50 -118 -120 -118 z" fill="${C.teal}" filter="url(#shadow)"/>
  <circle cx="540" cy="238" r="44" fill="#ffffff"/>
  <g filter="url(#shadow)"><rect x="880" y="150" width="600" height="260" rx="30" fill="#ffffff"/></g>
  ${check(962, 236, 36)}${text(1018, 226, 30, C.navy, 'Instalment received', 700)}${text(1018, 264, 22, C.slate, '₹4,80,000 · Tower B, flat 1204')}
  <rect x="920" y="310" width="520" height="70" rx="18" fill="${C.mint}"/>${text(950, 354, 22, C.navy, 'Reminded by call and WhatsApp · invoice sent')}
  </svg>`;
}

/** The site's link preview: name, promise and a voice line. */
function shareCard(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">${defs}
  <rect width="1200" height="630" fill="url(#night)"/><rect width="1200" height="630" fill="url(#glow)"/>
  <rect x="80" y="88" width="72" height="72" rx="20" fill="${C.teal}"/>${waveform(92, 104, 52, 40, 5, 3, '#ffffff')}
  ${text(172, 140, 44, '#ffffff', 'Rivo AI', 700)}
  ${text(80, 300, 64, '#ffffff', 'Every inquiry answered,', 700)}${text(80, 380, 64, C.teal3, 'every visit booked.', 700)}
  ${text(80, 460, 28, '#a5b4c8', 'AI calling agents, WhatsApp bots and generative AI for sales teams.')}
  ${waveform(80, 520, 1040, 50, 90, 13, C.teal4)}
  </svg>`;
}

/** A case study's cover: the Lohia township in the morning, and the site visit the scheduler just booked. */
function lohiaCover(): string {
  const block = (x: number, floors: number, w: number, shade: string) => {
    const top = 430 - floors * 34;
    let rows = '';
    for (let f = 0; f < floors; f++)
      for (let c = 0; c < Math.floor((w - 24) / 30); c++)
        rows += `<rect x="${x + 16 + c * 30}" y="${top + 14 + f * 34}" width="18" height="20" rx="2" fill="${(f + c) % 3 === 0 ? '#fef3c7' : '#cbd5e1'}"/>`;
    return `<rect x="${x}" y="${top}" width="${w}" height="${430 - top}" fill="${shade}"/><rect x="${x - 6}" y="${top - 10}" width="${w + 12}" height="12" rx="3" fill="#94a3b8"/>${rows}`;
  };
  const tree = (x: number, y: number, r: number) =>
    `<rect x="${x - 4}" y="${y}" width="8" height="${r * 1.2}" fill="#7c5a3a"/><circle cx="${x}" cy="${y - r * 0.2}" r="${r}" fill="#2f8f5b"/><circle cx="${x + r * 0.45}" cy="${y - r * 0.55}" r="${r * 0.7}" fill="#3fa56c"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">${defs}
  <defs><linearGradient id="morning" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe9f0"/><stop offset="1" stop-color="#fdf4e3"/></linearGradient></defs>
  <rect width="960" height="540" fill="url(#morning)"/>
  <circle cx="820" cy="110" r="60" fill="#fde68a" opacity="0.8"/>
  ${block(40, 9, 180, '#e2e8f0')}${block(250, 11, 200, '#f1f5f9')}${block(480, 8, 170, '#e2e8f0')}${block(680, 10, 220, '#f1f5f9')}
  <rect x="0" y="430" width="960" height="110" fill="#9bd3a3"/>
  <path d="M0 500 C 240 470 420 520 960 480 L960 540 L0 540 Z" fill="#e7d9bf"/>
  ${tree(120, 440, 30)}${tree(470, 446, 26)}${tree(640, 440, 32)}${tree(930, 446, 28)}
  <g filter="url(#shadow)"><rect x="520" y="300" width="400" height="170" rx="24" fill="#ffffff"/></g>
  ${check(580, 360, 30)}${text(628, 352, 28, C.navy, 'Site visit booked', 700)}${text(628, 388, 20, C.slate, 'Sun 11:00 · Tower C show flat')}
  <rect x="552" y="410" width="336" height="40" rx="12" fill="${C.mint}"/>${text(572, 437, 18, C.navy, 'Answered in 8 s · buyer qualified')}
  </svg>`;
}

/** A case study's cover: the instalment reminder on a phone, and the invoice sent from the billing sheet. */
function rajdarbarCover(): string {
  const row = (y: number, cells: string[], bold = false) =>
    cells.map((c, i) => text(110 + i * 120, y, 17, bold ? C.navy : C.slate, c, bold ? 700 : 400)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">${defs}
  <defs><linearGradient id="warm" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5b1a1a"/><stop offset="1" stop-color="#b45309"/></linearGradient></defs>
  <rect width="960" height="540" fill="url(#warm)"/>
  <g opacity="0.18">${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${i * 170 - 20} 540 v-180 q85 -90 170 0 v180 z" fill="#fde68a"/>`).join('')}</g>
  <g filter="url(#shadow)"><rect x="80" y="90" width="440" height="330" rx="22" fill="#ffffff"/></g>
  ${text(110, 140, 22, C.navy, 'Instalments · March', 700)}
  <line x1="110" y1="160" x2="490" y2="160" stroke="#e2e8f0" stroke-width="2"/>
  ${row(196, ['Flat', 'Due', 'Status'], true)}
  ${row(240, ['B-1204', '₹4.8 L', ''])}<rect x="342" y="222" width="96" height="28" rx="14" fill="${C.mint}"/>${text(390, 242, 15, C.teal, 'Paid', 700, 'middle')}
  ${row(284, ['A-0703', '₹3.2 L', ''])}<rect x="342" y="266" width="96" height="28" rx="14" fill="#fef3c7"/>${text(390, 286, 15, '#92400e', 'Reminded', 700, 'middle')}
  ${row(328, ['C-0911', '₹5.1 L', ''])}<rect x="342" y="310" width="96" height="28" rx="14" fill="${C.mint}"/>${text(390, 330, 15, C.teal, 'Paid', 700, 'middle')}
  ${row(372, ['B-0402', '₹2.9 L', ''])}<rect x="342" y="354" width="96" height="28" rx="14" fill="#fef3c7"/>${text(390, 374, 15, '#92400e', 'Reminded', 700, 'middle')}
  <g filter="url(#shadow)"><rect x="600" y="40" width="260" height="470" rx="38" fill="${C.navy}"/></g>
  <rect x="614" y="56" width="232" height="438" rx="28" fill="#ecfdf5"/>
  <rect x="614" y="56" width="232" height="56" rx="28" fill="${C.teal}"/><rect x="614" y="84" width="232" height="28" fill="${C.teal}"/>
  ${text(730, 92, 17, '#ffffff', 'Rajdarbar Accounts', 700, 'middle')}
  <rect x="630" y="130" width="190" height="74" rx="14" fill="#ffffff"/>${text(644, 158, 15, C.navy, 'Your instalment for')}${text(644, 182, 15, C.navy, 'B-1204 is due Friday.')}
  <rect x="630" y="216" width="190" height="86" rx="14" fill="#ffffff"/>
  <rect x="644" y="230" width="40" height="50" rx="6" fill="#fee2e2"/>${text(664, 262, 12, '#b91c1c', 'PDF', 700, 'middle')}
  ${text(694, 252, 14, C.navy, 'Invoice_B1204', 700)}${text(694, 274, 13, C.slate, '₹4,80,000')}
  <rect x="676" y="318" width="156" height="50" rx="14" fill="#d1fae5"/>${text(692, 350, 15, C.navy, 'Paid just now ✓')}
  ${check(730, 432, 26)}
  </svg>`;
}

/** A customer's wordmark on a transparent ground: its sign and its name, 320 × 96. */
function wordmark(sign: string, name: string, tagline: string, ink: string, accent: string, serif = false): string {
  const face = serif ? "'DejaVu Serif', 'Liberation Serif', serif" : FONT;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96">
  ${sign}
  <text x="96" y="52" font-family="${face}" font-size="${serif ? 30 : 34}" font-weight="700" fill="${ink}" letter-spacing="${serif ? 0 : 1}">${name}</text>
  <text x="98" y="76" font-family="${FONT}" font-size="13" font-weight="700" fill="${accent}" letter-spacing="5">${tagline}</text>
  </svg>`;
}

const lohiaLogo = () =>
  wordmark(
    `<circle cx="48" cy="48" r="32" fill="${C.navy}"/><ellipse cx="48" cy="48" rx="38" ry="12" fill="none" stroke="${C.teal3}" stroke-width="5" transform="rotate(-24 48 48)"/><rect x="37" y="29" width="9" height="33" rx="2" fill="#ffffff"/><rect x="37" y="54" width="25" height="8" rx="2" fill="#ffffff"/>`,
    'LOHIA',
    'WORLD SPACE',
    C.navy,
    C.teal,
  );

const rajdarbarLogo = () =>
  wordmark(
    `<path d="M14 84 V44 Q14 12 46 8 Q78 12 78 44 V84 Z" fill="#7f1d1d"/><path d="M28 84 V50 Q28 28 46 24 Q64 28 64 50 V84 Z" fill="#fbbf24"/><circle cx="46" cy="6" r="5" fill="#fbbf24"/><rect x="8" y="82" width="76" height="6" rx="2" fill="#7f1d1d"/>`,
    'Rajdarbar',
    'REALTY',
    '#7f1d1d',
    '#b45309',
    true,
  );

const pictures: Array<[string, () => string]> = [
  ['home-live-calls.jpg', homeDashboard],
  ['automotive-showroom.jpg', automotiveShowroom],
  ['realty-towers.jpg', realtyTowers],
  ['share-card.jpg', shareCard],
  ['lohia-cover.jpg', lohiaCover],
  ['rajdarbar-cover.jpg', rajdarbarCover],
  ['lohia-logo.png', lohiaLogo],
  ['rajdarbar-logo.png', rajdarbarLogo],
];

mkdirSync(OUT, { recursive: true });
for (const [name, draw] of pictures) {
  // Photos and scenes as JPEG; flat drawings (logos, with a transparent ground) as PNG, as a designer would hand them over.
  const image = sharp(Buffer.from(draw()));
  const info = await (name.endsWith('.png') ? image.png({ compressionLevel: 9, palette: true }) : image.jpeg({ quality: 90, mozjpeg: true })).toFile(
    join(OUT, name),
  );
  console.log(`${name}: ${info.width} × ${info.height}, ${(info.size / 1024).toFixed(1)} kB`);
}
