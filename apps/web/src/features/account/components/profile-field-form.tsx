import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';

interface ProfileFieldFormProps {
  /** Given translated, as are submitLabel and texts. */
  label: string;
  /** The saved value. */
  saved: string;
  /** The field's rule (docs/behaviour.md#profile-fields): the message of the first rule broken, or null. */
  validate(value: string): string | null;
  save(value: string): Promise<unknown>;
  /** 'Update Display Name', 'Update Profile Picture'. */
  submitLabel: string;
  /** The toasts of docs/behaviour.md#profile-fields. */
  texts: { invalid: string; saved: string; failed: string };
  type?: 'text' | 'url';
  placeholder?: string;
}

/**
 * One editable profile field (docs/behaviour.md#profile-fields): the rule is checked on every change and again on save,
 * and saving is disabled while the value is unchanged, invalid or being saved.
 */
export function ProfileFieldForm({
  label,
  saved,
  validate,
  save,
  submitLabel,
  texts,
  type = 'text',
  placeholder,
}: ProfileFieldFormProps) {
  const [value, setValue] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { t } = useLingui();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(value);
    setProblem(found);
    if (found) {
      toast.error(texts.invalid, { description: found });
      return;
    }
    setSaving(true);
    try {
      await save(value);
      toast.success(texts.saved);
    } catch (error) {
      toast.error(t`Error`, { description: errorMessage(error, texts.failed) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={submitLabel} className="flex flex-col gap-3">
      <TextField
        label={label}
        type={type}
        value={value}
        placeholder={placeholder}
        error={problem}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(validate(event.target.value));
        }}
      />
      <Button
        type="submit"
        variant="secondary"
        className="self-start"
        disabled={value === saved || problem !== null}
        busy={saving}
        busyText={t`Saving...`}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
