import { useLingui } from '@lingui/react/macro';
import { isThumbUp, RATING_MAX, RATING_MIN, THUMB_DOWN_RATING, THUMB_UP_RATING, type MediaType } from '@marquee/core';
import { ThumbsDown, ThumbsUp } from 'lucide';
import { Button } from '@/components/button';
import { cn } from '@/lib/cn';
import { usePreferences } from '@/lib/preferences';
import { Icon } from '@/components/icon';
import { useRate, useTitleRating } from '../api/ratings';

const max = RATING_MAX;
const SCORES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/**
 * 'Your rating' on a title page (docs/behaviour.md#your-ratings): ten buttons from 1 to 10, or a thumb up and down
 * for a profile that rates with thumbs; pressing the rating given takes it away. Buttons, not a radio group, so a
 * remote's arrows move along them without rating each one on the way. Shown to a member only.
 */
export function RatingControl({ mediaType, id, title }: { mediaType: MediaType; id: number; title: string }) {
  const reply = useTitleRating(mediaType, id);
  const rate = useRate(mediaType, id);
  const thumbs = usePreferences().preferences.rating_style === 'thumbs';
  const { t } = useLingui();
  if (!reply) return null;
  const current = reply.rating?.rating ?? null;
  const up = current !== null && isThumbUp(current);
  const down = current !== null && !isThumbUp(current);
  const press = (score: number | null) => rate.mutate(score === null || current === score ? null : score);

  return (
    <div role="group" aria-label={t`Your rating of ${title}`} className="flex flex-wrap items-center gap-2 sm:basis-full">
      <span className="me-1 text-sm font-semibold text-muted" aria-hidden="true">
        {t`Your rating`}
      </span>
      {thumbs ? (
        <>
          <ThumbButton up pressed={up} onPress={() => press(up ? current : THUMB_UP_RATING)} busy={rate.isPending} />
          <ThumbButton
            up={false}
            pressed={down}
            onPress={() => press(down ? current : THUMB_DOWN_RATING)}
            busy={rate.isPending}
          />
        </>
      ) : (
        SCORES.map((score) => (
          <Button
            key={score}
            variant={current === score ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={current === score}
            aria-label={t`Rate ${score} out of ${max}`}
            onClick={() => press(score)}
            disabled={rate.isPending}
            className={cn('w-9 px-0', current !== null && score < current && 'ring-1 ring-accent/70')}
          >
            {score}
          </Button>
        ))
      )}
    </div>
  );
}

interface ThumbButtonProps {
  up: boolean;
  pressed: boolean;
  onPress(): void;
  busy: boolean;
}

function ThumbButton({ up, pressed, onPress, busy }: ThumbButtonProps) {
  const { t } = useLingui();
  const iconNode = up ? ThumbsUp : ThumbsDown;
  return (
    <Button
      variant="secondary"
      size="icon"
      aria-pressed={pressed}
      aria-label={up ? t`Thumbs up` : t`Thumbs down`}
      onClick={onPress}
      disabled={busy}
    >
      <Icon node={iconNode} className={cn('size-5', pressed && 'fill-accent text-accent')} aria-hidden="true" />
    </Button>
  );
}
