import TerminalKit
import TestSupport
import Testing

/// The code of the "Getting Started with TerminalKit" article (`TerminalKit.docc/GettingStarted.md`),
/// unchanged, with what the article says about it asserted.
@Suite struct GettingStartedTests {
  @Test func measureAndCutText() {
    let width = "東京 Tower".displayWidth
    // width == 10: each of the two CJK characters takes 2 cells
    let cut = "東京タワー".truncated(toDisplayWidth: 7)
    // cut == "東京タ…"
    let shown = "\u{1B}[2Jgone".sanitizedForTerminal
    // shown == "^[[2Jgone": the escape is visible instead of clearing the screen

    checkEqual(width, 10)
    checkEqual(cut, "東京タ…")
    checkEqual(shown, "^[[2Jgone")
  }

  @Test func decodeKeys() {
    var decoder = KeyDecoder()
    let keys = decoder.decode(Array("j\u{1B}[A\r".utf8))
    // keys == [.character("j"), .up, .enter]
    let pending = decoder.decode([0x1B])
    // pending == []: the Esc may start a sequence
    let escape = decoder.flush()
    // escape == [.escape]

    checkEqual(keys, [.character("j"), .up, .enter])
    check(pending.isEmpty)
    checkEqual(escape, [.escape])
  }

  @Test func updateAScreen() {
    var before = CellBuffer(size: TerminalSize(columns: 20, rows: 2))
    before.write("Posts", row: 0, column: 0)
    var after = before
    after.write("Users", row: 0, column: 0)
    let first = ScreenDiff.output(from: nil, to: before)
    // first clears the screen and writes "Posts"
    let next = ScreenDiff.output(from: before, to: after)
    // next writes "User" only: the last "s" did not change

    check(first.contains("\u{1B}[2J"))
    check(first.contains("Posts"))
    check(!next.contains("\u{1B}[2J"))
    check(next.contains("User"))
    check(!next.contains("Users"))
  }

  @Test func runThePersonsEditorAndPager() {
    let editor = ExternalEditor(environment: ["EDITOR": "printf 'Edited' >"])
    let edited = editor.edit("Draft")
    // edited == .success("Edited")
    let pager = Pager(environment: ["PAGER": "cat"], outputIsTerminal: true, isEnabled: true)
    // pager == nil: `cat` pages nothing, so the caller prints the text itself

    checkEqual(edited, .success("Edited"))
    checkEqual(pager, nil)
  }
}
