import { useLingui } from '@lingui/react/macro';
import { PageContainer } from '@/components/page-container';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/tabs';
import { AccountDataSection } from '@/features/account/components/account-data-section';
import { EditProfile } from '@/features/account/components/edit-profile';
import { PreferencesTab } from '@/features/account/components/preferences-tab';
import { ProfileHeader } from '@/features/account/components/profile-header';
import { SecuritySection } from '@/features/account/components/security-section';
import { ProfileHistoryTab } from '@/features/history/components/profile-history-tab';
import { ProfileListTab } from '@/features/history/components/profile-list-tab';
import { ManageProfiles } from '@/features/profiles/components/manage-profiles';
import { useAuth } from '@/lib/auth';
import { useLimitedProfile } from '@/lib/profiles';

/**
 * The profile (docs/behaviour.md#profile): who is signed in and how to change it, the tabs Watch History,
 * Favorites, Watchlist and Preferences, the account's security (password, signing out everywhere) and
 * the user's data (export, import, delete the account), and Manage Profiles. A limited profile (Kids, a maximum
 * rating) sees neither the name and photo fields, security nor data: the server refuses it those, as it refuses
 * it changes to the profiles.
 * Only reached signed in: the router's RequireUser sends visitors home.
 */
export default function ProfileRoute() {
  const { user, profile } = useAuth();
  const limited = useLimitedProfile() !== null;
  const { t } = useLingui();
  if (!user) return null;

  return (
    <PageContainer className="space-y-8 py-8 md:py-10">
      <ProfileHeader user={user} />
      {!limited && <EditProfile user={user} />}
      {/* Above the tabs, whose lists load after the page: reached by its link, it stays where it was scrolled to. */}
      {profile && <ManageProfiles />}
      <Tabs defaultValue="history">
        <TabsList aria-label={t`Your profile`}>
          <TabsTrigger value="history">{t`Watch History`}</TabsTrigger>
          <TabsTrigger value="favourites">{t`Favorites`}</TabsTrigger>
          <TabsTrigger value="watchlist">{t`Watchlist`}</TabsTrigger>
          <TabsTrigger value="preferences">{t`Preferences`}</TabsTrigger>
        </TabsList>
        <TabsContent value="history">
          <ProfileHistoryTab />
        </TabsContent>
        <TabsContent value="favourites">
          <ProfileListTab list="favourites" />
        </TabsContent>
        <TabsContent value="watchlist">
          <ProfileListTab list="watchlist" />
        </TabsContent>
        <TabsContent value="preferences">
          <PreferencesTab />
        </TabsContent>
      </Tabs>
      {!limited && <SecuritySection />}
      {!limited && <AccountDataSection />}
    </PageContainer>
  );
}
