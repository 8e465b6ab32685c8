import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  dateTimeFormat,
  formatRelativeTime,
  IMPORT_SERVICE_NAMES,
  type ServiceLink,
  type SyncService,
  type SyncSignIn,
} from '@marquee/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Button } from '@/components/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import {
  checkSignIn,
  rereadServiceLinks,
  useConnectService,
  useDisconnectService,
  usePullService,
  useServiceLinks,
} from '../api/service-links';

const EXPIRED = msg`The code has expired. Start again.`;

/** Whether an ISO time has passed; read at each render, as a code shown may expire while the page stays open. */
const hasPassed = (time: string) => Date.parse(time) <= Date.now();

/**
 * The button that replaced the one pressed takes the focus, unless the viewer has moved it elsewhere meanwhile (a
 * check answers seconds later): a removed button leaves the focus on the page's body.
 */
function focusIfLost(target: RefObject<HTMLElement | null>) {
  const focused = document.activeElement;
  if (!focused || focused === document.body) target.current?.focus();
}

const unreachable = (i18n: I18n, name: string) => i18n._(msg`${name} could not be reached. Please try again later.`);

/**
 * 'Sync with Trakt' and 'Sync with Simkl' (docs/behaviour.md#syncing-with-trakt-and-simkl): connecting by the code
 * the service shows at its page, then bringing in now and disconnecting. A service shows only where the server's
 * operator has set it up.
 */
export function ServiceLinks() {
  const links = useServiceLinks();
  return links.data?.filter((link) => link.available).map((link) => <ServiceLinkBlock key={link.service} link={link} />);
}

function ServiceLinkBlock({ link }: { link: ServiceLink }) {
  // Whether the block changed state here (connected, disconnected): then its first button takes the focus.
  const [switched, setSwitched] = useState(false);
  const onSwitched = () => setSwitched(true);
  const { t } = useLingui();
  const name = IMPORT_SERVICE_NAMES[link.service];
  return (
    <div className="space-y-3 border-t border-line pt-6">
      <h3 className="font-semibold">{t`Sync with ${name}`}</h3>
      {link.connected ? (
        <Connected link={link} takeFocus={switched} onSwitched={onSwitched} />
      ) : (
        <SignIn link={link} takeFocus={switched} onSwitched={onSwitched} />
      )}
    </div>
  );
}

interface StateProps {
  link: ServiceLink;
  takeFocus: boolean;
  onSwitched: () => void;
}

function Connected({ link, takeFocus, onSwitched }: StateProps) {
  const name = IMPORT_SERVICE_NAMES[link.service];
  const pull = usePullService(link.service);
  const disconnect = useDisconnectService(link.service);
  const syncButton = useRef<HTMLButtonElement>(null);
  const { t, i18n } = useLingui();
  useLayoutEffect(() => {
    if (takeFocus) focusIfLost(syncButton);
  }, [takeFocus]);

  const syncNow = () =>
    pull.mutate(undefined, {
      onSuccess: () => toast.success(t`Bringing in your ${name} history`),
      onError: (error) => toast.error(t`Sync failed`, { description: errorMessage(error, unreachable(i18n, name)) }),
    });
  const unlink = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        onSwitched();
        toast.success(t`Disconnected from ${name}`);
      },
      onError: (error) =>
        toast.error(t`Disconnect failed`, { description: errorMessage(error, t`${name} could not be disconnected.`) }),
    });

  const failure = link.pull_error;
  return (
    <>
      <div role="status" aria-live="polite" className="space-y-1">
        <p className="text-sm font-medium">{t`Connected to ${name}`}</p>
        {link.pulling && <p className="text-sm text-muted">{t`Reading your ${name} history…`}</p>}
        {failure && <p className="text-sm text-danger-fg">{t`The last sync failed: ${failure}`}</p>}
        {link.pulled_at && !link.pulling && !link.pull_error && <LastPulled at={link.pulled_at} />}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          ref={syncButton}
          variant="secondary"
          onClick={syncNow}
          busy={pull.isPending || link.pulling}
          busyText={t`Syncing...`}
        >
          {t`Sync now`}
        </Button>
        <Button variant="ghost" onClick={unlink} busy={disconnect.isPending} busyText={t`Disconnecting...`}>
          {t`Disconnect`}
        </Button>
      </div>
    </>
  );
}

/** When the lists were last brought in: '3 hours ago', the full time in its tooltip. */
function LastPulled({ at }: { at: string }) {
  const { t, i18n } = useLingui();
  const full = dateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(at));
  // Inside a sentence: 'recently' in lower case when the time cannot be told (other words keep their case).
  const ago = formatRelativeTime(at, i18n.locale) ?? t`recently`;
  return (
    <p className="text-sm text-muted">
      <Trans>
        Last brought in{' '}
        <time dateTime={at} title={full}>
          {ago}
        </time>
      </Trans>
    </p>
  );
}

/**
 * Asks the server every `interval` seconds (at least one) whether the code was entered, until it was, the service refused it
 * (410 expired, 403 not allowed) or it expired; other failures are asked again. Nothing is asked without a sign-in.
 */
