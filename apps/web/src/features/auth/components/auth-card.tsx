import type { ReactNode } from 'react';
import { PageContainer } from '@/components/page-container';
import { GoogleSignInButton } from './google-sign-in-button';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** The line under the card that switches between sign-in and sign-up. */
  footer: ReactNode;
}

/** The frame both auth screens share: heading, form, the Google stub, the switch link. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <PageContainer className="flex justify-center py-12 md:py-20">
      <div className="w-full max-w-md space-y-6 rounded-lg border border-line bg-surface p-6 md:p-8">
        <div className="space-y-1 text-center">
          <h1 className="text-xl font-semibold">{title}</h1>
          <p className="text-muted">{subtitle}</p>
        </div>
        {children}
        <div className="flex items-center gap-3 text-xs text-muted uppercase" aria-hidden="true">
          <span className="h-px flex-1 bg-line" />
          or
          <span className="h-px flex-1 bg-line" />
        </div>
        <GoogleSignInButton />
        <p className="text-center text-sm text-muted">{footer}</p>
      </div>
    </PageContainer>
  );
}
