import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isLimitedProfile, MAX_PROFILES, type Profile } from '@marquee/core';
import { Lock, Pencil, Plus, Trash2 } from 'lucide';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useLocation } from '@/lib/router';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { ErrorState } from '@/components/error-state';
import { ProfileAvatar } from '@/components/profile-avatar';
import { ProfileLimitBadge } from '@/components/profile-limit-badge';
import { Skeleton } from '@/components/skeleton';
import { useAuth } from '@/lib/auth';
import { useProfiles } from '@/lib/account-profiles';
import { Icon } from '@/components/icon';
import { MANAGE_PROFILES_ID } from '../manage-profiles-path';
import { DeleteProfileDialogContent } from './delete-profile-dialog';
import { LockProfilesDialogContent } from './lock-profiles-dialog';
import { ProfileEditorDialogContent } from './profile-editor-dialog';

/** Which dialog is open: adding, editing or deleting one profile, or offering PINs once the first limited one is added. */
type Task = { kind: 'add' } | { kind: 'edit' | 'delete'; profile: Profile } | { kind: 'lock'; added: Profile; open: Profile[] };

/**
 * Manage Profiles (docs/behaviour.md#profiles), a section of the profile page: add (up to MAX_PROFILES), edit (name,
 * picture, accent, Kids, maximum rating, PIN) and delete, each in a dialog. A limited profile sees the profiles but
 * cannot change them, as the server would refuse; the profile in use cannot be deleted (so neither can the last).
 */
export function ManageProfiles() {
  const { profile: current } = useAuth();
  const profiles = useProfiles();
  const [task, setTask] = useState<Task | null>(null);
  const { t } = useLingui();
  const headingId = useId();
  const limitNoteId = useId();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that opened the dialog gets the focus back, or the heading when it is gone (its profile deleted).
  const opener = useRef<HTMLElement | null>(null);
  const open = (next: Task) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setTask(next);
  };
  const returnFocus = (event: Event) => {
    event.preventDefault();
    (opener.current?.isConnected ? opener.current : heading.current)?.focus();
  };
  const { hash } = useLocation();
  const limited = current !== null && isLimitedProfile(current);
  const count = profiles.data?.length ?? 0;
  const full = count >= MAX_PROFILES;

  /**
   * After adding: the account's first limited profile brings the offer to lock, with a PIN, the profiles without
   * limits that have none (docs/behaviour.md#profiles).
   */
  function added(profile: Profile) {
    const before = profiles.data ?? [];
    const open = before.filter((other) => !isLimitedProfile(other) && !other.hasPin);
    const first = isLimitedProfile(profile) && !before.some((other) => isLimitedProfile(other));
    setTask(first && open.length > 0 ? { kind: 'lock', added: profile, open } : null);
  }

  // Reached from Who's watching or the header's menu: the section comes into view with the focus on its heading.
  const loaded = profiles.data !== undefined;
  useEffect(() => {
    if (hash !== `#${MANAGE_PROFILES_ID}` || !loaded) return;
    // The section, whose scroll margin keeps its heading clear of the sticky header.
    section.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [hash, loaded]);

  return (
    <section
      ref={section}
      id={MANAGE_PROFILES_ID}
      aria-labelledby={headingId}
      className="scroll-mt-(--header-height) space-y-6 rounded-lg border border-line bg-surface p-6"
    >
      <ManageProfilesHeading
        headingId={headingId}
        headingRef={heading}
        canAdd={!limited}
        addDisabled={!loaded || full}
        limitNoteId={full ? limitNoteId : undefined}
        onAdd={() => open({ kind: 'add' })}
      />
      <ProfilesNote limited={limited} full={full} limitNoteId={limitNoteId} />
      {profiles.isPending ? (
        <ProfileListSkeleton />
      ) : profiles.isError ? (
        <ErrorState
          title={t`Failed to load profiles`}
          message={t`Check your connection and try again.`}
          onRetry={() => void profiles.refetch()}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {profiles.data.map((profile) => (
            <ProfileCard
              key={profile.id}
              profile={profile}
              inUse={profile.id === current?.id}
              editable={!limited}
              onEdit={() => open({ kind: 'edit', profile })}
              onDelete={() => open({ kind: 'delete', profile })}
            />
          ))}
        </ul>
      )}
      <ProfileTaskDialog task={task} onClose={() => setTask(null)} onAdded={added} returnFocus={returnFocus} />
    </section>
  );
}

interface ManageProfilesHeadingProps {
  headingId: string;
  /** The heading takes the focus when the section is reached by its link, and after a deleted profile's dialog. */
  headingRef: Ref<HTMLHeadingElement>;
  canAdd: boolean;
  addDisabled: boolean;
  /** The note saying the account has the most profiles it can, when it shows. */
  limitNoteId: string | undefined;
  onAdd(): void;
}

