/**
 * The generic button of the specification: variants primary, secondary, outline, ghost, link;
 * sizes sm, md, lg; a loading state that disables it and shows a spinner (with optional loading
 * text); full width; left and right icons. `ButtonLink` gives a router link the same look.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Link, type LinkProps } from 'react-router'
import { cn } from '../../lib/cn.ts'
import { Spinner } from './spinner.tsx'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'link'
export type ButtonSize = 'sm' | 'md' | 'lg'

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean }

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white shadow-lg shadow-indigo-950/40 hover:bg-brand-hover disabled:bg-brand/60',
  secondary: 'bg-surface-2 text-ink ring-1 ring-line ring-inset hover:bg-[#1e2a55]',
  outline: 'bg-transparent text-ink ring-1 ring-[#3d4a75] ring-inset hover:bg-surface-2 hover:ring-accent',
  ghost: 'bg-transparent text-ink hover:bg-surface-2',
  link: 'bg-transparent text-accent underline-offset-4 hover:underline px-0! h-auto!',
}

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-5 text-sm gap-2',
  lg: 'h-13 px-7 text-base gap-2.5',
}

export function buttonClasses(
  { variant = 'primary', size = 'md', fullWidth }: StyleProps = {},
  extra?: string,
) {
  return cn(
    'inline-flex items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-not-allowed',
    VARIANTS[variant],
    SIZES[size],
    fullWidth && 'w-full',
    extra,
  )
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  StyleProps & {
    isLoading?: boolean
    loadingText?: string
    leftIcon?: ReactNode
    rightIcon?: ReactNode
  }

export function Button({
  variant,
  size,
  fullWidth,
  isLoading = false,
  loadingText,
  leftIcon,
  rightIcon,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, fullWidth }, className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isLoading ? <Spinner /> : leftIcon}
      <span>{isLoading && loadingText ? loadingText : children}</span>
      {!isLoading && rightIcon}
    </button>
  )
}

export type ButtonLinkProps = LinkProps & StyleProps & { leftIcon?: ReactNode; rightIcon?: ReactNode }

export function ButtonLink({
  variant,
  size,
  fullWidth,
  leftIcon,
  rightIcon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={buttonClasses({ variant, size, fullWidth }, className as string | undefined)} {...rest}>
      {leftIcon}
      <span>{children as ReactNode}</span>
      {rightIcon}
    </Link>
  )
}
