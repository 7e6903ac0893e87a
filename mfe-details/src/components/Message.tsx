import { Center, Text } from '@streamscout/ui';

/** A friendly full-width message of the details area (e.g. {@link NO_DETAILS}), centred, in a live region. */
export function Message({ children }: { children: string }) {
  return (
    <Center py="xl" role="status">
      <Text size="lg" ta="center">
        {children}
      </Text>
    </Center>
  );
}
