import { Trans, useLingui } from '@lingui/react/macro';
import { useAppConfig } from '@/lib/app-config';
import { ContactEmail, LegalPage, LegalSection } from '../components/legal-page';

export default function DmcaRoute() {
  const { siteName } = useAppConfig();
  const { t } = useLingui();
  return (
    <LegalPage title={t`DMCA Notice`}>
      <LegalSection heading={t`Our position`}>
        <p>
          {t`${siteName} respects the intellectual property of others. It is an educational demonstration and does not host, upload or store any video files on its servers. Playback, where offered, comes from sources that this site's operator has configured; content from third-party sources is hosted by those unaffiliated third parties.`}
        </p>
      </LegalSection>
      <LegalSection heading={t`Filing a notice`}>
        <p>
          <Trans>
            If you believe that material reachable through {siteName} infringes a copyright you own or represent, send a written
            notice to <ContactEmail /> containing:
          </Trans>
        </p>
        <ul>
          <li>{t`the physical or electronic signature of the copyright owner or a person authorised to act on their behalf;`}</li>
          <li>{t`identification of the copyrighted work you claim is infringed;`}</li>
          <li>{t`the exact page address on ${siteName} where the material is referenced;`}</li>
          <li>{t`your name, postal address, telephone number and email address;`}</li>
          <li>{t`a statement that you have a good-faith belief that the use is not authorised by the owner, its agent or the law;`}</li>
          <li>
            {t`a statement, under penalty of perjury, that the information in the notice is accurate and that you are authorised to act for the owner.`}
          </li>
        </ul>
      </LegalSection>
      <LegalSection heading={t`What happens next`}>
        <p>
          {t`We review every complete notice promptly and remove or disable the reference to the material concerned. Because the media itself is not hosted here, you may also wish to contact the party that hosts it.`}
        </p>
      </LegalSection>
      <LegalSection heading={t`Counter-notice`}>
        <p>
          {t`If you believe material was removed by mistake, you may send a counter-notice to the same address with your contact details, the material removed, and a statement under penalty of perjury that you believe it was removed in error.`}
        </p>
      </LegalSection>
    </LegalPage>
  );
}
