import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The page gutters and maximum width of docs/ui.md#spacing-and-shape: 16 px on phones, 32–48 px on desktop, 1440 px wide at most. */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full max-w-[1440px] px-4 md:px-8 xl:px-12', className)}>{children}</div>;
}
