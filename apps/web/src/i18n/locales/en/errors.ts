// The not-found and the failed-page screens (features/errors).
export default {
  notFound: {
    pageTitle: 'Page not found',
    title: 'We could not find that page',
    text: 'The address may be mistyped, or the page may have moved. These will get you back on track:',
    home: 'Go to home',
    markets: 'Market Data',
  },
  failed: {
    title: 'Something went wrong',
    text: 'This page could not be shown. Check your connection and reload the page; if it keeps happening, please contact support.',
    reload: 'Reload the page',
  },
} as const;
