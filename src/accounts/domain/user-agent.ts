/** What a person recognises of a device from its User-Agent header: the kind of device and the browser (or app). */
export interface DeviceSummary {
  device: string;
  browser: string;
}

const DEVICES: [RegExp, string][] = [
  [/iPad/, 'iPad'],
  [/iPhone|iPod/, 'iPhone'],
  [/Android.*Mobile|Android.*okhttp|okhttp/i, 'Android phone'],
  [/Android/, 'Android tablet'],
  [/Windows/, 'Windows computer'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/CrOS/, 'Chromebook'],
  [/Linux/, 'Linux computer'],
];

const BROWSERS: [RegExp, string][] = [
  [/Kasuwa\/([\d.]+)/, 'Kasuwa app'],
  [/Dart\/([\d.]+)|okhttp\/([\d.]+)|CFNetwork\/([\d.]+)/, 'Mobile app'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)|Opera\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)|FxiOS\/(\d+)/, 'Firefox'],
  [/HeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/Chrome\/(\d+)|CriOS\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* .*Safari\//, 'Safari'],
  [/curl\/([\d.]+)/, 'curl'],
];

export function summariseUserAgent(userAgent: string | null | undefined): DeviceSummary {
  const ua = userAgent ?? '';
  const device = DEVICES.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown device';
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      const version = match.slice(1).find((v) => v !== undefined);
      return { device, browser: version ? `${name} ${version}` : name };
    }
  }
  return { device, browser: ua ? 'Unknown browser' : 'Unknown' };
}
