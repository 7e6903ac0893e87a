export { Snackbar, useSnackbar, SNACKBAR_HIDE_MS } from './Snackbar';
export type { SnackbarProps, SnackbarMessage, SnackbarSeverity, SnackbarController } from './Snackbar';
