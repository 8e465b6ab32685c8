/**
 * Real, well-known series for the offline catalogue, each a finished show so its facts no longer
 * change. Only facts we are sure of are written here; anything uncertain is left out (the catalogue
 * then shows nothing rather than something invented). Episode names are not recorded: the
 * catalogue calls them 'Episode N'.
 *
 * Every show carries its US TV rating, the one it is broadly listed with in the US (some episodes of a
 * show may have aired under another); a rating is never left out, since a profile with a maximum
 * rating does not see an unrated title.
 *
 * genres are TMDB's TV genre ids: 10759 Action & Adventure, 16 Animation, 35 Comedy, 80 Crime,
 * 99 Documentary, 18 Drama, 9648 Mystery, 10765 Sci-Fi & Fantasy, 10768 War & Politics, 37 Western.
 */
export interface SeriesFact {
  name: string;
  /** Date the first episode aired, YYYY-MM-DD. */
  firstAirDate: string;
  /** TMDB's show type. */
  type: 'Scripted' | 'Miniseries' | 'Documentary';
  genres: number[];
  /** Episode count of season 1, 2, ... in order. */
  seasons: number[];
  /** Networks the show first aired on. */
  networks: string[];
  createdBy?: string[];
  /** ISO 3166-1 country and ISO 639-1 language of the original production. */
  country: string;
  language: string;
  /** IMDb user rating to one decimal (approximate, it moves slowly); left out where unsure. */
  rating?: number;
  /** The US TV rating the show is known by ('TV-MA'). */
  contentRating: TvContentRating;
}

/** The US TV parental guidelines, youngest audience first. */
export type TvContentRating = 'TV-Y' | 'TV-Y7' | 'TV-G' | 'TV-PG' | 'TV-14' | 'TV-MA';

const US = { country: 'US', language: 'en' } as const;
const GB = { country: 'GB', language: 'en' } as const;
const JP = { country: 'JP', language: 'ja' } as const;

