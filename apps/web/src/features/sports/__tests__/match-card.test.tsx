import type { Match } from '@marquee/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { MatchCard } from '../components/match-card';

const NOW = new Date(2025, 2, 26, 18, 0).getTime();
const HOUR = 3_600_000;

const live: Match = {
  id: 'own-id',
  title: 'Arsenal vs Chelsea',
  category: 'football',
  date: NOW - HOUR,
  poster: '/api/images/poster/arsenal/chelsea.webp',
  popular: true,
  teams: { home: { name: 'Arsenal', badge: 'arsenal' }, away: { name: 'Chelsea', badge: 'chelsea' } },
  sources: [
    { source: 'alpha', id: 'arsenal-vs-chelsea-1' },
    { source: 'bravo', id: 'arsenal-chelsea' },
  ],
};

describe('MatchCard', () => {
  it('shows a live match: poster, LIVE over Popular, title, teams with badges, start and sources; opens by the first source id', () => {
    const { container } = renderApp(<MatchCard match={live} sportName="Football" now={NOW} />);
    expect(container.querySelector('img[src="/api/live/images/poster/arsenal/chelsea.webp"]')).not.toBeNull();
    expect(screen.getByText('LIVE')).toBeDefined();
    expect(screen.queryByText('Popular')).toBeNull();
    expect(screen.getByRole('link', { name: 'Arsenal vs Chelsea' }).getAttribute('href')).toBe(
      '/sports/player/arsenal-vs-chelsea-1',
    );
    const teams = screen.getByRole('list', { name: 'Teams' });
    expect(
      within(teams)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Arsenal', 'Chelsea']);
    expect(container.querySelector('img[src="/api/live/images/badge/arsenal.webp"]')).not.toBeNull();
    expect(screen.getByText('Started 1 hour ago')).toBeDefined();
    expect(screen.getByText('2 sources')).toBeDefined();
  });

  it('shows a later popular match without teams or poster: the category, Popular, the date and time', () => {
    const later: Match = {
      id: 'formula-1-monaco-grand-prix-race-7',
      title: 'Formula 1: Monaco Grand Prix - Race',
      category: 'motor-sports',
      date: new Date(2025, 2, 27, 14, 5).getTime(),
      popular: true,
      sources: [{ source: 'charlie', id: 'formula-1-monaco-grand-prix-race-7' }],
    };
    const { container } = renderApp(<MatchCard match={later} sportName="Motor Sports" now={NOW} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Motor Sports')).toBeDefined();
    expect(screen.getByText('Popular')).toBeDefined();
    expect(screen.queryByText('LIVE')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Teams' })).toBeNull();
    expect(screen.getByText('Mar 27, 2025, 2:05 PM')).toBeDefined();
    expect(screen.getByText('1 source')).toBeDefined();
  });

  it('shows no badge on a match over more than 3 hours ago that is not popular', () => {
    renderApp(<MatchCard match={{ ...live, popular: false, date: NOW - 3 * HOUR }} sportName="Football" now={NOW} />);
    expect(screen.queryByText('LIVE')).toBeNull();
    expect(screen.queryByText('Popular')).toBeNull();
    expect(screen.getByText('Started 3 hours ago')).toBeDefined();
  });
});
