import { useAdScript } from './use-ad-script';

/** The ad script of AD_SCRIPT_URL as a part of the page, loaded by the shell only on a server that configures one. */
export default function AdScript({ url, pathname }: { url: string; pathname: string }) {
  useAdScript(url, pathname);
  return null;
}
