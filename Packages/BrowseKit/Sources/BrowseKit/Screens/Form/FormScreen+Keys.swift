import ScreenKit
import TerminalKit

extension FormScreen {
  /// The keys of a form, besides those its fields edit with: each with what it does, the words
  /// the help says and its hint in the status line. While the form's item loads, only Esc, and
  /// `r` after a failed read, do anything; while it is saved, the keys typed wait for the answer
  /// (`held`) but Ctrl-S, and Esc, which leaves once the server answered.
  public static let keys = KeyTable<Void, FormScreen, Outcome>([
    KeyBinding(
      [.tab], "Tab, Shift-Tab", "the next field, the one before",
      hint: KeyHint("tab next", rank: 40) { !$0.content.isSubmitting }, when: { $0.isReady }
    ) { _, form in form.moveFocus(by: 1, wrapping: true) },
    KeyBinding([.backTab], "", "", when: { $0.isReady }) { _, form in
      form.moveFocus(by: -1, wrapping: true)
    },
    KeyBinding(
      [.control("s")], "Ctrl-S", "save",
      hint: KeyHint("^S submit", rank: 10) { !$0.content.isSubmitting }, when: { $0.isReady }
    ) { _, form in form.submit() },
    KeyBinding(
      [.control("r")], "Ctrl-R",
      "after a save refused since the item changed: read it again, keeping edits",
      when: { $0.isReady },
      refusal: {
        guard $0.content.saveFailure?.isVersionConflict == true else {
          return "Ctrl-R: only after a save refused since the item changed"
        }
        return $0.content.reloadKeepingEdits == nil
          ? "Ctrl-R: this form cannot read the record again: Esc and open it again" : nil
      }
    ) { _, _ in .reloadKeepingEdits },
    KeyBinding(
      [], "Enter on a link",
      "pick the record it names (a post's Author, a book's authorId): type or paste to search"
        + " by id or name, ↑ ↓, PgUp PgDn, Home End, Enter, Esc; Backspace empties it",
      hint: KeyHint("enter choose", rank: 0) { $0.isReady && $0.isOnPicker },
      action: nil),
    KeyBinding([.enter], "", "", when: { $0.isReady && !$0.isOnBody }) { _, form in form.enter() },
    KeyBinding([.character(" ")], "", "", when: { $0.isReady && $0.isSubmitFocused }) {
      _, form in form.submit()
    },
    KeyBinding([.up], "", "", when: { $0.isReady }) { _, form in form.arrow(by: -1) },
    KeyBinding([.down], "", "", when: { $0.isReady }) { _, form in form.arrow(by: 1) },
    KeyBinding(
      [], "Ctrl-O",
      "what the server answered the last save or read, whole: the request, the answer's head and body",
      hint: KeyHint("^O answer", rank: 15) {
        !$0.content.isSubmitting && $0.content.saveFailure != nil
      },
      action: nil),
    KeyBinding(
      [.control("e")], "Ctrl-E", "edit a long text (a body, a biography) in the external editor",
      hint: KeyHint("^E editor", rank: 30) { !$0.content.isSubmitting && $0.isOnLongText },
      when: { $0.isReady }
    ) { _, form in form.editBody() },
    KeyBinding(
      [], "Space on true/false", "switch it: [x] true, [ ] false",
      hint: KeyHint("␣ switch", rank: 25) { $0.isReady && $0.isOnTrueFalse }, action: nil),
    KeyBinding(
      [.escape], "Esc", "back (while saving, once the server answers)",
      hint: KeyHint("esc back", rank: 20) { !$0.content.isSubmitting }
    ) { _, form in form.leave() },
    KeyBinding(
      [.character("r")], "r", "after the item could not be read: read it again",
      when: { $0.content.loadFailure != nil }
    ) { _, _ in .reload },
    ListKeys.helpHint(),
  ])
}
