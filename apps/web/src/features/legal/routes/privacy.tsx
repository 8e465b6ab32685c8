import { useLingui } from '@lingui/react/macro';
import { useAppConfig } from '@/lib/app-config';
import { LegalPage, LegalSection } from '../components/legal-page';

export default function PrivacyRoute() {
  const { siteName } = useAppConfig();
  const { t } = useLingui();
  return (
    <LegalPage title={t`Privacy Policy`}>
      <LegalSection heading={t`Overview`}>
        <p>
          {t`${siteName} is an educational demonstration that hosts no media. This policy explains what it stores about you, why, and how you can have it removed. We collect as little as the features need and never sell it.`}
        </p>
      </LegalSection>
      <LegalSection heading={t`What we store on the server`}>
        <ul>
          <li>
            {t`Your account: email address, an optional display name and profile picture link, and your password as a one-way hash (never the password itself).`}
          </li>
          <li>{t`Your session: a random sign-in token, stored only as a hash and revoked when you sign out.`}</li>
          <li>
            {t`What you choose to keep: your watchlist, favorites and watch history (title, artwork paths, playback position), and your preferences (accent colour, preferred video source, whether history is recorded).`}
          </li>
          <li>
            {t`Page views: the address of each page visited, the referring page and, when you are signed in, your account, to understand how the site is used.`}
          </li>
        </ul>
      </LegalSection>
      <LegalSection heading={t`What stays in your browser`}>
        <p>
          {t`The site keeps some values in your browser's local storage: your sign-in token and user details, your chosen video source, your recent searches (the last 5), a short watch history while you are signed out, and a few flags such as whether a hint or prompt was already shown. You can clear them at any time in your browser settings; signing out removes the sign-in values.`}
        </p>
      </LegalSection>
      <LegalSection heading={t`Third parties`}>
        <p>
          {t`Title information may be fetched by our server from a metadata provider; your browser does not contact that provider directly and no account data is sent to it. Playback sources configured by the operator may be run by third parties, who receive your request when you play a title there and apply their own privacy policies.`}
        </p>
      </LegalSection>
      <LegalSection heading={t`Your choices`}>
        <ul>
          <li>{t`Turn off watch-history recording in your preferences, and clear your history at any time.`}</li>
          <li>{t`Remove single entries from your watchlist, favorites and history.`}</li>
          <li>{t`Ask us to delete your account and everything stored with it by writing to the address below.`}</li>
        </ul>
      </LegalSection>
      <LegalSection heading={t`Security and retention`}>
        <p>
          {t`Data is kept for as long as your account exists and is deleted with it. Passwords are hashed with a modern algorithm, and sign-in tokens are stored only as hashes.`}
        </p>
      </LegalSection>
    </LegalPage>
  );
}
