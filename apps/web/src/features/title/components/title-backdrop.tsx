import { imageUrl } from '@marquee/core';
import { useAppConfig } from '@/lib/app-config';
import { TitleTrailer } from './title-trailer';

interface TitleBackdropProps {
  path: string | null;
  /** The trailer to play over the backdrop, when the title has one. */
  trailerKey: string | null;
  title: string;
}

/**
 * The full-bleed backdrop at the top of a title page, under the header, with the trailer over it and gradients from
 * the bottom and the left so the text on top stays readable (docs/ui.md#hero). Its height is --backdrop-height, set by the page.
 */
export function TitleBackdrop({ path, trailerKey, title }: TitleBackdropProps) {
  const { images } = useAppConfig();
  const small = imageUrl(images, 'backdrop', path, 'w780');
  const large = imageUrl(images, 'backdrop', path, 'w1280');
  return (
    <div aria-hidden="true" className="absolute inset-x-0 top-0 h-(--backdrop-height) overflow-hidden bg-surface">
      {large && (
        <img
          src={large}
          srcSet={small && small !== large ? `${small} 780w, ${large} 1280w` : undefined}
          sizes="100vw"
          alt=""
          width={1280}
          height={720}
          fetchPriority="high"
          className="absolute inset-0 size-full object-cover object-top"
        />
      )}
      {trailerKey && <TitleTrailer videoKey={trailerKey} title={title} />}
      <div className="absolute inset-0 bg-linear-to-t from-bg via-bg/50 to-bg/0" />
      <div className="absolute inset-0 hidden bg-linear-to-r from-bg/90 via-bg/40 to-bg/0 md:block" />
    </div>
  );
}
