import type { StatsReply } from '@marquee/core';
import type { StatsText } from './stats-text';

/** The shared picture's size: a phone's portrait post. */
export const PICTURE_WIDTH = 1080;
export const PICTURE_HEIGHT = 1350;

/**
 * Draws the figures as a picture (PNG) to share (docs/behaviour.md#your-year): the site's name and the period, the
 * four headline figures, and the top films, shows and genres. Drawn from the figures alone: no poster is fetched, so
 * nothing from elsewhere ends up in the picture or taints the canvas. Its words are the page's (useStatsText).
 */
export async function drawStatsPicture(stats: StatsReply, siteName: string, words: StatsText): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = PICTURE_WIDTH;
  canvas.height = PICTURE_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the picture');
  const accent = getComputedStyle(document.documentElement).getPropertyValue('--accent').trim() || '#e63462';
  context.fillStyle = '#0b0b10';
  context.fillRect(0, 0, PICTURE_WIDTH, PICTURE_HEIGHT);
  context.fillStyle = accent;
  context.fillRect(0, 0, PICTURE_WIDTH, 16);

  const text = (value: string, x: number, y: number, size: number, colour = '#f5f5f7', weight = 600) => {
    context.font = `${weight} ${size}px system-ui, sans-serif`;
    context.fillStyle = colour;
    context.fillText(value, x, y, PICTURE_WIDTH - x - 80);
  };
  text(siteName, 80, 140, 40, accent, 700);
  text(words.pictureTitle(stats), 80, 210, 52);

  words.headlineFigures(stats).forEach((figure, i) => {
    const x = 80 + (i % 2) * 470;
    const y = 360 + Math.floor(i / 2) * 220;
    text(figure.value, x, y, 96, '#f5f5f7', 800);
    text(figure.label, x, y + 56, 34, '#a1a1aa', 500);
  });

  const lists: Array<[string, string[]]> = [
    [words.topFilms, stats.top_films.map((title) => title.title)],
    [words.topShows, stats.top_shows.map((title) => title.title)],
    [words.topGenres, stats.top_genres.map((genre) => genre.name)],
  ];
  let y = 860;
  for (const [heading, names] of lists) {
    if (names.length === 0) continue;
    text(heading, 80, y, 34, accent, 700);
    text(names.slice(0, 3).join(' · '), 80, y + 52, 36, '#f5f5f7', 500);
    y += 150;
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made'))), 'image/png'),
  );
}

/**
 * Hands the picture to the device's share sheet where the browser can share files, else downloads it. Answers
 * what happened, for the page to say.
 */
export async function shareStatsPicture(blob: Blob, fileName: string): Promise<'shared' | 'downloaded'> {
  const file = new File([blob], fileName, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    await navigator.share({ files: [file] });
    return 'shared';
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return 'downloaded';
}
