import { Trans, useLingui } from '@lingui/react/macro';
import { useAppConfig } from '@/lib/app-config';
import { ContactEmail, LegalPage, LegalSection } from '../components/legal-page';

export default function TermsRoute() {
  const { siteName } = useAppConfig();
  const { t } = useLingui();
  return (
    <LegalPage title={t`Terms of Service`}>
      <LegalSection heading={t`1. About this site`}>
        <p>
          {t`${siteName} is an educational demonstration of a web application for discovering movies, TV shows and live sports. It shows information about titles, such as descriptions, artwork, ratings and schedules, and lets signed-in users keep a watchlist, favorites, a watch history and preferences.`}
        </p>
        <p>
          {t`${siteName} does not host, upload or store any video files. Where playback is offered, it comes from the sources that the operator of this site has configured, such as the operator's own media library or official trailers. By using the site you accept these terms; if you do not accept them, please do not use it.`}
        </p>
      </LegalSection>
      <LegalSection heading={t`2. Your account`}>
        <ul>
          <li>{t`You need an account only for the personal features; browsing and searching are open to everyone.`}</li>
          <li>
            {t`Give a valid email address and keep your password to yourself. You are responsible for what happens under your account.`}
          </li>
          <li>{t`You can sign out at any time, which ends your session on this device and on the server.`}</li>
        </ul>
      </LegalSection>
      <LegalSection heading={t`3. Acceptable use`}>
        <p>{t`You agree not to:`}</p>
        <ul>
          <li>{t`use the site for anything unlawful, or to infringe the rights of others;`}</li>
          <li>{t`try to break, overload or get around the security of the site or its services;`}</li>
          <li>{t`collect data from the site by automated means beyond ordinary personal use;`}</li>
          <li>{t`impersonate others or misrepresent who you are.`}</li>
        </ul>
      </LegalSection>
      <LegalSection heading={t`4. Third-party content and services`}>
        <p>
          {t`Title information and artwork may come from third-party services, and configured playback sources may be run by third parties. ${siteName} is not affiliated with them, does not control their content and is not responsible for it. Their own terms apply when you use them.`}
        </p>
      </LegalSection>
      <LegalSection heading={t`5. Intellectual property`}>
        <p>
          {t`Titles, names, artwork and trademarks belong to their respective owners. If you believe something on this site infringes your rights, see our DMCA Notice and Content Removal pages.`}
        </p>
      </LegalSection>
      <LegalSection heading={t`6. No warranty and limitation of liability`}>
        <p>
          {t`The site is provided "as is" and "as available", as a demonstration, without warranties of any kind. To the extent the law allows, the operator is not liable for any loss or damage arising from your use of the site or of any third-party content or service reached through it.`}
        </p>
      </LegalSection>
      <LegalSection heading={t`7. Changes`}>
        <p>
          <Trans>
            These terms may change. The date at the top shows the latest version; continuing to use the site after a change means
            you accept the new terms. Questions: <ContactEmail />.
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  );
}
