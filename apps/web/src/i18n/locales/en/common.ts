// Words used across the whole app. Glossary: docs/i18n.md.
export default {
  language: {
    label: 'Language',
  },
  loading: 'Loading…',
} as const;
