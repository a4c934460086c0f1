import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brand } from '../config/brand.ts';
import { paths } from '../config/paths.ts';

function Logo({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0b6b45" />
      <path
        d="M16 5c4 5 7 8.5 7 13a7 7 0 0 1-14 0c0-2.6 1.2-4.6 3-6.6.3 2 1.3 3.2 2.6 3.6C13.6 11.3 14.6 8 16 5z"
        fill="#f4c542"
      />
    </svg>
  );
}

/** The logo and name, linking home. */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to={paths.home.href()} style={{ textDecoration: 'none', color: 'inherit', borderRadius: 6 }}>
      <Group gap={8} wrap="nowrap">
        <Logo />
        <Text
          component="span"
          fw={800}
          size="lg"
          c={inverted ? 'white' : 'brand.9'}
          className="brand-name"
          style={{ whiteSpace: 'nowrap' }}
        >
          {brand.name}
        </Text>
      </Group>
    </Link>
  );
}

/** The first thing a keyboard reaches: straight to the page's main content. */
export function SkipLink() {
  const { t } = useTranslation('components');
  return (
    <a href="#main" className="skip-link">
      {t('brand.skipToContent')}
    </a>
  );
}
