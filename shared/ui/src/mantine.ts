/**
 * The only door to Mantine for shell and remotes: re-export just the components we use, so the
 * federated @streamscout/ui chunk carries these and not all of @mantine/core (architecture §3).
 * Add a name here when a screen needs it; never import @mantine/* from a remote.
 *
 * Overlays (Menu, Modal: Popover, Portal, FocusTrap, floating-ui) are not here but in
 * `@streamscout/ui/overlays`, a shared module of its own loaded only by the screens that open one;
 * `Select` and `DelayedTooltip` load Mantine's Select and Tooltip lazily (architecture §7: the first
 * screen carries only what it renders). Not Mantine's ScrollArea either (it brings floating-ui):
 * rows that scroll sideways use `HorizontalScroll`.
 */
export {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Checkbox,
  Collapse,
  Container,
  CopyButton,
  Divider,
  Flex,
  Group,
  Loader,
  NativeSelect,
  Notification,
  Paper,
  Progress,
  PasswordInput,
  Rating as MantineRating,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
  MantineProvider,
  useMantineColorScheme,
  useComputedColorScheme,
  createTheme,
} from '@mantine/core';
export type { MantineColorScheme, MantineThemeOverride, MantineSize } from '@mantine/core';
export {
  useDisclosure,
  useDebouncedValue,
  useIntersection,
  useWindowEvent,
  useViewportSize,
  useElementSize,
  useReducedMotion,
} from '@mantine/hooks';
