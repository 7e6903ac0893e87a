import { Center, Text } from '@streamscout/ui';

/** Placeholder of the Actor screen (full screen in a later issue). */
export default function Actor() {
  return (
    <Center py="xl">
      <Text>Coming soon.</Text>
    </Center>
  );
}
