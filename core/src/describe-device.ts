/**
 * A short name for a session's device from its user agent ("Chrome on Windows"), so a list of
 * sessions or sign-ins (the apps' Security pages, the console's user timeline, the CLI) reads
 * like the device in the user's hand, not a header string. Display only: nothing decides on it. Order matters: Edge and Opera
 * also say "Chrome", Chrome also says "Safari".
 */
const browsers: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const longest = 60;

export function describeDevice(userAgent: string | null): string {
  if (!userAgent?.trim()) return 'Unknown device';
  // The operators' CLI (cli/src/version.ts): "tradesim-cli/0.1.0 (Node v20.20.2; linux)".
  const cli = /^tradesim-cli\/(\S+)/.exec(userAgent);
  if (cli) return `Tradesim CLI ${cli[1]}`;
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser || system) return (browser ?? system) as string;
  // Not a browser (the CLI, a script): the agent string itself is the best name there is.
  const raw = userAgent.trim();
  return raw.length > longest ? `${raw.slice(0, longest)}…` : raw;
}