export const TV_SERIES: SeriesFact[] = [
  { name: 'Breaking Bad', firstAirDate: '2008-01-20', type: 'Scripted', genres: [18, 80], seasons: [7, 13, 13, 13, 16], networks: ['AMC'], createdBy: ['Vince Gilligan'], ...US, rating: 9.5, contentRating: 'TV-MA' },
  { name: 'Better Call Saul', firstAirDate: '2015-02-08', type: 'Scripted', genres: [80, 18], seasons: [10, 10, 10, 10, 10, 13], networks: ['AMC'], createdBy: ['Vince Gilligan', 'Peter Gould'], ...US, rating: 9.0, contentRating: 'TV-MA' },
  { name: 'Game of Thrones', firstAirDate: '2011-04-17', type: 'Scripted', genres: [10765, 18, 10759], seasons: [10, 10, 10, 10, 10, 10, 7, 6], networks: ['HBO'], createdBy: ['David Benioff', 'D. B. Weiss'], ...US, rating: 9.2, contentRating: 'TV-MA' },
  { name: 'The Wire', firstAirDate: '2002-06-02', type: 'Scripted', genres: [80, 18], seasons: [13, 12, 12, 13, 10], networks: ['HBO'], createdBy: ['David Simon'], ...US, rating: 9.3, contentRating: 'TV-MA' },
  { name: 'The Sopranos', firstAirDate: '1999-01-10', type: 'Scripted', genres: [80, 18], seasons: [13, 13, 13, 13, 13, 21], networks: ['HBO'], createdBy: ['David Chase'], ...US, rating: 9.2, contentRating: 'TV-MA' },
  { name: 'Friends', firstAirDate: '1994-09-22', type: 'Scripted', genres: [35], seasons: [24, 24, 25, 24, 24, 25, 24, 24, 24, 18], networks: ['NBC'], createdBy: ['David Crane', 'Marta Kauffman'], ...US, rating: 8.9, contentRating: 'TV-14' },
  { name: 'Seinfeld', firstAirDate: '1989-07-05', type: 'Scripted', genres: [35], seasons: [5, 12, 23, 24, 22, 24, 24, 22, 24], networks: ['NBC'], createdBy: ['Larry David', 'Jerry Seinfeld'], ...US, rating: 8.9, contentRating: 'TV-PG' },
  { name: 'The Office', firstAirDate: '2005-03-24', type: 'Scripted', genres: [35], seasons: [6, 22, 25, 19, 28, 26, 26, 24, 25], networks: ['NBC'], createdBy: ['Greg Daniels'], ...US, rating: 9.0, contentRating: 'TV-14' },
  { name: 'The Office', firstAirDate: '2001-07-09', type: 'Scripted', genres: [35], seasons: [6, 6], networks: ['BBC Two'], createdBy: ['Ricky Gervais', 'Stephen Merchant'], ...GB, rating: 8.5, contentRating: 'TV-MA' },
  { name: 'Mad Men', firstAirDate: '2007-07-19', type: 'Scripted', genres: [18], seasons: [13, 13, 13, 13, 13, 13, 14], networks: ['AMC'], createdBy: ['Matthew Weiner'], ...US, rating: 8.7, contentRating: 'TV-14' },
  { name: 'Lost', firstAirDate: '2004-09-22', type: 'Scripted', genres: [10759, 18, 9648, 10765], seasons: [25, 24, 23, 14, 17, 18], networks: ['ABC'], createdBy: ['J. J. Abrams', 'Damon Lindelof', 'Jeffrey Lieber'], ...US, rating: 8.3, contentRating: 'TV-14' },
  { name: 'Chernobyl', firstAirDate: '2019-05-06', type: 'Miniseries', genres: [18], seasons: [5], networks: ['HBO'], createdBy: ['Craig Mazin'], ...US, rating: 9.3, contentRating: 'TV-MA' },
  { name: 'Band of Brothers', firstAirDate: '2001-09-09', type: 'Miniseries', genres: [18, 10768], seasons: [10], networks: ['HBO'], ...US, rating: 9.4, contentRating: 'TV-MA' },
  { name: 'The Pacific', firstAirDate: '2010-03-14', type: 'Miniseries', genres: [18, 10768], seasons: [10], networks: ['HBO'], ...US, rating: 8.3, contentRating: 'TV-MA' },
  { name: 'Generation Kill', firstAirDate: '2008-07-13', type: 'Miniseries', genres: [18, 10768], seasons: [7], networks: ['HBO'], ...US, rating: 8.5, contentRating: 'TV-MA' },
  { name: 'Sherlock', firstAirDate: '2010-07-25', type: 'Scripted', genres: [80, 18, 9648], seasons: [3, 3, 3, 3], networks: ['BBC One'], createdBy: ['Mark Gatiss', 'Steven Moffat'], ...GB, rating: 9.1, contentRating: 'TV-14' },
  { name: 'Fleabag', firstAirDate: '2016-07-21', type: 'Scripted', genres: [35, 18], seasons: [6, 6], networks: ['BBC Three'], createdBy: ['Phoebe Waller-Bridge'], ...GB, rating: 8.7, contentRating: 'TV-MA' },
  { name: 'The Crown', firstAirDate: '2016-11-04', type: 'Scripted', genres: [18], seasons: [10, 10, 10, 10, 10, 10], networks: ['Netflix'], createdBy: ['Peter Morgan'], ...GB, rating: 8.6, contentRating: 'TV-MA' },
  { name: 'Twin Peaks', firstAirDate: '1990-04-08', type: 'Scripted', genres: [18, 9648, 80], seasons: [8, 22, 18], networks: ['ABC', 'Showtime'], createdBy: ['Mark Frost', 'David Lynch'], ...US, rating: 8.8, contentRating: 'TV-14' },
  { name: 'The X-Files', firstAirDate: '1993-09-10', type: 'Scripted', genres: [9648, 10765, 18], seasons: [24, 25, 24, 24, 20, 22, 22, 21, 20, 6, 10], networks: ['Fox'], createdBy: ['Chris Carter'], ...US, rating: 8.6, contentRating: 'TV-14' },
  { name: 'Frasier', firstAirDate: '1993-09-16', type: 'Scripted', genres: [35], seasons: [24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24], networks: ['NBC'], createdBy: ['David Angell', 'Peter Casey', 'David Lee'], ...US, rating: 8.2, contentRating: 'TV-PG' },
  { name: 'The Shield', firstAirDate: '2002-03-12', type: 'Scripted', genres: [80, 18], seasons: [13, 13, 15, 13, 11, 10, 13], networks: ['FX'], createdBy: ['Shawn Ryan'], ...US, rating: 8.7, contentRating: 'TV-MA' },
  { name: 'Six Feet Under', firstAirDate: '2001-06-03', type: 'Scripted', genres: [18], seasons: [13, 13, 13, 12, 12], networks: ['HBO'], createdBy: ['Alan Ball'], ...US, rating: 8.7, contentRating: 'TV-MA' },
  { name: 'Deadwood', firstAirDate: '2004-03-21', type: 'Scripted', genres: [37, 80, 18], seasons: [12, 12, 12], networks: ['HBO'], createdBy: ['David Milch'], ...US, rating: 8.6, contentRating: 'TV-MA' },
  { name: 'Dexter', firstAirDate: '2006-10-01', type: 'Scripted', genres: [80, 18, 9648], seasons: [12, 12, 12, 12, 12, 12, 12, 12], networks: ['Showtime'], createdBy: ['James Manos Jr.'], ...US, rating: 8.6, contentRating: 'TV-MA' },
  { name: 'House', firstAirDate: '2004-11-16', type: 'Scripted', genres: [18, 9648], seasons: [22, 24, 24, 16, 24, 22, 23, 22], networks: ['Fox'], createdBy: ['David Shore'], ...US, rating: 8.7, contentRating: 'TV-14' },
  { name: 'Arrested Development', firstAirDate: '2003-11-02', type: 'Scripted', genres: [35], seasons: [22, 18, 13, 15, 16], networks: ['Fox', 'Netflix'], createdBy: ['Mitchell Hurwitz'], ...US, rating: 8.7, contentRating: 'TV-14' },
  { name: 'Parks and Recreation', firstAirDate: '2009-04-09', type: 'Scripted', genres: [35], seasons: [6, 24, 16, 22, 22, 22, 13], networks: ['NBC'], createdBy: ['Greg Daniels', 'Michael Schur'], ...US, rating: 8.6, contentRating: 'TV-PG' },
  { name: 'Brooklyn Nine-Nine', firstAirDate: '2013-09-17', type: 'Scripted', genres: [35, 80], seasons: [22, 23, 23, 22, 22, 18, 13, 10], networks: ['Fox', 'NBC'], createdBy: ['Dan Goor', 'Michael Schur'], ...US, rating: 8.4, contentRating: 'TV-14' },
  { name: 'The Good Place', firstAirDate: '2016-09-19', type: 'Scripted', genres: [35, 10765], seasons: [13, 13, 13, 14], networks: ['NBC'], createdBy: ['Michael Schur'], ...US, rating: 8.2, contentRating: 'TV-14' },
  { name: '30 Rock', firstAirDate: '2006-10-11', type: 'Scripted', genres: [35], seasons: [21, 15, 22, 22, 23, 22, 13], networks: ['NBC'], createdBy: ['Tina Fey'], ...US, rating: 8.2, contentRating: 'TV-14' },
  { name: 'Community', firstAirDate: '2009-09-17', type: 'Scripted', genres: [35], seasons: [25, 24, 22, 13, 13, 13], networks: ['NBC', 'Yahoo! Screen'], createdBy: ['Dan Harmon'], ...US, rating: 8.5, contentRating: 'TV-14' },
  { name: 'The Twilight Zone', firstAirDate: '1959-10-02', type: 'Scripted', genres: [10765, 18, 9648], seasons: [36, 29, 37, 18, 36], networks: ['CBS'], createdBy: ['Rod Serling'], ...US, rating: 9.0, contentRating: 'TV-PG' },
  { name: 'Star Trek', firstAirDate: '1966-09-08', type: 'Scripted', genres: [10765, 10759], seasons: [29, 26, 24], networks: ['NBC'], createdBy: ['Gene Roddenberry'], ...US, rating: 8.4, contentRating: 'TV-PG' },
  { name: 'Fawlty Towers', firstAirDate: '1975-09-19', type: 'Scripted', genres: [35], seasons: [6, 6], networks: ['BBC Two'], createdBy: ['John Cleese', 'Connie Booth'], ...GB, rating: 8.8, contentRating: 'TV-PG' },
  { name: 'Blackadder', firstAirDate: '1983-06-15', type: 'Scripted', genres: [35], seasons: [6, 6, 6, 6], networks: ['BBC One'], createdBy: ['Richard Curtis', 'Rowan Atkinson'], ...GB, contentRating: 'TV-PG' },
  { name: 'Downton Abbey', firstAirDate: '2010-09-26', type: 'Scripted', genres: [18], seasons: [7, 9, 9, 9, 9, 9], networks: ['ITV'], createdBy: ['Julian Fellowes'], ...GB, rating: 8.7, contentRating: 'TV-PG' },
  { name: 'Succession', firstAirDate: '2018-06-03', type: 'Scripted', genres: [18, 35], seasons: [10, 10, 9, 10], networks: ['HBO'], createdBy: ['Jesse Armstrong'], ...US, rating: 8.9, contentRating: 'TV-MA' },
  { name: 'The Leftovers', firstAirDate: '2014-06-29', type: 'Scripted', genres: [18, 9648, 10765], seasons: [10, 10, 8], networks: ['HBO'], createdBy: ['Damon Lindelof', 'Tom Perrotta'], ...US, rating: 8.3, contentRating: 'TV-MA' },
  { name: 'Boardwalk Empire', firstAirDate: '2010-09-19', type: 'Scripted', genres: [80, 18], seasons: [12, 12, 12, 12, 8], networks: ['HBO'], createdBy: ['Terence Winter'], ...US, rating: 8.6, contentRating: 'TV-MA' },
  { name: 'Rome', firstAirDate: '2005-08-28', type: 'Scripted', genres: [18, 10768], seasons: [12, 10], networks: ['HBO'], ...US, rating: 8.7, contentRating: 'TV-MA' },
  { name: 'Oz', firstAirDate: '1997-07-12', type: 'Scripted', genres: [80, 18], seasons: [8, 8, 8, 16, 8, 8], networks: ['HBO'], createdBy: ['Tom Fontana'], ...US, rating: 8.7, contentRating: 'TV-MA' },
  { name: 'Firefly', firstAirDate: '2002-09-20', type: 'Scripted', genres: [37, 10765, 18, 10759], seasons: [14], networks: ['Fox'], createdBy: ['Joss Whedon'], ...US, rating: 9.0, contentRating: 'TV-14' },
  { name: 'Buffy the Vampire Slayer', firstAirDate: '1997-03-10', type: 'Scripted', genres: [10765, 18, 10759], seasons: [12, 22, 22, 22, 22, 22, 22], networks: ['The WB', 'UPN'], createdBy: ['Joss Whedon'], ...US, rating: 8.3, contentRating: 'TV-14' },
  { name: 'Curb Your Enthusiasm', firstAirDate: '2000-10-15', type: 'Scripted', genres: [35], seasons: [10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10], networks: ['HBO'], createdBy: ['Larry David'], ...US, rating: 8.8, contentRating: 'TV-MA' },
  { name: 'Veep', firstAirDate: '2012-04-22', type: 'Scripted', genres: [35], seasons: [8, 10, 10, 10, 10, 10, 7], networks: ['HBO'], createdBy: ['Armando Iannucci'], ...US, rating: 8.4, contentRating: 'TV-MA' },
  { name: 'Silicon Valley', firstAirDate: '2014-04-06', type: 'Scripted', genres: [35], seasons: [8, 10, 10, 10, 8, 7], networks: ['HBO'], createdBy: ['Mike Judge', 'John Altschuler', 'Dave Krinsky'], ...US, rating: 8.5, contentRating: 'TV-MA' },
  { name: 'Mr. Robot', firstAirDate: '2015-06-24', type: 'Scripted', genres: [80, 18, 9648], seasons: [10, 12, 10, 13], networks: ['USA Network'], createdBy: ['Sam Esmail'], ...US, rating: 8.5, contentRating: 'TV-MA' },
  { name: 'Halt and Catch Fire', firstAirDate: '2014-06-01', type: 'Scripted', genres: [18], seasons: [10, 10, 10, 10], networks: ['AMC'], createdBy: ['Christopher Cantwell', 'Christopher C. Rogers'], ...US, rating: 8.5, contentRating: 'TV-14' },
  { name: 'Hannibal', firstAirDate: '2013-04-04', type: 'Scripted', genres: [80, 18], seasons: [13, 13, 13], networks: ['NBC'], createdBy: ['Bryan Fuller'], ...US, rating: 8.5, contentRating: 'TV-14' },
  { name: 'Peaky Blinders', firstAirDate: '2013-09-12', type: 'Scripted', genres: [18, 80], seasons: [6, 6, 6, 6, 6, 6], networks: ['BBC Two'], createdBy: ['Steven Knight'], ...GB, rating: 8.8, contentRating: 'TV-MA' },
  { name: 'Planet Earth', firstAirDate: '2006-03-05', type: 'Documentary', genres: [99], seasons: [11], networks: ['BBC One'], ...GB, rating: 9.4, contentRating: 'TV-G' },
  { name: 'Planet Earth II', firstAirDate: '2016-11-06', type: 'Documentary', genres: [99], seasons: [6], networks: ['BBC One'], ...GB, rating: 9.5, contentRating: 'TV-G' },
  { name: 'Blue Planet II', firstAirDate: '2017-10-29', type: 'Documentary', genres: [99], seasons: [7], networks: ['BBC One'], ...GB, rating: 9.3, contentRating: 'TV-G' },
  { name: 'Avatar: The Last Airbender', firstAirDate: '2005-02-21', type: 'Scripted', genres: [16, 10759, 10765], seasons: [20, 20, 21], networks: ['Nickelodeon'], createdBy: ['Michael Dante DiMartino', 'Bryan Konietzko'], ...US, rating: 9.3, contentRating: 'TV-Y7' },
  { name: 'Gravity Falls', firstAirDate: '2012-06-15', type: 'Scripted', genres: [16, 35, 9648], seasons: [20, 20], networks: ['Disney Channel'], createdBy: ['Alex Hirsch'], ...US, rating: 8.9, contentRating: 'TV-Y7' },
  { name: 'Freaks and Geeks', firstAirDate: '1999-09-25', type: 'Scripted', genres: [35, 18], seasons: [18], networks: ['NBC'], createdBy: ['Paul Feig'], ...US, rating: 8.8, contentRating: 'TV-14' },
  { name: 'The Night Of', firstAirDate: '2016-07-10', type: 'Miniseries', genres: [80, 18], seasons: [8], networks: ['HBO'], createdBy: ['Richard Price', 'Steven Zaillian'], ...US, rating: 8.5, contentRating: 'TV-MA' },
  { name: 'Dark', firstAirDate: '2017-12-01', type: 'Scripted', genres: [80, 18, 10765, 9648], seasons: [10, 8, 8], networks: ['Netflix'], createdBy: ['Baran bo Odar', 'Jantje Friese'], country: 'DE', language: 'de', rating: 8.7, contentRating: 'TV-MA' },
  { name: "The Queen's Gambit", firstAirDate: '2020-10-23', type: 'Miniseries', genres: [18], seasons: [7], networks: ['Netflix'], createdBy: ['Scott Frank', 'Allan Scott'], ...US, rating: 8.5, contentRating: 'TV-MA' },
  { name: 'Narcos', firstAirDate: '2015-08-28', type: 'Scripted', genres: [80, 18], seasons: [10, 10, 10], networks: ['Netflix'], createdBy: ['Chris Brancato', 'Carlo Bernard', 'Doug Miro'], ...US, rating: 8.8, contentRating: 'TV-MA' },
  { name: 'The Americans', firstAirDate: '2013-01-30', type: 'Scripted', genres: [18, 80, 10768], seasons: [13, 13, 13, 13, 13, 10], networks: ['FX'], createdBy: ['Joe Weisberg'], ...US, rating: 8.4, contentRating: 'TV-MA' },
  { name: 'Justified', firstAirDate: '2010-03-16', type: 'Scripted', genres: [80, 18, 37], seasons: [13, 13, 13, 13, 13, 13], networks: ['FX'], createdBy: ['Graham Yost'], ...US, rating: 8.6, contentRating: 'TV-MA' },
  { name: 'Sons of Anarchy', firstAirDate: '2008-09-03', type: 'Scripted', genres: [80, 18], seasons: [13, 13, 13, 14, 13, 13, 13], networks: ['FX'], createdBy: ['Kurt Sutter'], ...US, rating: 8.6, contentRating: 'TV-MA' },
  { name: 'How I Met Your Mother', firstAirDate: '2005-09-19', type: 'Scripted', genres: [35], seasons: [22, 22, 20, 24, 24, 24, 24, 24, 24], networks: ['CBS'], createdBy: ['Carter Bays', 'Craig Thomas'], ...US, rating: 8.3, contentRating: 'TV-14' },
  { name: 'The Big Bang Theory', firstAirDate: '2007-09-24', type: 'Scripted', genres: [35], seasons: [17, 23, 23, 24, 24, 24, 24, 24, 24, 24, 24, 24], networks: ['CBS'], createdBy: ['Chuck Lorre', 'Bill Prady'], ...US, rating: 8.2, contentRating: 'TV-PG' },
  { name: 'Modern Family', firstAirDate: '2009-09-23', type: 'Scripted', genres: [35], seasons: [24, 24, 24, 24, 24, 24, 22, 22, 22, 22, 18], networks: ['ABC'], createdBy: ['Christopher Lloyd', 'Steven Levitan'], ...US, rating: 8.5, contentRating: 'TV-PG' },
  { name: 'The Walking Dead', firstAirDate: '2010-10-31', type: 'Scripted', genres: [10759, 18, 10765], seasons: [6, 13, 16, 16, 16, 16, 16, 16, 16, 22, 24], networks: ['AMC'], createdBy: ['Frank Darabont'], ...US, rating: 8.1, contentRating: 'TV-MA' },
  { name: 'Atlanta', firstAirDate: '2016-09-06', type: 'Scripted', genres: [35, 18], seasons: [10, 11, 10, 10], networks: ['FX'], createdBy: ['Donald Glover'], ...US, rating: 8.6, contentRating: 'TV-MA' },
  { name: 'BoJack Horseman', firstAirDate: '2014-08-22', type: 'Scripted', genres: [16, 35, 18], seasons: [12, 12, 12, 12, 12, 16], networks: ['Netflix'], createdBy: ['Raphael Bob-Waksberg'], ...US, rating: 8.8, contentRating: 'TV-MA' },
  { name: 'Cowboy Bebop', firstAirDate: '1998-04-03', type: 'Scripted', genres: [16, 10759, 10765], seasons: [26], networks: ['TV Tokyo'], ...JP, rating: 8.9, contentRating: 'TV-14' },
  { name: 'Neon Genesis Evangelion', firstAirDate: '1995-10-04', type: 'Scripted', genres: [16, 10765, 18], seasons: [26], networks: ['TV Tokyo'], ...JP, rating: 8.5, contentRating: 'TV-14' },
  { name: 'Death Note', firstAirDate: '2006-10-04', type: 'Scripted', genres: [16, 9648, 80, 10765], seasons: [37], networks: ['Nippon TV'], ...JP, rating: 8.9, contentRating: 'TV-14' },
  { name: 'Fullmetal Alchemist: Brotherhood', firstAirDate: '2009-04-05', type: 'Scripted', genres: [16, 10759, 10765, 18], seasons: [64], networks: ['MBS'], ...JP, rating: 9.1, contentRating: 'TV-14' },
  { name: '24', firstAirDate: '2001-11-06', type: 'Scripted', genres: [10759, 18, 80], seasons: [24, 24, 24, 24, 24, 24, 24, 24, 12], networks: ['Fox'], createdBy: ['Joel Surnow', 'Robert Cochran'], ...US, rating: 8.4, contentRating: 'TV-14' },
  { name: 'Entourage', firstAirDate: '2004-07-18', type: 'Scripted', genres: [35, 18], seasons: [8, 14, 20, 12, 12, 12, 10, 8], networks: ['HBO'], createdBy: ['Doug Ellin'], ...US, rating: 8.5, contentRating: 'TV-MA' },
  { name: 'Gilmore Girls', firstAirDate: '2000-10-05', type: 'Scripted', genres: [35, 18], seasons: [21, 22, 22, 22, 22, 22, 22], networks: ['The WB', 'The CW'], createdBy: ['Amy Sherman-Palladino'], ...US, rating: 8.2, contentRating: 'TV-PG' },
  { name: 'The Marvelous Mrs. Maisel', firstAirDate: '2017-03-16', type: 'Scripted', genres: [35, 18], seasons: [8, 10, 8, 9, 9], networks: ['Prime Video'], createdBy: ['Amy Sherman-Palladino'], ...US, rating: 8.7, contentRating: 'TV-MA' },
  { name: 'Broadchurch', firstAirDate: '2013-03-04', type: 'Scripted', genres: [80, 18, 9648], seasons: [8, 8, 8], networks: ['ITV'], createdBy: ['Chris Chibnall'], ...GB, rating: 8.4, contentRating: 'TV-14' },
  { name: 'The IT Crowd', firstAirDate: '2006-02-03', type: 'Scripted', genres: [35], seasons: [6, 6, 6, 6], networks: ['Channel 4'], createdBy: ['Graham Linehan'], ...GB, rating: 8.5, contentRating: 'TV-14' },
  { name: 'Black Books', firstAirDate: '2000-09-29', type: 'Scripted', genres: [35], seasons: [6, 6, 6], networks: ['Channel 4'], createdBy: ['Dylan Moran', 'Graham Linehan'], ...GB, rating: 8.5, contentRating: 'TV-14' },
  { name: 'Spaced', firstAirDate: '1999-09-24', type: 'Scripted', genres: [35], seasons: [7, 7], networks: ['Channel 4'], createdBy: ['Simon Pegg', 'Jessica Hynes'], ...GB, rating: 8.6, contentRating: 'TV-14' },
  { name: 'Friday Night Lights', firstAirDate: '2006-10-03', type: 'Scripted', genres: [18], seasons: [22, 15, 13, 13, 13], networks: ['NBC'], createdBy: ['Peter Berg'], ...US, rating: 8.7, contentRating: 'TV-14' },
  { name: 'Watchmen', firstAirDate: '2019-10-20', type: 'Miniseries', genres: [10765, 18, 9648], seasons: [9], networks: ['HBO'], createdBy: ['Damon Lindelof'], ...US, rating: 8.1, contentRating: 'TV-MA' },
  { name: 'Arcane', firstAirDate: '2021-11-06', type: 'Scripted', genres: [16, 10765, 10759, 18], seasons: [9, 9], networks: ['Netflix'], createdBy: ['Christian Linke', 'Alex Yee'], ...US, rating: 9.0, contentRating: 'TV-14' },
  { name: 'Barry', firstAirDate: '2018-03-25', type: 'Scripted', genres: [35, 80, 18], seasons: [8, 8, 8, 8], networks: ['HBO'], createdBy: ['Alec Berg', 'Bill Hader'], ...US, rating: 8.4, contentRating: 'TV-MA' },
  { name: 'True Blood', firstAirDate: '2008-09-07', type: 'Scripted', genres: [18, 10765, 9648], seasons: [12, 12, 12, 12, 12, 10, 10], networks: ['HBO'], createdBy: ['Alan Ball'], ...US, rating: 7.9, contentRating: 'TV-MA' },
  { name: 'Girls', firstAirDate: '2012-04-15', type: 'Scripted', genres: [35, 18], seasons: [10, 10, 12, 10, 10, 10], networks: ['HBO'], createdBy: ['Lena Dunham'], ...US, rating: 7.3, contentRating: 'TV-MA' },
  { name: 'Homeland', firstAirDate: '2011-10-02', type: 'Scripted', genres: [18, 80, 10768], seasons: [12, 12, 12, 12, 12, 12, 12, 12], networks: ['Showtime'], createdBy: ['Howard Gordon', 'Alex Gansa'], ...US, rating: 8.3, contentRating: 'TV-MA' },
  { name: 'Sex and the City', firstAirDate: '1998-06-06', type: 'Scripted', genres: [35, 18], seasons: [12, 18, 18, 18, 8, 20], networks: ['HBO'], createdBy: ['Darren Star'], ...US, rating: 7.3, contentRating: 'TV-MA' },
  { name: 'Ozark', firstAirDate: '2017-07-21', type: 'Scripted', genres: [80, 18], seasons: [10, 10, 10, 14], networks: ['Netflix'], createdBy: ['Bill Dubuque', 'Mark Williams'], ...US, rating: 8.5, contentRating: 'TV-MA' },
  { name: 'House of Cards', firstAirDate: '2013-02-01', type: 'Scripted', genres: [18], seasons: [13, 13, 13, 13, 13, 8], networks: ['Netflix'], createdBy: ['Beau Willimon'], ...US, rating: 8.6, contentRating: 'TV-MA' },
  { name: 'Orange Is the New Black', firstAirDate: '2013-07-11', type: 'Scripted', genres: [35, 18, 80], seasons: [13, 13, 13, 13, 13, 13, 13], networks: ['Netflix'], createdBy: ['Jenji Kohan'], ...US, rating: 8.0, contentRating: 'TV-MA' },
  { name: 'The Good Wife', firstAirDate: '2009-09-22', type: 'Scripted', genres: [18, 80], seasons: [23, 23, 22, 22, 22, 22, 22], networks: ['CBS'], createdBy: ['Robert King', 'Michelle King'], ...US, rating: 8.4, contentRating: 'TV-14' },
];
