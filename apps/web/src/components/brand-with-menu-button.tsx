import { Burger, Group, type MantineBreakpoint } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './brand-mark.tsx';

type BrandWithMenuButtonProps = {
  isMenuOpen: boolean;
  onToggle: () => void;
  /** From this width the menu is always shown, and the button hides. */
  hiddenFrom: MantineBreakpoint;
  /** "navigation": the button says "Open navigation", "Close navigation". */
  menuName: string;
  /** The id of the menu the button opens. */
  menuId: string;
  /** The button, to put focus back on when the menu closes with Escape. */
  buttonRef?: Ref<HTMLButtonElement>;
};

/** The brand, and before it on narrow screens the button that opens and closes the menu. */
export function BrandWithMenuButton({
  isMenuOpen,
  onToggle,
  hiddenFrom,
  menuName,
  menuId,
  buttonRef,
}: BrandWithMenuButtonProps) {
  const { t } = useTranslation('components');
  return (
    <Group gap="xs" wrap="nowrap">
      <Burger
        ref={buttonRef}
        opened={isMenuOpen}
        onClick={onToggle}
        hiddenFrom={hiddenFrom}
        size="sm"
        aria-label={
          isMenuOpen ? t('brand.closeMenu', { menu: menuName }) : t('brand.openMenu', { menu: menuName })
        }
        aria-expanded={isMenuOpen}
        aria-controls={menuId}
      />
      <BrandMark />
    </Group>
  );
}
