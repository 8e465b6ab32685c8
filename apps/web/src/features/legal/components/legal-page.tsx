import { Trans, useLingui } from '@lingui/react/macro';
import { dateTimeFormat } from '@marquee/core';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/page-container';
import { useAppConfig } from '@/lib/app-config';

/** docs/behaviour.md#legal-pages: the same date on all four (26 March 2025), written in the page's language. */
const LAST_UPDATED = Date.UTC(2025, 2, 26);

/** The readable frame of a legal page: title, date, sections, and the configured contact address. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const date = dateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(LAST_UPDATED);
  return (
    <PageContainer className="py-10 md:py-16">
      <article className="mx-auto max-w-3xl space-y-8">
        <header className="space-y-2 border-b border-line pb-6">
          <h1 className="text-xl font-semibold md:text-2xl">{title}</h1>
          <p className="text-sm text-muted">{t`Last updated ${date}`}</p>
        </header>
        <div className="space-y-8 text-fg/90">{children}</div>
        <ContactSection />
      </article>
    </PageContainer>
  );
}

export function LegalSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{heading}</h2>
      <div className="space-y-3 leading-relaxed text-muted [&_li]:ms-5 [&_li]:list-disc [&_ul]:space-y-2">{children}</div>
    </section>
  );
}

/** The configured contact address as a mailto link (CONTACT_EMAIL). */
export function ContactEmail() {
  const { contactEmail } = useAppConfig();
  return (
    <a
      href={`mailto:${contactEmail}`}
      className="font-semibold text-fg underline underline-offset-4 hover:text-accent"
      translate="no"
    >
      {contactEmail}
    </a>
  );
}

function ContactSection() {
  const { t } = useLingui();
  return (
    <LegalSection heading={t`Contact`}>
      <p>
        <Trans>
          Questions about this page can be sent to <ContactEmail />.
        </Trans>
      </p>
    </LegalSection>
  );
}
