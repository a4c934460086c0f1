import { Button, Skeleton, Table } from '@mantine/core';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type ChartWithTableProps = {
  /** The chart's text alternative: what it shows, figure by figure. */
  summary: string;
  /** The chart's height, kept by its placeholder while the chart's code loads. */
  height: number;
  /** The chart (a lazily loaded component). */
  chart: ReactNode;
  /** The same figures as a table, shown on request. */
  table: ReactNode;
  /** Below this width the table scrolls sideways. */
  tableMinWidth: number;
};

/** A chart with its text alternative, and a button that shows the same figures as a table. */
export function ChartWithTable({ summary, height, chart, table, tableMinWidth }: ChartWithTableProps) {
  const { t } = useTranslation('components');
  const [isTableShown, setIsTableShown] = useState(false);
  const tableId = useId();
  return (
    <>
      <div role="img" aria-label={summary}>
        <Suspense fallback={<Skeleton h={height} radius="md" />}>{chart}</Suspense>
      </div>
      <div>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={isTableShown}
          aria-controls={tableId}
          onClick={() => setIsTableShown((shown) => !shown)}
        >
          {isTableShown ? t('chart.hideTable') : t('chart.showTable')}
        </Button>
      </div>
      {isTableShown && (
        <Table.ScrollContainer minWidth={tableMinWidth} id={tableId}>
          {table}
        </Table.ScrollContainer>
      )}
    </>
  );
}
