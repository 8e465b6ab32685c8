import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The page gutters and maximum width of docs/ui.md#spacing-and-shape: 16 px on phones, 32–48 px on desktop, 1440 px
 * wide at most. In rem, so that on a couch screen (docs/ui.md#couch) the page grows by a quarter with everything in it.
 */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full max-w-[90rem] px-4 md:px-8 xl:px-12', className)}>{children}</div>;
}
