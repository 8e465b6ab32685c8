import Bowser from 'bowser';

/**
 * The browser and system a sign-in was made from, read from its User-Agent with Bowser, as a person would name
 * them: 'Firefox 140', 'Windows 10'. Only the major version is kept: the rest changes with every update and tells
 * the person nothing. Null for what the header does not say.
 */
export function deviceName(userAgent: string | null): { browser: string | null; system: string | null } {
  if (!userAgent) return { browser: null, system: null };
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowser();
  const os = parser.getOS();
  const major = (version: string | undefined) => version?.split('.')[0];
  return {
    browser: named(browser.name, major(browser.version)),
    system: named(os.name, os.versionName ?? major(os.version)),
  };
}

function named(name: string | undefined, version: string | undefined): string | null {
  if (!name) return null;
  return version ? `${name} ${version}` : name;
}
