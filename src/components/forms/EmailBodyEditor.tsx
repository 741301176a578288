import { useEffect, useMemo, useReducer, type ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { useTranslate } from 'react-admin';
import {
  DefaultEditorOptions,
  LinkButtons,
  ListButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';
// Types only: brings the command types of the StarterKit extensions that RichTextInput loads
// (toggleBold, undo, ...); nothing of it is bundled from here.
import type {} from '@tiptap/starter-kit';

type Editor = NonNullable<ReturnType<typeof useTiptapEditor>>;

/** The editor, re-rendering its caller on every change so that active and enabled states follow. */
function useLiveEditor(): Editor | null {
  const editor = useTiptapEditor();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!editor) return;
    editor.on('transaction', rerender);
    return () => {
      editor.off('transaction', rerender);
    };
  }, [editor]);
  return editor;
}

interface CommandButtonProps {
  label: string;
  icon: ReactNode;
  value: string;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
}

/** One toolbar button bound to a tiptap command. */
const CommandButton = ({ label, icon, value, run, active, enabled }: CommandButtonProps) => {
  const editor = useLiveEditor();
  const translate = useTranslate();
  const text = translate(label);
  return (
    <ToggleButton
      size="small"
      value={value}
      aria-label={text}
      title={text}
      selected={!!editor && !!active?.(editor)}
      disabled={!editor?.isEditable || (enabled ? !enabled(editor) : false)}
      onClick={() => editor && run(editor)}
    >
      {icon}
    </ToggleButton>
  );
};

/** Bold and italic only: the toolbar of spec 001 offers no other text format. */
const BoldItalicButtons = () => (
  <ToggleButtonGroup size="small">
    <CommandButton
      label="app.forms.editor.bold"
      value="bold"
      icon={<FormatBoldIcon fontSize="inherit" />}
      run={(e) => e.chain().focus().toggleBold().run()}
      active={(e) => e.isActive('bold')}
    />
    <CommandButton
      label="app.forms.editor.italic"
      value="italic"
      icon={<FormatItalicIcon fontSize="inherit" />}
      run={(e) => e.chain().focus().toggleItalic().run()}
      active={(e) => e.isActive('italic')}
    />
  </ToggleButtonGroup>
);

/** ra-input-rich-text has no undo and redo buttons; tiptap's StarterKit has the commands. */
const UndoRedoButtons = () => (
  <ToggleButtonGroup size="small">
    <CommandButton
      label="app.forms.editor.undo"
      value="undo"
      icon={<UndoIcon fontSize="inherit" />}
      run={(e) => e.chain().focus().undo().run()}
      enabled={(e) => e.can().undo()}
    />
    <CommandButton
      label="app.forms.editor.redo"
      value="redo"
      icon={<RedoIcon fontSize="inherit" />}
      run={(e) => e.chain().focus().redo().run()}
      enabled={(e) => e.can().redo()}
    />
  </ToggleButtonGroup>
);

/** Normal text, then the heading levels, as ra-input-rich-text's LevelSelect offers them. */
const LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;
type Level = (typeof LEVELS)[number];

/**
 * The heading level of the current line. ra-input-rich-text's LevelSelect is a list item outside
 * any list, on a button named 'Current level' while it shows 'Normal'; a named select instead.
 */
const HeadingSelect = () => {
  const editor = useLiveEditor();
  const translate = useTranslate();
  const level: Level = LEVELS.find((l) => l > 0 && editor?.isActive('heading', { level: l })) ?? 0;
  return (
    <Select
      size="small"
      variant="standard"
      disableUnderline
      value={level}
      disabled={!editor?.isEditable}
      inputProps={{ 'aria-label': translate('app.forms.editor.level') }}
      onChange={(event) => {
        const chosen = Number(event.target.value) as Level;
        const chain = editor?.chain().focus();
        if (chosen === 0) chain?.setParagraph().run();
        else chain?.setHeading({ level: chosen }).run();
      }}
      sx={{ mx: 1, minWidth: 110 }}
    >
      {LEVELS.map((l) => (
        <MenuItem key={l} value={l}>
          {translate(`app.forms.editor.levels.${l}`)}
        </MenuItem>
      ))}
    </Select>
  );
};

/** Spec 001: heading, bold, italic, link, bulleted list, numbered list, undo and redo. */
export const EmailToolbar = () => (
  <RichTextInputToolbar size="small">
    <HeadingSelect />
    <BoldItalicButtons />
    <LinkButtons size="small" />
    <ListButtons size="small" />
    <UndoRedoButtons />
  </RichTextInputToolbar>
);

/**
 * The editor of EmailBodyInput (loaded with it, on first use): the rich-text body of a notification e-mail (field customeEmail), at least 200 px high, with
 * the hint about the {{table}} placeholder where the table of orders goes.
 */
export const EmailBodyEditor = ({ source = 'customeEmail' }: { source?: string }) => {
  const translate = useTranslate();
  const label = translate('app.forms.email_body');
  // RichTextInput names the box around the editor (its text included) by the label; the editable
  // area is what a screen reader lands on, so it carries the name.
  const editorOptions = useMemo(
    () => ({ ...DefaultEditorOptions, editorProps: { attributes: { 'aria-label': label } } }),
    [label],
  );
  return (
    <RichTextInput
      source={source}
      label="app.forms.email_body"
      toolbar={<EmailToolbar />}
      helperText="app.forms.table_hint"
      editorOptions={editorOptions}
      sx={{ '& .ProseMirror': { minHeight: 200 } }}
    />
  );
};

export default EmailBodyEditor;
