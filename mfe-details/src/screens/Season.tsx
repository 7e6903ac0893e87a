import { Center, Text } from '@streamscout/ui';

/** Placeholder of the Season screen (full screen in a later issue). */
export default function Season() {
  return (
    <Center py="xl">
      <Text>Coming soon.</Text>
    </Center>
  );
}
