import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, LANGUAGES } from '@marquee/core';
import { useId, useRef, useState } from 'react';
import { SelectField } from '@/components/select-field';
import { useAppConfig } from '@/lib/app-config';
import { applyLanguageChoice, languageName, type LanguageChoice } from '@/lib/language-switch';
import { usePreferences } from '@/lib/preferences';
import { toast } from '@/lib/toast';
import { useUpdatePreferences } from '@/lib/update-preferences';

/**
 * The app's language (docs/translating.md#the-viewers-language): automatic, or one of the languages the app speaks,
 * each under its own name. A choice applies at once, without reloading, and is then saved to the profile; when
 * saving fails, it still holds on this browser. The pseudo-language is left out unless it is the one in use.
 */
export function LanguageSelect({ disabled }: { disabled: boolean }) {
  const { t, i18n } = useLingui();
  const config = useAppConfig();
  const { preferences } = usePreferences();
  const update = useUpdatePreferences();
  const hintId = useId();
  // The choice this browser shows, which outlives a save that failed; the profile's until one is made.
  const [choice, setChoice] = useState<LanguageChoice | null>(null);
  const [loading, setLoading] = useState(false);
  // Only the latest of quick successive choices is saved.
  const latest = useRef(0);
  const value = choice ?? preferences.language;
  const languages = LANGUAGES.filter((language) => !('pseudo' in language) || language.code === value);

  async function choose(chosen: string) {
    const next = chosen === '' ? '' : languages.find((language) => language.code === chosen)?.code;
    if (next === undefined) return;
    const attempt = ++latest.current;
    setLoading(true);
    const applied = await applyLanguageChoice(i18n, next, config);
    if (attempt !== latest.current) return;
    setLoading(false);
    if (!applied) return;
    setChoice(next);
    const name = next ? languageName(next) : t`Automatic (browser language)`;
    update.mutate(
      { language: next },
      {
        onSuccess: () => toast.success(t`Preferences updated`, { id: 'language-change', description: t`Language: ${name}.` }),
        onError: () =>
          toast.error(t`Language changed on this browser only`, {
            id: 'language-change',
            description: t`Saving it to your profile failed, so your other devices keep their language.`,
          }),
      },
    );
  }

  return (
    <div className="space-y-1.5">
      <SelectField
        label={t`Language`}
        value={value}
        disabled={disabled}
        aria-busy={loading || update.isPending || undefined}
        aria-describedby={hintId}
        onChange={(event) => void choose(event.target.value)}
        className="max-w-sm"
      >
        <option value="">{t`Automatic (browser language)`}</option>
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {LANGUAGE_NAMES[language.code]}
          </option>
        ))}
      </SelectField>
      <p id={hintId} className="text-sm text-muted">
        {t`Menus, buttons and messages use this language on every device you sign in on. Automatic follows your browser's languages.`}
      </p>
    </div>
  );
}