function ManageProfilesHeading({ headingId, headingRef, canAdd, addDisabled, limitNoteId, onAdd }: ManageProfilesHeadingProps) {
  const { t } = useLingui();
  const max = MAX_PROFILES;
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="space-y-1">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {t`Manage Profiles`}
        </h2>
        <p className="text-sm text-muted">
          {t`${plural(max, {
            one: 'Up to # profile, with its own watchlist, favorites, history and preferences.',
            other: 'Up to # profiles, each with its own watchlist, favorites, history and preferences.',
          })}`}
        </p>
      </div>
      {canAdd && (
        <Button variant="secondary" disabled={addDisabled} aria-describedby={limitNoteId} onClick={onAdd}>
          <Icon node={Plus} className="size-4" aria-hidden="true" />
          {t`Add profile`}
        </Button>
      )}
    </div>
  );
}

/** Why profiles cannot be added or changed here, when they cannot. */
function ProfilesNote({ limited, full, limitNoteId }: { limited: boolean; full: boolean; limitNoteId: string }) {
  const { t } = useLingui();
  const max = MAX_PROFILES;
  if (limited) {
    return (
      <p className="rounded-lg border border-line bg-surface-2 p-4 text-sm text-muted">
        {t`This profile has limits, so it cannot change profiles or the account. Switch to a profile without limits to manage them.`}
      </p>
    );
  }
  if (!full) return null;
  return (
    <p id={limitNoteId} className="text-sm text-muted">
      {t`${plural(max, {
        one: 'You have # profile, the most an account can have. Delete it to add another.',
        other: 'You have # profiles, the most an account can have. Delete one to add another.',
      })}`}
    </p>
  );
}

interface ProfileTaskDialogProps {
  task: Task | null;
  onClose(): void;
  /** A profile was added (which may bring the offer to lock the others). */
  onAdded(profile: Profile): void;
  returnFocus(event: Event): void;
}

/** The dialog of the task at hand: add, edit, delete, or the offer of PINs. */
function ProfileTaskDialog({ task, onClose, onAdded, returnFocus }: ProfileTaskDialogProps) {
  return (
    <Dialog open={task !== null} onOpenChange={(open) => !open && onClose()}>
      {task?.kind === 'add' && <ProfileEditorDialogContent onDone={onAdded} onCloseAutoFocus={returnFocus} />}
      {task?.kind === 'edit' && (
        <ProfileEditorDialogContent
          key={task.profile.id}
          profile={task.profile}
          onDone={onClose}
          onCloseAutoFocus={returnFocus}
        />
      )}
      {task?.kind === 'lock' && (
        <LockProfilesDialogContent added={task.added} open={task.open} onDone={onClose} onCloseAutoFocus={returnFocus} />
      )}
      {task?.kind === 'delete' && (
        <DeleteProfileDialogContent profile={task.profile} onDone={onClose} onCloseAutoFocus={returnFocus} />
      )}
    </Dialog>
  );
}

interface ProfileCardProps {
  profile: Profile;
  inUse: boolean;
  editable: boolean;
  onEdit(): void;
  onDelete(): void;
}

function ProfileCard({ profile, inUse, editable, onEdit, onDelete }: ProfileCardProps) {
  const { t } = useLingui();
  const name = profile.name;
  return (
    <li className="flex min-w-0 items-center gap-3 rounded-lg border border-line bg-surface-2 p-3">
      <ProfileAvatar avatar={profile.avatar} color={profile.accent_color} className="size-12" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex items-center gap-1.5 font-semibold">
          <span className="truncate" title={profile.name} translate="no" dir="auto">
            {profile.name}
          </span>
          {profile.hasPin && (
            <>
              <Icon node={Lock} className="size-3.5 shrink-0 text-muted" aria-hidden="true" />
              <span className="sr-only">{t`(locked with a PIN)`}</span>
            </>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-1.5">
          {inUse && <span className="text-xs text-muted">{t`In use`}</span>}
          <ProfileLimitBadge profile={profile} />
        </div>
      </div>
      {editable && (
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" aria-label={t`Edit ${name}`} title={t`Edit`} onClick={onEdit}>
            <Icon node={Pencil} className="size-4" aria-hidden="true" />
          </Button>
          {/* The profile in use stays: switch to another to delete it, which also keeps the last one. */}
          {!inUse && (
            <Button variant="ghost" size="icon" aria-label={t`Delete ${name}`} title={t`Delete`} onClick={onDelete}>
              <Icon node={Trash2} className="size-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function ProfileListSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
      {[0, 1].map((index) => (
        <Skeleton key={index} className="h-[74px]" />
      ))}
    </div>
  );
}
