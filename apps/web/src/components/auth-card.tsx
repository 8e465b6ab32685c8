import type { ReactNode } from 'react';
import { PageContainer } from '@/components/page-container';

interface AuthCardProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  /** The line under the card: the switch between sign-in and sign-up, or the way out. */
  footer?: ReactNode;
}

/** The frame of the screens that let someone in (sign-in, sign-up, a new server's setup): heading, form, footer line. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <PageContainer className="flex justify-center py-12 md:py-20">
      <div className="w-full max-w-md space-y-6 rounded-lg border border-line bg-surface p-6 md:p-8">
        <div className="space-y-1 text-center">
          <h1 className="text-xl font-semibold">{title}</h1>
          <p className="text-muted">{subtitle}</p>
        </div>
        {children}
        {footer && <p className="text-center text-sm text-muted">{footer}</p>}
      </div>
    </PageContainer>
  );
}
