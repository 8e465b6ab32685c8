import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderApp } from '@/testing/render';
import { TitleLoadState } from '../components/title-load-state';

const texts = { notFound: 'Movie not found', failed: 'Failed to load movie data. Please try again.' };

describe('TitleLoadState', () => {
  it.each([
    [new ApiError(404, 'Not found', true), 'Movie not found'],
    [new ApiError(403, 'Not on this profile', true), "This title isn't available on this profile"],
    [new ApiError(502, 'Bad gateway'), 'Failed to load movie data. Please try again.'],
  ])('says what a %s means, with Return to Home', (error, heading) => {
    renderApp(<TitleLoadState isPending={false} error={error} {...texts} />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });
});
