import {
  CONTENT_RATINGS,
  INVITATION_DAYS_MAX,
  INVITATION_USES_MAX,
  isContentRating,
  PROFILE_NAME_MAX,
  type CreateInvitationBody,
  type Invitation,
} from '@marquee/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateInvitation } from '../api/admin-api';

/** A whole number typed in a field, kept within its bounds. */
const within = (text: string, min: number, max: number, fallback: number) => {
  const n = Number.parseInt(text, 10);
  return Number.isNaN(n) ? fallback : Math.min(max, Math.max(min, n));
};

/**
 * A new invitation link: how many days it works, how many accounts it may make, and optionally the first profile
 * of the account it makes (a name, Kids, a maximum rating). `onCreated` gets the invitation with its code.
 */
export function InvitationForm({ onCreated }: { onCreated(invitation: Invitation): void }) {
  const { t } = useLingui();
  const [days, setDays] = useState('7');
  const [uses, setUses] = useState('1');
  const [name, setName] = useState('');
  const [kids, setKids] = useState(false);
  const [maxRating, setMaxRating] = useState('');
  const [nameMissing, setNameMissing] = useState(false);
  const create = useCreateInvitation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const profileName = name.trim();
    if (!profileName && (kids || maxRating)) {
      setNameMissing(true);
      return;
    }
    const body: CreateInvitationBody = {
      days: within(days, 1, INVITATION_DAYS_MAX, 7),
      uses: within(uses, 1, INVITATION_USES_MAX, 1),
      ...(profileName && {
        profile: { name: profileName, kids, maxRating: isContentRating(maxRating) ? maxRating : null },
      }),
    };
    create.mutate(body, {
      onSuccess: (invitation) => onCreated(invitation),
      onError: (error) => toast.error(t`The invitation was not made`, { description: errorMessage(error, t`Please try again.`) }),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-labelledby="new-invitation-heading">
      <h2 id="new-invitation-heading" className="text-lg font-semibold">
        {t`New invitation`}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Valid for (days)`}
          type="number"
          inputMode="numeric"
          min={1}
          max={INVITATION_DAYS_MAX}
          required
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
        <TextField
          label={t`Accounts it can make`}
          type="number"
          inputMode="numeric"
          min={1}
          max={INVITATION_USES_MAX}
          required
          value={uses}
          onChange={(event) => setUses(event.target.value)}
        />
      </div>
      <FirstProfileFields
        name={name}
        kids={kids}
        maxRating={maxRating}
        nameMissing={nameMissing}
        onChange={(change) => {
          if (change.name !== undefined) setName(change.name);
          if (change.kids !== undefined) setKids(change.kids);
          if (change.maxRating !== undefined) setMaxRating(change.maxRating);
          setNameMissing(false);
        }}
      />
      <Button type="submit" busy={create.isPending} busyText={t`Making invitation...`}>
        {t`Make invitation link`}
      </Button>
    </form>
  );
}

interface FirstProfileFieldsProps {
  name: string;
  kids: boolean;
  /** A rating of CONTENT_RATINGS, or '' for no limit. */
  maxRating: string;
  /** Kids or a rating was chosen without a name. */
  nameMissing: boolean;
  onChange(change: { name?: string; kids?: boolean; maxRating?: string }): void;
}

/** The first profile the invitation gives the account it makes: a name, Kids, a maximum rating. */
function FirstProfileFields({ name, kids, maxRating, nameMissing, onChange }: FirstProfileFieldsProps) {
  const { t } = useLingui();
  return (
    <fieldset className="space-y-4 rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-semibold">{t`First profile (optional)`}</legend>
      <TextField
        label={t`Profile name`}
        maxLength={PROFILE_NAME_MAX}
        value={name}
        error={nameMissing ? t`Give the first profile a name, or clear Kids and the rating` : null}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-3 md:min-h-10">
        <input
          type="checkbox"
          checked={kids}
          onChange={(event) => onChange({ kids: event.target.checked })}
          className="size-5 shrink-0 accent-accent"
        />
        {t`Kids`}
      </label>
      <SelectField label={t`Maximum rating`} value={maxRating} onChange={(event) => onChange({ maxRating: event.target.value })}>
        <option value="">{t`No limit`}</option>
        {CONTENT_RATINGS.map((rating) => (
          <option key={rating} value={rating}>
            {rating}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
