import { describe, expect, it } from 'vitest';
import type { ProfileLimitFields } from '../content-rating.ts';
import { loosensLimit, profileChangeNeedsProof, type ProfileLockChange, type ProfileLockFields } from '../profile-locks.ts';

const unlimited: ProfileLimitFields = { kids: false, maxRating: null };
const kids: ProfileLimitFields = { kids: true, maxRating: null };

describe('loosensLimit', () => {
  it.each<[string, ProfileLimitFields, ProfileLimitFields, boolean]>([
    ['Kids to unlimited', kids, unlimited, true],
    ['Kids to PG-13', kids, { kids: false, maxRating: 'PG-13' }, true],
    ['G to Kids (PG)', { kids: false, maxRating: 'G' }, kids, true],
    ['PG-13 to R', { kids: false, maxRating: 'PG-13' }, { kids: false, maxRating: 'R' }, true],
    ['Kids to Kids', kids, kids, false],
    ['Kids to PG (the same rank)', kids, { kids: false, maxRating: 'PG' }, false],
    ['Kids to TV-PG (the same rank)', kids, { kids: false, maxRating: 'TV-PG' }, false],
    ['Kids to G', kids, { kids: false, maxRating: 'G' }, false],
    ['Kids with R to unlimited Kids (PG either way)', { kids: true, maxRating: 'R' }, kids, false],
    ['unlimited to anything', unlimited, kids, false],
    ['unlimited to unlimited', unlimited, unlimited, false],
  ])('%s: %s', (_case, from, to, expected) => {
    expect(loosensLimit(from, to)).toBe(expected);
  });
});

describe('profileChangeNeedsProof', () => {
  const grownUp: ProfileLockFields = { ...unlimited, hasPin: false };
  const locked: ProfileLockFields = { ...unlimited, hasPin: true };
  const child: ProfileLockFields = { ...kids, hasPin: false };
  it.each<[string, ProfileLockFields, ProfileLockChange, boolean]>([
    ['removing a PIN', locked, { pin: null }, true],
    ['changing a PIN', locked, { pin: '1234' }, true],
    ['setting a first PIN', grownUp, { pin: '1234' }, false],
    ['removing a PIN there is not', grownUp, { pin: null }, false],
    ['lifting the Kids flag', child, { kids: false }, true],
    ['lifting the Kids flag behind a stricter maximum', { ...child, maxRating: 'G' }, { kids: false }, false],
    ['removing a maximum rating', { ...grownUp, maxRating: 'PG-13' }, { maxRating: null }, true],
    ['raising a maximum rating', { ...grownUp, maxRating: 'PG-13' }, { maxRating: 'R' }, true],
    ['lowering a maximum rating', { ...grownUp, maxRating: 'PG-13' }, { maxRating: 'G' }, false],
    ['raising a Kids maximum that stays under PG', { ...child, maxRating: 'G' }, { maxRating: 'R' }, true],
    ['raising a Kids maximum above PG, which Kids still holds', child, { maxRating: 'R' }, false],
    ['making a profile Kids', grownUp, { kids: true }, false],
    ['sending the limits as they are', child, { kids: true, maxRating: null }, false],
    ['a name, picture or colour', locked, {}, false],
  ])('%s: %s', (_case, profile, change, expected) => {
    expect(profileChangeNeedsProof(profile, change)).toBe(expected);
  });
});
