import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/skeleton';
import { AdminLoadError } from './admin-load-error';

interface AdminSectionProps<T> {
  id: string;
  title: string;
  query: UseQueryResult<T>;
  /** The error's title when it failed to load ('Failed to load the sign-ins'). */
  failure: string;
  /** The text instead of the content when there is nothing to show; null when there is. */
  empty?: (data: T) => string | null;
  children: (data: T) => ReactNode;
}

/** A part of the admin screen under its heading: a skeleton while it loads, its error, its empty text or its content. */
export function AdminSection<T>({ id, title, query, failure, empty, children }: AdminSectionProps<T>) {
  let body: ReactNode;
  if (query.isPending) body = <Skeleton className="h-24 w-full" />;
  else if (query.isError) body = <AdminLoadError error={query.error} failure={failure} onRetry={() => void query.refetch()} />;
  else {
    const nothing = empty?.(query.data) ?? null;
    body = nothing === null ? children(query.data) : <p className="text-sm text-muted">{nothing}</p>;
  }
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {body}
    </section>
  );
}
