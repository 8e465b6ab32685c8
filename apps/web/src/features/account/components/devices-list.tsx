import { formatRelativeTime, type Device } from '@marquee/core';
import { useId, useRef } from 'react';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDevices, useSignOutDevice } from '../api/devices';

/** 'Firefox 140 on Windows 11'; a browser that did not say is 'Unknown browser'. */
function deviceName(device: Device): string {
  const browser = device.browser ?? 'Unknown browser';
  return device.system ? `${browser} on ${device.system}` : browser;
}

/** Where the account is signed in, this device first, each other one with 'Sign out'. */
export function DevicesList() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const devices = useDevices();
  let body;
  if (devices.isPending) body = <Skeleton className="h-20 w-full" />;
  else if (devices.isError)
    body = (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p>Failed to load your devices.</p>
        <Button variant="secondary" size="sm" onClick={() => void devices.refetch()}>
          Try again
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
        Where you&apos;re signed in
      </h3>
      {body}
    </div>
  );
}

function DeviceRow({ device, onSignedOut }: { device: Device; onSignedOut(): void }) {
  const nameId = useId();
  const signOut = useSignOutDevice();
  const name = deviceName(device);
  const when = [`Signed in ${formatRelativeTime(device.createdAt)}`];
  if (device.lastSeenAt) when.push(`Last seen ${formatRelativeTime(device.lastSeenAt)}`);
  return (
    <li aria-labelledby={nameId} className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p id={nameId} className="font-semibold break-words">
            {name}
          </p>
          {device.current && (
            <span className="rounded-md border border-accent px-2 py-0.5 text-xs font-semibold">This device</span>
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
          aria-label={`Sign out ${name}`}
          busy={signOut.isPending}
          busyText="Signing out..."
          onClick={() =>
            signOut.mutate(device.id, {
              onSuccess: () => {
                toast.success('Signed out of that device');
                onSignedOut();
              },
              onError: (error) =>
                toast.error('That device was not signed out', { description: errorMessage(error, 'Please try again.') }),
            })
          }
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
