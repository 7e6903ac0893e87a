/**
 * `@streamscout/ui/form` — Mantine's form state (`@mantine/form`, the same version as
 * `@mantine/core`): field values, errors, focus/blur and submit validation for the app's forms
 * (login, signup, Edit Profile). A subpath of its own, so pages without a form never load it.
 *
 * Not a Module Federation singleton: `useForm` keeps its state in the component that calls it
 * (no React context, no module-level state), so a copy per remote behaves the same as one per page.
 */
export { useForm } from '@mantine/form';
export type { FormErrors } from '@mantine/form';
