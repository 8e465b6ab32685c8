import { describe, expect, it } from 'vitest';
import { ratingRank } from '@marquee/core';
import { HttpError } from '../../../http/errors.ts';
import { parseGatewayRequest } from '../gateway-request.ts';
import type { MetadataSource } from '../metadata-source.ts';
import { answerUnderLimit } from '../profile-limit.ts';

/** An upstream source whose one list page holds `ids`, and whose rating reads fail for the ids in `failing`. */
function sourceWith(ids: number[], failing: Set<number>): MetadataSource {
  return {
    mode: 'upstream',
    source: 'tmdb',
    prepare() {},
    async answer() {
      const results = ids.map((id) => ({ id, title: `Film ${id}` }));
      return { body: JSON.stringify({ page: 1, results, total_pages: 1, total_results: ids.length }), maxAge: 300 };
    },
    async titleRating(_media, id) {
      if (failing.has(id)) throw new HttpError(502, 'TMDB did not answer');
      return { rating: 'G', adult: false };
    },
    async image() {
      throw new Error('not used');
    },
    async findByOutsideId() {
      return null;
    },
    async close() {},
  };
}

const popular = parseGatewayRequest('movie/popular', new URLSearchParams());
const atPage = (page: number) => parseGatewayRequest('movie/popular', new URLSearchParams({ page: String(page) }));
const PG = ratingRank('PG')!;

describe('a limited list when some ratings cannot be read', () => {
  it('leaves out only the titles whose rating failed', async () => {
    const answer = await answerUnderLimit(sourceWith([1, 2, 3], new Set([2])), popular, PG, atPage);
    const body = JSON.parse(answer.body) as { results: Array<{ id: number }> };
    expect(body.results.map((item) => item.id)).toEqual([1, 3]);
  });

  it('fails as the upstream failed when no rating could be read', async () => {
    await expect(answerUnderLimit(sourceWith([1, 2], new Set([1, 2])), popular, PG, atPage)).rejects.toMatchObject({
      statusCode: 502,
    });
  });

  it('answers an empty page when the list itself is empty', async () => {
    const answer = await answerUnderLimit(sourceWith([], new Set()), popular, PG, atPage);
    expect(JSON.parse(answer.body)).toMatchObject({ results: [] });
  });
});
