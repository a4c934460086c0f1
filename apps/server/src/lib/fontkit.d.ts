// The one function lib/pdf.ts takes from fontkit, the font parser pdfkit depends on and uses.
declare module 'fontkit' {
  /** A parsed font: pdfkit lays text out with it and embeds a subset of it in each document. */
  export type Font = { readonly postscriptName: string; layout(text: string): unknown };
  export function create(buffer: Uint8Array): Font;
}
