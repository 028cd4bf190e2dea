// How every test and bench starts Debian's Chromium (never a downloaded browser): as root it needs
// --no-sandbox, and the background-networking flags keep it from calling hosts this machine cannot reach.

/** The Chromium binary: /usr/bin/chromium, or CHROMIUM_PATH. */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Puppeteer's launch options for headless Chromium here. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
