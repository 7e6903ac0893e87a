import { useParams } from 'react-router';
import { Center, Text } from '@streamscout/ui';

/** Placeholder of the list gallery `/dashboard/:list` (full screen in a later issue). */
export default function Gallery() {
  const { list } = useParams();
  return (
    <Center py="xl">
      <Text>Your {list} will appear here.</Text>
    </Center>
  );
}
