import { within } from '@testing-library/react';

// Reading a DataTable (or any table) the way a person scans it: the headers, then row by row.

/** The column headers' texts, left to right. */
export function columnHeaders(table: HTMLElement): (string | null)[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
}

/** Each body row's cell texts, top to bottom (the header row left out). */
export function tableCells(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}
