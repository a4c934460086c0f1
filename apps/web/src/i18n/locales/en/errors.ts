// The not-found screen (features/errors); the failed-page screen's words are in common.
export default {
  notFound: {
    pageTitle: 'Page not found',
    title: 'We could not find that page',
    text: 'The address may be mistyped, or the page may have moved. These will get you back on track:',
    home: 'Go to home',
    markets: 'Market Data',
  },
} as const;
