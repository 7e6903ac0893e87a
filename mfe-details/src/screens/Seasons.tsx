import { Center, Text } from '@streamscout/ui';

/** Placeholder of the Seasons screen (full screen in a later issue). */
export default function Seasons() {
  return (
    <Center py="xl">
      <Text>Coming soon.</Text>
    </Center>
  );
}
