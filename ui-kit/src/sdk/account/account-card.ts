/** The heading level of an account card: h3 under the user app's "Security" h2, h2 on the console's page. */
export type HeadingLevel = 2 | 3;

export const headingTag = (level: HeadingLevel) => (level === 2 ? 'h2' : 'h3');
