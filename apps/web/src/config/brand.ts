/** The platform's name as the site shows it; one place to change it. */
export const brand = {
  name: 'Gas Exchange',
  tagline: 'Natural gas for Northern Nigeria',
  /** The spec's section 9: "Footer year 2025". */
  footerYear: 2025,
} as const;
