import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Device } from '@marquee/core';
import { useId, useRef } from 'react';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDevices, useSignOutDevice } from '../api/devices';
import { relativeTime } from '@/lib/relative-time';

const UNKNOWN_BROWSER = msg`Unknown browser`;

/** 'Firefox 140 on Windows 11'; a browser that did not say is 'Unknown browser'. */
function deviceName(device: Device, i18n: I18n): string {
  const browser = device.browser ?? i18n._(UNKNOWN_BROWSER);
  const system = device.system;
  return system ? i18n._(msg`${browser} on ${system}`) : browser;
}

/** Where the account is signed in, this device first, each other one with 'Sign out'. */
export function DevicesList() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const devices = useDevices();
  const { t } = useLingui();
  let body;
  if (devices.isPending) body = <Skeleton className="h-20 w-full" />;
  else if (devices.isError)
    body = (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p>{t`Failed to load your devices.`}</p>
        <Button variant="secondary" size="sm" onClick={() => void devices.refetch()}>
          {t`Try again`}
        </Button>
      </div>
    );
  else
    body = (
      <ul aria-labelledby={headingId} className="divide-y divide-line rounded-lg border border-line">
        {devices.data.map((device) => (
          // The row's button goes with it: focus moves to the heading rather than being lost.
          <DeviceRow key={device.id} device={device} onSignedOut={() => heading.current?.focus()} />
        ))}
      </ul>
    );
  return (
    <div className="space-y-3">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {t`Where you're signed in`}
      </h3>
      {body}
    </div>
  );
}

function DeviceRow({ device, onSignedOut }: { device: Device; onSignedOut(): void }) {
  const nameId = useId();
  const signOut = useSignOutDevice();
  const { t, i18n } = useLingui();
  const name = deviceName(device, i18n);
  const signedIn = relativeTime(i18n, device.createdAt);
  const when = [t`Signed in ${signedIn}`];
  if (device.lastSeenAt) {
    const seen = relativeTime(i18n, device.lastSeenAt);
    when.push(t`Last seen ${seen}`);
  }
  return (
    <li aria-labelledby={nameId} className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p id={nameId} className="font-semibold break-words" translate="no">
            {name}
          </p>
          {device.current && (
            <span className="rounded-md border border-accent px-2 py-0.5 text-xs font-semibold">{t`This device`}</span>
          )}
        </div>
        <p className="text-sm break-words text-muted">
          <span className="text-fg">{device.profile}</span> · {when.join(' · ')}
        </p>
      </div>
      {!device.current && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t`Sign out ${name}`}
          busy={signOut.isPending}
          busyText={t`Signing out...`}
          onClick={() =>
            signOut.mutate(device.id, {
              onSuccess: () => {
                toast.success(t`Signed out of that device`);
                onSignedOut();
              },
              onError: (error) =>
                toast.error(t`That device was not signed out`, { description: errorMessage(error, t`Please try again.`) }),
            })
          }
        >
          {t`Sign out`}
        </Button>
      )}
    </li>
  );
}
