#!/usr/bin/env node
// Draws the service catalogue's first-start logos: one rounded square per company, in a colour of
// its own, with a 2–3 letter monogram. They stand in for the companies' logos (we draw our own,
// never their trademarked artwork); the back office replaces any of them with an upload. The API
// copies them into the public files on its first start. Run after changing the list:
//   node scripts/make-logos.mjs
// The output is plain text and reproducible, so an unchanged list gives no diff.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const out = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/api/src/modules/catalogue/seed-logos',
);

/**
 * code → [monogram, background, text colour]. The codes are those of
 * apps/api/src/modules/catalogue/seed-companies.ts (the seed fails loudly on a missing logo).
 * Colours pass WCAG AA for large text against their background.
 */
const LOGOS = {
  // Mobile prepaid
  AIRTEL: ['A', '#d7000f', '#fff'],
  JIO: ['Jio', '#0a2885', '#fff'],
  VI: ['Vi', '#e60000', '#ffd400'],
  BSNL: ['BS', '#1a5fa8', '#fff'],
  MTNL: ['MT', '#0b6b3a', '#fff'],
  // DTH
  TATAPLAY: ['TP', '#5a1e82', '#fff'],
  AIRTELDTH: ['ADT', '#b0000c', '#fff'],
  DISHTV: ['DT', '#c2410c', '#fff'],
  D2H: ['d2h', '#6b21a8', '#fff'],
  SUNDIRECT: ['SD', '#b45309', '#fff'],
  // Postpaid
  AIRTELPOST: ['AP', '#a1000b', '#fff'],
  JIOPOST: ['JP', '#14307a', '#fff'],
  VIPOST: ['ViP', '#c40000', '#ffe14d'],
  BSNLPOST: ['BP', '#154e8c', '#fff'],
  // Electricity
  BESCOM: ['BES', '#0f5ea8', '#fff'],
  MSEDCL: ['MS', '#006d77', '#fff'],
  TPDDL: ['TPD', '#1e3a8a', '#fff'],
  BSESRAJ: ['BR', '#9d174d', '#fff'],
  BSESYAM: ['BY', '#7e22ce', '#fff'],
  TNPDCL: ['TN', '#166534', '#fff'],
  UPPCLURB: ['UP', '#92400e', '#fff'],
  WBSEDCL: ['WB', '#0e7490', '#fff'],
  ADANIMUM: ['AE', '#1d4ed8', '#fff'],
  CESC: ['CE', '#b91c1c', '#fff'],
  PSPCL: ['PS', '#3f6212', '#fff'],
  JVVNL: ['JV', '#9a3412', '#fff'],
  // Gas
  INDANE: ['IN', '#e35205', '#fff'],
  HPGAS: ['HP', '#0c4da2', '#fff'],
  BHARATGAS: ['BG', '#b8860b', '#1c1917'],
  IGL: ['IGL', '#15803d', '#fff'],
  MGL: ['MGL', '#0369a1', '#fff'],
  ADANIGAS: ['ATG', '#4338ca', '#fff'],
  GUJGAS: ['GG', '#be123c', '#fff'],
  // FASTag
  ICICIFT: ['IC', '#ae282e', '#fff'],
  HDFCFT: ['HD', '#004b8d', '#fff'],
  SBIFT: ['SBI', '#1a4d9c', '#fff'],
  AXISFT: ['AX', '#97144d', '#fff'],
  KOTAKFT: ['KM', '#c8102e', '#fff'],
  IDFCFT: ['ID', '#8c1d18', '#fff'],
  AIRTELFT: ['APB', '#c5000d', '#fff'],
};

const FONT = "Inter, 'Segoe UI', Roboto, 'DejaVu Sans', Arial, sans-serif";

/** One 96×96 logo; the monogram shrinks with its length so three letters still fit. */
function logo(letters, background, ink) {
  const size = letters.length === 1 ? 52 : letters.length === 2 ? 40 : 31;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
<rect width="96" height="96" rx="22" fill="${background}"/>
<rect x="4" y="4" width="88" height="44" rx="18" fill="#fff" opacity="0.08"/>
<text x="48" y="49" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" letter-spacing="-0.5" fill="${ink}">${letters}</text>
</svg>
`;
}

fs.mkdirSync(out, { recursive: true });
const wanted = new Set();
for (const [code, [letters, background, ink]] of Object.entries(LOGOS)) {
  const file = `${code.toLowerCase()}.svg`;
  wanted.add(file);
  fs.writeFileSync(path.join(out, file), logo(letters, background, ink));
}
// A company taken off the list takes its logo with it.
for (const file of fs.readdirSync(out)) {
  if (file.endsWith('.svg') && !wanted.has(file)) fs.rmSync(path.join(out, file));
}
console.log(`${wanted.size} logos written to ${out}`);