function useSignInChecks(
  service: SyncService,
  signIn: SyncSignIn | null,
  on: { connected: () => void; refused: (message: string) => void; lost: () => void },
) {
  const { i18n } = useLingui();
  const handlers = useRef(on);
  useEffect(() => {
    handlers.current = on;
  });
  const code = signIn?.user_code;
  const interval = signIn?.interval ?? 0;
  const expiresAt = signIn?.expires_at ?? '';
  useEffect(() => {
    if (code === undefined) return;
    const controller = new AbortController();
    const wait = Math.max(1, interval) * 1000;
    let timer: ReturnType<typeof setTimeout>;
    async function check() {
      if (hasPassed(expiresAt)) return handlers.current.refused(i18n._(EXPIRED));
      try {
        if ((await checkSignIn(service, controller.signal)).connected) return handlers.current.connected();
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 410 || error.status === 403)) {
          return handlers.current.refused(errorMessage(error, i18n._(EXPIRED)));
        }
        // No sign-in under way: it may have ended in another tab, which the link read again tells.
        if (error instanceof ApiError && error.status === 404) handlers.current.lost();
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void check(), wait);
    }
    timer = setTimeout(() => void check(), wait);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [service, code, interval, expiresAt, i18n]);
}

type FocusTarget = 'connect' | 'link' | 'again';

function SignIn({ link, takeFocus, onSwitched }: StateProps) {
  const name = IMPORT_SERVICE_NAMES[link.service];
  const queryClient = useQueryClient();
  const connect = useConnectService(link.service);
  const [started, setStarted] = useState<SyncSignIn | null>(null);
  // Once the viewer has started, cancelled or been refused here, the sign-in the page opened with is left behind.
  const [leftResumed, setLeftResumed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const resumed = !leftResumed && link.signing_in && !hasPassed(link.signing_in.expires_at) ? link.signing_in : null;
  const signIn = started ?? resumed;

  const connectButton = useRef<HTMLButtonElement>(null);
  const pageLink = useRef<HTMLAnchorElement>(null);
  const againButton = useRef<HTMLButtonElement>(null);
  // What takes the focus after a change here: the button or link that replaced the one pressed.
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(takeFocus ? 'connect' : null);
  // Before the browser paints: the removed button's focus never rests on the page's body in between.
  useLayoutEffect(() => {
    if (focusTarget) focusIfLost({ connect: connectButton, link: pageLink, again: againButton }[focusTarget]);
  }, [focusTarget]);

  function leave(next: { refusal: string | null; focus: FocusTarget }) {
    setStarted(null);
    setLeftResumed(true);
    setRefusal(next.refusal);
    setFocusTarget(next.focus);
  }

  useSignInChecks(link.service, signIn, {
    connected: () => {
      toast.success(t`Connected to ${name}`);
      onSwitched();
      // The block turns to the connected state once the link is read again; should it not, Connect shows again.
      void rereadServiceLinks(queryClient).finally(() => leave({ refusal: null, focus: 'connect' }));
    },
    refused: (message) => leave({ refusal: message, focus: 'again' }),
    lost: () => void rereadServiceLinks(queryClient),
  });

  const start = () =>
    connect.mutate(undefined, {
      onSuccess: (reply) => {
        setStarted(reply);
        setLeftResumed(true);
        setRefusal(null);
        setFocusTarget('link');
      },
      onError: (error) =>
        toast.error(t`Could not connect ${name}`, { description: errorMessage(error, unreachable(i18n, name)) }),
    });

  if (signIn) {
    return (
      <SignInCode name={name} signIn={signIn} pageLink={pageLink} onCancel={() => leave({ refusal: null, focus: 'connect' })} />
    );
  }
  if (refusal) {
    return (
      <>
        <p role="alert" className="text-sm text-danger-fg">
          {refusal}
        </p>
        <Button ref={againButton} variant="secondary" onClick={start} busy={connect.isPending} busyText={t`Connecting...`}>
          {t`Start again`}
        </Button>
      </>
    );
  }
  return (
    <>
      <p className="text-sm text-muted">
        {t`Keep your history, watchlist and ratings in step with ${name}: what you watch here is sent there, and what you mark there comes here every few hours.`}
      </p>
      <Button ref={connectButton} variant="secondary" onClick={start} busy={connect.isPending} busyText={t`Connecting...`}>
        {t`Connect ${name}`}
      </Button>
    </>
  );
}

interface SignInCodeProps {
  name: string;
  signIn: SyncSignIn;
  pageLink: RefObject<HTMLAnchorElement | null>;
  onCancel: () => void;
}

/** The code to enter at the service's page, which opens in a new tab so that this one goes on asking. */
function SignInCode({ name, signIn, pageLink, onCancel }: SignInCodeProps) {
  const { t } = useLingui();
  const url = signIn.verification_url;
  return (
    <>
      <p className="text-sm">
        <Trans>
          Go to{' '}
          <a
            ref={pageLink}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold wrap-anywhere underline decoration-accent underline-offset-4 hover:decoration-2"
          >
            {url}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>{' '}
          and enter this code:
        </Trans>
      </p>
      <p className="font-mono text-xl font-semibold tracking-[0.2em] select-all">{signIn.user_code}</p>
      <p role="status" aria-live="polite" className="text-sm text-muted">
        {t`Waiting for ${name}…`}
      </p>
      <Button variant="secondary" onClick={onCancel}>
        {t`Cancel`}
      </Button>
    </>
  );
}
