import { Trans, useLingui } from '@lingui/react/macro';
import { useAppConfig } from '@/lib/app-config';
import { ContactEmail, LegalPage, LegalSection } from '../components/legal-page';

export default function ContentRemovalRoute() {
  const { siteName } = useAppConfig();
  const { t } = useLingui();
  return (
    <LegalPage title={t`Content Removal`}>
      <LegalSection heading={t`What can be removed`}>
        <p>
          {t`${siteName} is an educational demonstration that hosts no media. It shows information about titles and links to playback from sources its operator has configured. We can remove a title's page, its artwork or information, or a configured source's reference to it.`}
        </p>
      </LegalSection>
      <LegalSection heading={t`How to ask`}>
        <p>
          <Trans>
            Write to <ContactEmail /> with:
          </Trans>
        </p>
        <ul>
          <li>{t`the page address on ${siteName} of each item concerned;`}</li>
          <li>{t`what you would like removed and why (for example a copyright, trademark or privacy concern);`}</li>
          <li>{t`your name and how we can reach you, and, if you act for someone else, your authority to do so.`}</li>
        </ul>
      </LegalSection>
      <LegalSection heading={t`Our response`}>
        <p>
          {t`We acknowledge requests and act on valid ones as quickly as we can, usually within a few working days. For copyright claims, see our DMCA Notice for the information the law asks for. Where the material is hosted by a third party, removing it from their service is a matter for that party.`}
        </p>
      </LegalSection>
      <LegalSection heading={t`Your own data`}>
        <p>
          {t`To remove your account, watchlist, favorites, watch history or preferences, write to the same address from the email of your account; you can also clear your history and lists yourself from your profile.`}
        </p>
      </LegalSection>
    </LegalPage>
  );
}
