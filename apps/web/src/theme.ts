import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// One strong brand colour, a deep green, for actions and highlights; calm neutral surfaces.
// Shade 7 is the primary: white text on it has a 6.5:1 contrast (AA for any size).
const brand: MantineColorsTuple = [
  '#e6f4ee',
  '#cde8dc',
  '#9dd0b8',
  '#69b792',
  '#3fa273',
  '#25945f',
  '#168a55',
  '#0b6b45',
  '#085c3b',
  '#044a2f',
];

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 8 },
  colors: { brand },
  fontFamily: systemFonts,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  black: '#17201c',
  components: {
    Container: { defaultProps: { size: 'lg' } },
    Anchor: { defaultProps: { underline: 'hover' } },
  },
});

/**
 * Mantine's default error red (#fa5252) and dimmed grey (#868e96) are about 3.3:1 on white;
 * these darker ones pass WCAG AA for small text.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': '#c92a2a', '--mantine-color-dimmed': '#5c6670' },
  dark: {},
});
