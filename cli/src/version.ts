/** The CLI's version: `tradesim --version`, and part of the User-Agent it sends. */
export const cliVersion = '0.1.0';

/** How the CLI introduces itself to the server: the admin console lists its sessions by this. */
export const cliUserAgent = `tradesim-cli/${cliVersion} (Node ${process.version}; ${process.platform})`;
