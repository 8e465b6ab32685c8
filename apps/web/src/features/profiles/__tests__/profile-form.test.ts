import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { testProfile } from '@/testing/profiles';
import {
  createProfileBody,
  newProfileValues,
  profileChangeBody,
  profileValues,
  validateProfileForm,
  type ProfileFormValues,
} from '../profile-form';

const english = createI18n('en', {});
const values = (fields: Partial<ProfileFormValues>): ProfileFormValues => ({ ...newProfileValues(), name: 'Sam', ...fields });

describe('validateProfileForm', () => {
  it.each([
    [{ name: '' }, { name: 'Please enter a name' }],
    [{ name: '   ' }, { name: 'Please enter a name' }],
    [{ name: 'x'.repeat(31) }, { name: 'A profile name is at most 30 characters' }],
    [{ pinAction: 'set' as const, pin: '' }, { pin: 'A PIN is 4 digits' }],
    [{ pinAction: 'set' as const, pin: '123' }, { pin: 'A PIN is 4 digits' }],
    [
      { name: '', pinAction: 'set' as const, pin: '12' },
      { name: 'Please enter a name', pin: 'A PIN is 4 digits' },
    ],
  ])('refuses %j with %j', (fields, problems) => {
    expect(validateProfileForm(values(fields), undefined, english)).toEqual(problems);
  });

  it.each([
    { name: 'x'.repeat(30) },
    { name: '  Sam  ' },
    { pinAction: 'set' as const, pin: '0042' },
    // A PIN typed and then not chosen is not checked.
    { pinAction: 'keep' as const, pin: '12' },
    { pinAction: 'remove' as const },
  ])('accepts %j', (fields) => {
    expect(validateProfileForm(values(fields), undefined, english)).toEqual({});
  });
});

describe('the bodies sent', () => {
  it('creates with a trimmed name, the choices made, no limit as null, and the PIN only when set', () => {
    expect(createProfileBody(values({ name: ' Sam ', kids: true, avatar: 'rocket' }))).toEqual({
      name: 'Sam',
      avatar: 'rocket',
      accent_color: '#E63462',
      kids: true,
      maxRating: null,
    });
    expect(createProfileBody(values({ maxRating: 'PG-13', pinAction: 'set', pin: '1234' }))).toMatchObject({
      maxRating: 'PG-13',
      pin: '1234',
    });
  });

  it('changes the PIN only when asked: a new one, null to remove it, nothing to keep it', () => {
    const profile = testProfile({ hasPin: true, maxRating: 'PG' });
    const start = profileValues(profile);
    expect(start.maxRating).toBe('PG');
    expect(profileChangeBody(start, profile)).not.toHaveProperty('pin');
    expect(profileChangeBody({ ...start, pinAction: 'set', pin: '4321' }, profile).pin).toBe('4321');
    expect(profileChangeBody({ ...start, pinAction: 'remove' }, profile).pin).toBeNull();
    expect(profileChangeBody({ ...start, maxRating: '' }, profile).maxRating).toBeNull();
  });

  it('carries the proof only when the change unlocks the profile, as its PIN or the account password', () => {
    const profile = testProfile({ hasPin: true, kids: true });
    const start = { ...profileValues(profile), proof: '2468' };
    expect(start.proofWith).toBe('pin');
    expect(profileChangeBody({ ...start, name: 'Renamed' }, profile)).not.toHaveProperty('currentPin');
    expect(profileChangeBody({ ...start, maxRating: 'G' }, profile)).not.toHaveProperty('currentPin');
    expect(profileChangeBody({ ...start, kids: false }, profile)).toMatchObject({ kids: false, currentPin: '2468' });
    expect(profileChangeBody({ ...start, pinAction: 'remove', proofWith: 'password', proof: 'secret' }, profile)).toMatchObject({
      pin: null,
      password: 'secret',
    });
    expect(validateProfileForm({ ...start, kids: false, proof: '12' }, profile, english)).toEqual({
      proof: 'Enter the 4 digits of the current PIN',
    });
    expect(validateProfileForm({ ...start, kids: false, proofWith: 'password', proof: '' }, profile, english)).toEqual({
      proof: 'Enter the account password',
    });
    expect(validateProfileForm({ ...start, kids: true, proof: '' }, profile, english)).toEqual({});
  });
});
