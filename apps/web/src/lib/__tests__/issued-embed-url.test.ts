import { describe, expect, it } from 'vitest';
import { isOwnPage } from '../issued-embed-url';

describe('isOwnPage', () => {
  it.each(['/embed/movie/550', '/embed/tv/1399/1/1?autoplay=1'])('takes %j for a page of this server', (url) => {
    expect(isOwnPage(url)).toBe(true);
  });

  // Browsers read '\' as '/' and drop tabs: each of these is another site's page.
  it.each(['https://player.example/embed/550', '//player.example/550', '/\\player.example/550', '/\t/player.example/550'])(
    'takes %j for another site’s',
    (url) => {
      expect(isOwnPage(url)).toBe(false);
    },
  );
});
