import { useAppConfig } from '@/lib/app-config';
import { ContactEmail, LegalPage, LegalSection } from '../components/legal-page';

export default function ContentRemovalRoute() {
  const { siteName } = useAppConfig();
  return (
    <LegalPage title="Content Removal">
      <LegalSection heading="What can be removed">
        <p>
          {siteName} is an educational demonstration that hosts no media. It shows information about titles and links to playback
          from sources its operator has configured. We can remove a title&apos;s page, its artwork or information, or a configured
          source&apos;s reference to it.
        </p>
      </LegalSection>
      <LegalSection heading="How to ask">
        <p>
          Write to <ContactEmail /> with:
        </p>
        <ul>
          <li>the page address on {siteName} of each item concerned;</li>
          <li>what you would like removed and why (for example a copyright, trademark or privacy concern);</li>
          <li>your name and how we can reach you, and, if you act for someone else, your authority to do so.</li>
        </ul>
      </LegalSection>
      <LegalSection heading="Our response">
        <p>
          We acknowledge requests and act on valid ones as quickly as we can, usually within a few working days. For copyright
          claims, see our DMCA Notice for the information the law asks for. Where the material is hosted by a third party,
          removing it from their service is a matter for that party.
        </p>
      </LegalSection>
      <LegalSection heading="Your own data">
        <p>
          To remove your account, watchlist, favorites, watch history or preferences, write to the same address from the email of
          your account; you can also clear your history and lists yourself from your profile.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
