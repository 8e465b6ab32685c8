import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, LANGUAGES } from '@marquee/core';
import { ChevronDown } from 'lucide';
import { useId } from 'react';
import { Icon } from '@/components/icon';
import { useAppConfig } from '@/lib/app-config';

/**
 * A visitor's language picker (docs/translating.md#the-viewers-language): the page's language, changed at once and
 * kept in this browser's cookie. The code that changes it loads when a language is chosen.
 */
export default function FooterLanguage() {
  const { t, i18n } = useLingui();
  const config = useAppConfig();
  const id = useId();
  const current = i18n.locale;
  const choose = (code: string) => {
    const chosen = LANGUAGES.find((language) => language.code === code)?.code;
    if (chosen) void import('@/lib/language-switch').then(({ applyLanguageChoice }) => applyLanguageChoice(i18n, chosen, config));
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id}>{t`Language`}</label>
      <div className="relative">
        <select
          id={id}
          value={current}
          onChange={(event) => choose(event.target.value)}
          className="h-9 appearance-none rounded-md border border-line bg-surface-2 pe-8 ps-2.5 text-sm text-fg focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40 focus-visible:outline-none"
        >
          {LANGUAGES.filter((language) => !('pseudo' in language) || language.code === current).map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {LANGUAGE_NAMES[language.code]}
            </option>
          ))}
        </select>
        <Icon
          node={ChevronDown}
          className="pointer-events-none absolute top-1/2 end-2.5 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
