import type { Translation } from '../../i18n/mergeMessages';
import type { importDialogMessages } from './messages';

/** German texts of the import dialog, key for key as messages.ts. */
export const importDialogMessagesDe: Translation<typeof importDialogMessages> = {
  import_dialog: {
    choose_file: 'Datei wählen',
    no_file: 'Keine Datei gewählt',
    warning: 'Bitte schließen Sie dieses Fenster nicht',
    import: 'Importieren',
    importing: 'Wird importiert...',
    progress: 'Teil %{partsDone} von %{partsTotal} importiert (%{rowsDone} von %{rowsTotal} Zeilen)',
    close: 'Schließen',
    reading: 'Datei wird gelesen...',
    wrong_type: 'Nur %{accept}-Dateien können importiert werden',
    unreadable: 'Die Datei konnte nicht gelesen werden: %{error}',
    binary:
      'es ist keine CSV-Textdatei (sie enthält Binärdaten, etwa ein Bild oder eine in .csv umbenannte Arbeitsmappe)',
    malformed:
      'die CSV ist an %{smart_count} Stelle fehlerhaft (siehe unten); nichts wurde importiert |||| die CSV ist an %{smart_count} Stellen fehlerhaft (siehe unten); nichts wurde importiert',
    report_title: 'Zeilen mit Fehlern',
    row: 'Zeile',
    field: 'Feld',
    message: 'Meldung',
  },
};
