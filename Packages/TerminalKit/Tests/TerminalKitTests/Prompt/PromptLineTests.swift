import Foundation
import TestSupport
import Testing

@testable import TerminalKit

@Suite struct PromptLineTests {
  /// The outcomes of typing `bytes` as a terminal sends them.
  private func type(_ bytes: String, into line: inout PromptLine) -> [PromptLine.Outcome] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(bytes.utf8)).map { line.handle($0) }
  }

  /// What a drawing of the line shows: the text between the carriage return and the erasure of
  /// the line's rest.
  private func shown(_ drawing: String) -> String {
    guard let start = drawing.firstIndex(of: "\r"), let end = drawing.range(of: "\u{1B}[K")
    else { return "" }
    return String(drawing[drawing.index(after: start)..<end.lowerBound])
  }

  @Test func arrowKeysAndBackspaceEditTheAnswerAndNeverBecomeText() {
    var line = PromptLine(prompt: "? Name: ")

    let outcomes = type("Adda\u{1B}[D\u{1B}[D\u{7F}\r", into: &line)

    checkEqual(outcomes.last, .submitted("Ada"))
    check(!outcomes.contains(.submitted("Add\u{1B}[D")))
    checkEqual(line.input.text, "Ada")
  }

  @Test func aSecretLineIsEditedAsAnyOtherAndNeverDrawn() {
    var line = PromptLine(prompt: "Password for 'ada': ", isSecret: true)

    let outcomes = type("pw-s3cretX\u{7F}\u{1B}[D\u{1B}[C\r", into: &line)

    checkEqual(outcomes.last, .submitted("pw-s3cret"))
    let drawing = line.rendered(width: 80)
    checkEqual(shown(drawing), "Password for 'ada': ")
    check(!drawing.contains("s3cret"))
    check(!drawing.hasSuffix("C"), "the cursor stays after the prompt")
  }

  @Test func keysThatEditNothingChangeNothing() {
    var line = PromptLine(prompt: "? Name: ")

    checkEqual(type("\u{1B}[A\t", into: &line), [.unchanged, .unchanged])
    check(line.input.text.isEmpty)
  }

  @Test func theGivenTextIsEditable() {
    var line = PromptLine(prompt: "? Title: ", text: "Old title")

    checkEqual(type("\u{15}New\r", into: &line).last, .submitted("New"))
  }

  @Test func anUnchangedAnswerIsTheGivenTextAsItWas() {
    let body = "First line\nsecond line \u{1B}[31m"
    var line = PromptLine(prompt: "? Body: ", text: body)

    checkEqual(line.input.text, "First line second line ^[[31m")
    checkEqual(line.handle(.enter), .submitted(body))
  }

  @Test func ctrlDEndsTheInputOnlyOnAnEmptyLine() {
    var empty = PromptLine(prompt: "? Name: ")
    var typed = PromptLine(prompt: "? Name: ", text: "Ada")

    checkEqual(empty.handle(.control("d")), .endOfInput)
    checkEqual(type("\u{1B}[D\u{4}", into: &typed), [.edited, .edited])
    checkEqual(typed.input.text, "Ad")
  }

  @Test func ctrlCAndCtrlZAreReported() {
    var line = PromptLine(prompt: "? Name: ", text: "Ada")

    checkEqual(type("\u{3}\u{1A}", into: &line), [.interrupted, .suspended])
    checkEqual(line.input.text, "Ada")
  }

  @Test func drawsThePromptTheTextAndTheCursor() {
    var line = PromptLine(prompt: "? Name: ", text: "Ada")
    checkEqual(line.rendered(width: 80), "\r? Name: Ada\u{1B}[K\r\u{1B}[11C")

    _ = line.handle(.home)
    checkEqual(line.rendered(width: 80), "\r? Name: Ada\u{1B}[K\r\u{1B}[8C")
  }

  @Test func wideCharactersTakeTwoColumns() {
    let line = PromptLine(prompt: "? Title: ", text: "東京 🍜")

    checkEqual(line.rendered(width: 80), "\r? Title: 東京 🍜\u{1B}[K\r\u{1B}[16C")
  }

  @Test func aLongAnswerScrollsWithinTheWidthAndKeepsTheCursorVisible() {
    let text = String(repeating: "abcdefghij", count: 6)
    var line = PromptLine(prompt: "? Title: ", text: text)

    let atEnd = shown(line.rendered(width: 40))
    check(atEnd.hasPrefix("? Title: "))
    check(atEnd.displayWidth <= 39)
    check(atEnd.hasSuffix("hij"))

    _ = line.handle(.home)
    let atStart = shown(line.rendered(width: 40))
    check(atStart.hasPrefix("? Title: abcdefghij"))
    check(atStart.displayWidth <= 39)
    check(line.rendered(width: 40).hasSuffix("\r\u{1B}[9C"))
  }

  @Test func aPromptTooLongForTheWidthIsCutToLeaveRoomForTheText() {
    let line = PromptLine(prompt: "? Body (Enter opens a-long-editor-name): ", text: "Hi")

    let drawn = shown(line.rendered(width: 30))

    checkEqual(drawn, "? Body (Enter open…Hi")
    checkEqual(drawn.displayWidth, 29 - PromptLine.minimumTextWidth + 2)
  }

  @Test func thePromptIsOneSanitizedLine() {
    let line = PromptLine(prompt: "? Title (A\n\u{1B}[2J): ")

    checkEqual(line.prompt, "? Title (A ^[[2J): ")
  }
}
