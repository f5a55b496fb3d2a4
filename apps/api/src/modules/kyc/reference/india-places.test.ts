import { describe, expect, it } from 'vitest';
import places from './india-places.json';
import pincodeFile from './india-pincodes.json';
import {
  districtInState,
  districtName,
  districtsOf,
  findPincode,
  listStates,
  stateName,
} from './india-places';

const stateId = (name: string) => {
  const state = listStates().find((s) => s.statename === name);
  if (!state) throw new Error(`no state ${name}`);
  return state.SId;
};

const districtId = (state: string, name: string) => {
  const district = districtsOf(stateId(state))?.find((d) => d.districtname === name);
  if (!district) throw new Error(`no district ${name} in ${state}`);
  return district.id;
};

describe('states', () => {
  it('lists the 36 states and union territories by name, SIds 1..36', () => {
    const states = listStates();
    expect(states).toHaveLength(36);
    const names = states.map((s) => s.statename);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(states.map((s) => s.SId).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 36 }, (_, i) => i + 1),
    );
  });

  it('is the map of today: Ladakh and Telangana, the two UTs merged in 2020', () => {
    const names = listStates().map((s) => s.statename);
    expect(names).toContain('Ladakh');
    expect(names).toContain('Telangana');
    expect(names).toContain('Dadra and Nagar Haveli and Daman and Diu');
    expect(names).not.toContain('Daman and Diu');
    expect(names).not.toContain('Dadra and Nagar Haveli');
  });

  it('names a state by id, and nothing for an id that is not one', () => {
    expect(stateName(stateId('Maharashtra'))).toBe('Maharashtra');
    expect(stateName(0)).toBeNull();
    expect(stateName(37)).toBeNull();
  });

  it('hands out copies, so a caller cannot edit the list', () => {
    const first = listStates()[0]!;
    first.statename = 'Edited';
    expect(listStates()[0]!.statename).not.toBe('Edited');
  });
});

describe('districts', () => {
  it('every district id is unique across India, and never one that was retired', () => {
    const ids = places.states.flatMap((s) => s.districts.map((d) => d.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    for (const retired of places.retiredDistricts as { id: number }[]) {
      expect(ids).not.toContain(retired.id);
    }
  });

  it('has every district of today (about 780), each state some', () => {
    const total = listStates().reduce((n, s) => n + (districtsOf(s.SId)?.length ?? 0), 0);
    expect(total).toBeGreaterThanOrEqual(780);
    for (const s of listStates()) expect(districtsOf(s.SId)?.length).toBeGreaterThan(0);
  });

  it('knows the districts created and renamed after the postal directory was taken', () => {
    const names = (state: string) => districtsOf(stateId(state))!.map((d) => d.districtname);
    expect(names('Ladakh')).toEqual(['Kargil', 'Leh']);
    expect(names('Telangana')).toHaveLength(33);
    expect(names('Assam')).toHaveLength(35);
    expect(names('Assam')).toContain('Tamulpur');
    expect(names('Arunachal Pradesh')).toEqual(expect.arrayContaining(['Bichom', 'Keyi Panyor']));
    expect(names('Rajasthan')).toHaveLength(41);
    expect(names('Madhya Pradesh')).toEqual(
      expect.arrayContaining(['Maihar', 'Mauganj', 'Pandhurna', 'Narmadapuram']),
    );
    expect(names('Maharashtra')).toEqual(
      expect.arrayContaining(['Ahilyanagar', 'Chhatrapati Sambhajinagar', 'Dharashiv']),
    );
    expect(names('Maharashtra')).not.toContain('Aurangabad');
    expect(names('Delhi')).toHaveLength(13);
    expect(names('Delhi')).not.toContain('Shahdara');
  });

  it('lists a state’s districts by name and refuses a state that does not exist', () => {
    const maharashtra = districtsOf(stateId('Maharashtra'))!;
    expect(maharashtra.map((d) => d.districtname)).toContain('Pune');
    const names = maharashtra.map((d) => d.districtname);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(districtsOf(0)).toBeNull();
    expect(districtsOf(99)).toBeNull();
  });

  it('says whether a district belongs to a state', () => {
    const pune = districtId('Maharashtra', 'Pune');
    const leh = districtId('Ladakh', 'Leh');
    expect(districtInState(stateId('Maharashtra'), pune)).toBe(true);
    expect(districtInState(stateId('Karnataka'), pune)).toBe(false);
    expect(districtInState(stateId('Ladakh'), leh)).toBe(true);
    expect(districtInState(stateId('Ladakh'), 999_999)).toBe(false);
    expect(districtName(leh)).toBe('Leh');
    expect(districtName(999_999)).toBeNull();
  });

  it('keeps the ids it was first committed with (stored addresses hold them)', () => {
    // If a refresh of the data fails this, it renumbered: fix build-reference.mjs, not this test.
    expect(stateId('Andaman and Nicobar Islands')).toBe(1);
    expect(stateId('Delhi')).toBe(9);
    expect(stateId('Maharashtra')).toBe(21);
    expect(stateId('West Bengal')).toBe(36);
    expect(districtId('Delhi', 'New Delhi')).toBe(172);
    expect(districtId('Ladakh', 'Leh')).toBe(343);
    expect(districtId('Maharashtra', 'Pune')).toBe(425);
  });
});

describe('pincodes', () => {
  it('places a pincode in its state and district', () => {
    expect(findPincode('411001')).toEqual({
      SId: stateId('Maharashtra'),
      statename: 'Maharashtra',
      DId: districtId('Maharashtra', 'Pune'),
      districtname: 'Pune',
    });
    expect(findPincode('110001')).toMatchObject({ statename: 'Delhi', districtname: 'New Delhi' });
    expect(findPincode('194101')).toMatchObject({ statename: 'Ladakh', districtname: 'Leh' });
    expect(findPincode('414001')).toMatchObject({ districtname: 'Ahilyanagar' });
  });

  it('answers nothing for a pincode it does not know or that is not one', () => {
    expect(findPincode('999999')).toBeNull();
    expect(findPincode('011001')).toBeNull();
    expect(findPincode('41100')).toBeNull();
    expect(findPincode('4110011')).toBeNull();
    expect(findPincode(' 411001')).toBeNull();
    expect(findPincode('')).toBeNull();
  });

  it('does not guess for a district that was split up and removed (Shahdara, Delhi)', () => {
    expect(findPincode('110032')).toBeNull();
  });

  it('maps every pincode in the file to a district of its state', () => {
    let count = 0;
    for (const list of Object.values(pincodeFile.pincodes)) {
      for (const pincode of list.split(' ')) {
        const place = findPincode(pincode);
        expect(place, pincode).not.toBeNull();
        expect(districtInState(place!.SId, place!.DId)).toBe(true);
        count += 1;
      }
    }
    expect(count).toBeGreaterThan(19_000);
  });
});
