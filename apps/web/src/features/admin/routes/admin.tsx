import { useLingui } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/page-container';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/tabs';
import { useAuth } from '@/lib/auth';
import { useLimitedProfile } from '@/lib/profiles';
import { AccountsSection } from '../components/accounts-section';
import { ActivitySection } from '../components/activity-section';
import { ADMINS_ONLY } from '../components/admin-load-error';
import { InvitationsSection } from '../components/invitations-section';
import { SettingsSection } from '../components/settings-section';

/**
 * /admin, the server's admins' screen: the accounts and what may be done to each, invitation links, the server's
 * settings (its name, who may sign up) and its activity (who watches what, the latest sign-ins, its health). A
 * member, or an admin's limited profile, is told it is not theirs; the server refuses them the same. Only reached
 * signed in (the route table's RequireUser).
 */
export default function AdminRoute() {
  const { user } = useAuth();
  const limited = useLimitedProfile() !== null;
  const { t, i18n } = useLingui();
  if (!user) return null;
  if (user.role !== 'admin' || limited) {
    return (
      <PageContainer className="py-16">
        <EmptyState icon={ShieldAlert} headingLevel="h1" title={i18n._(ADMINS_ONLY)} />
      </PageContainer>
    );
  }
  return (
    <PageContainer className="py-8 md:py-10">
      <h1 className="mb-6 text-xl font-semibold">{t`Admin`}</h1>
      <Tabs id="admin" defaultValue="accounts">
        <TabsList aria-label={t`Admin`}>
          <TabsTrigger value="accounts">{t`Accounts`}</TabsTrigger>
          <TabsTrigger value="invitations">{t`Invitations`}</TabsTrigger>
          <TabsTrigger value="settings">{t`Settings`}</TabsTrigger>
          <TabsTrigger value="activity">{t`Activity`}</TabsTrigger>
        </TabsList>
        <TabsContent value="accounts">
          <AccountsSection />
        </TabsContent>
        <TabsContent value="invitations">
          <InvitationsSection />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsSection />
        </TabsContent>
        <TabsContent value="activity">
          <ActivitySection />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
