import { useId, useState, type DragEvent } from 'react';
import { Paper, Stack, Text } from '@streamscout/ui';
import { useT } from '@streamscout/i18n';

/** Props of {@link ImportFileDrop}. */
export interface ImportFileDropProps {
  /** Called with the chosen or dropped file (the first one, when several are dropped). */
  onFile: (file: File) => void;
  /** Greys the zone out while a file is being read. */
  disabled?: boolean;
}

/**
 * The upload zone of `/dashboard/import` (spec §14): a labelled file input (CSV, ZIP, JSON) and
 * a drop target around it. Keyboard and screen-reader users get the native file input; dropping
 * a file does the same as choosing it.
 */
export function ImportFileDrop({ onFile, disabled = false }: ImportFileDropProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const i18n = useT();
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files?.[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      data-testid="import-drop"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'var(--mantine-color-teal-6)' : undefined,
        background: over ? 'var(--mantine-color-teal-light)' : undefined,
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <Stack gap="xs" align="center">
        <Text fw={600} component="label" htmlFor={id}>
          {i18n.t('import.choose', 'Choose a file to import')}
        </Text>
        <input
          id={id}
          type="file"
          accept=".csv,.zip,.json,text/csv,application/zip,application/json"
          disabled={disabled}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) onFile(file);
          }}
          style={{ maxWidth: '100%' }}
        />
        <Text size="sm" c="dimmed" ta="center">
          {i18n.t(
            'import.drop',
            'or drop it here — an IMDb list or ratings CSV, a Letterboxd export (ZIP or CSV), a Trakt JSON export, or a StreamScout export.',
          )}
        </Text>
      </Stack>
    </Paper>
  );
}
