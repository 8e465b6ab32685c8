import { useLingui } from '@lingui/react/macro';
import { imageUrl, type TmdbCompany } from '@marquee/core';
import { useState } from 'react';
import { useAppConfig } from '@/lib/app-config';

interface AboutFactsProps {
  /** Label and value pairs in order: Status, Budget, Revenue / episode and season counts. */
  facts: ReadonlyArray<{ label: string; value: string }>;
  companies: readonly TmdbCompany[];
}

/** The About tab (docs/behaviour.md#title-pages): the title's facts and its production companies, each by logo or else by name. */
export function AboutFacts({ facts, companies }: AboutFactsProps) {
  const { t } = useLingui();
  return (
    <dl className="grid max-w-3xl gap-x-8 gap-y-4 sm:grid-cols-[max-content_1fr]">
      {facts.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-muted">{label}</dt>
          <dd className="-mt-3 sm:mt-0">{value}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="text-sm font-semibold text-muted">{t`Production Companies`}</dt>
        <dd className="-mt-3 sm:mt-0">
          {companies.length === 0 ? (
            t`Not available`
          ) : (
            <ul className="flex flex-wrap items-center gap-3">
              {companies.map((company) => (
                <li key={company.id}>
                  <CompanyMark company={company} />
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}

/** A company's logo on a light plate, or its name when it has no logo or the logo fails to load. */
function CompanyMark({ company }: { company: TmdbCompany }) {
  const { images } = useAppConfig();
  const [failed, setFailed] = useState(false);
  const logo = imageUrl(images, 'logo', company.logo_path, 'w154');
  if (!logo || failed)
    return (
      <span className="rounded-full border border-line bg-surface-2 px-3 py-1 text-sm" translate="no" dir="auto">
        {company.name}
      </span>
    );
  // Company logos are mostly dark artwork on transparency: a light plate keeps them visible on the dark theme.
  return (
    <span className="flex h-10 items-center rounded-lg bg-white/90 px-3" title={company.name}>
      <img
        src={logo}
        alt={company.name}
        loading="lazy"
        onError={() => setFailed(true)}
        className="max-h-7 w-auto max-w-32 object-contain"
      />
    </span>
  );
}
