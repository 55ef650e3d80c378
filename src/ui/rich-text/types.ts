/** The rich text editor's props and document type (no tiptap here: importing this costs nothing). */

/** The editor's JSON document (ProseMirror's): `{ type: 'doc', content: [...] }`. */
export interface RichTextDocument {
  type: 'doc'
  content?: unknown[]
}

export interface RichTextEditorProps {
  /** The document to start from (changes after the first render are not followed). */
  value?: RichTextDocument | null
  onChange?: (document: RichTextDocument) => void
  /** Upload a picked image; resolves to its address (null: not uploaded, the caller said why). */
  uploadImage?: (file: File) => Promise<string | null>
  /** The accessible name of the editing area. */
  label: string
  invalid?: boolean
}
