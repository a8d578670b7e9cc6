import type { ReactNode } from 'react';
import type { Level } from '../../../shared/catalogue/types';
import { uiCopy as copy } from './ui.copy';

export type BadgeVariant = 'success' | 'warning' | 'destructive' | 'secondary' | 'brand';

const variants: Record<BadgeVariant, string> = {
  success: 'bg-green-100 text-green-800 ring-green-200',
  warning: 'bg-amber-100 text-amber-900 ring-amber-200',
  destructive: 'bg-red-100 text-red-800 ring-red-200',
  secondary: 'bg-slate-100 text-slate-800 ring-slate-200',
  brand: 'bg-brand-100 text-brand-900 ring-brand-100',
};

export function Badge({
  variant = 'secondary',
  children,
  className = '',
}: {
  variant?: BadgeVariant;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${variants[variant]} ${className}`}
    >
      {children}
    </span>
  );
}

/** Beginner green, Intermediate amber, Advanced red (case-insensitive, for lab levels too). */
export function levelVariant(level: Level | string): BadgeVariant {
  switch (level.toLowerCase()) {
    case 'beginner':
      return 'success';
    case 'intermediate':
      return 'warning';
    case 'advanced':
      return 'destructive';
    default:
      return 'secondary';
  }
}

/** A level as the page's language names it ('Beginner'; an unknown level capitalised). */
export function levelLabel(level: Level | string): string {
  const key = level.toLowerCase();
  return key in copy.levels
    ? copy.levels[key as keyof typeof copy.levels]
    : level.charAt(0).toUpperCase() + level.slice(1).toLowerCase();
}

export function LevelBadge({ level }: { level: Level | string }) {
  return <Badge variant={levelVariant(level)}>{levelLabel(level)}</Badge>;
}
