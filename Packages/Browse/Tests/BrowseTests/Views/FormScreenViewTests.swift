import Features
import JSONCoding
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct FormScreenViewTests {
  private static let post = FormScreen(RecordForm.newPost).linking(.jsonPlaceholder)

  @Test func aFailedSaveIsShownUnderTheFormWhichIsKept() {
    let lines = linesAfterFailure(LoadFailure(message: "the server answered 500"), width: 80)
    checkEqual(lines.last?.label, "Could not save: the server answered 500 · Ctrl-S to try again")
    check(lines.map(\.text).contains("Soba"))
  }

  /// The lines of post 7's edit form, `Soba` typed as its title, after a save failed with
  /// `error`.
  private func linesAfterRefusal(_ error: NetworkError) -> [FormScreenView.Line] {
    linesAfterFailure(LoadFailure(error), width: 200)
  }

  /// The lines of post 7's edit form `width` columns wide, `Soba` typed as its title, after a
  /// save failed with `failure`.
  private func linesAfterFailure(_ failure: LoadFailure, width: Int) -> [FormScreenView.Line] {
    var record = RecordForm(
      editing: Fixtures.post(7, titled: { _ in "Ramen" }), id: "7",
      of: BrowsedResource(name: "posts"), schema: RecordSchema(records: []), idField: "id")
    record.fields[1].text = "Soba"
    record.status = FormStatus.failed(failure)
    let form = FormScreen(record)
    return FormScreenView(form: form, width: width, bodyLines: 3, spinner: "⠋").lines().lines
  }

  @Test func aSaveRefusedForWantOfAVersionSaysThatSendingAgainCannotHelp() {
    let lines = linesAfterRefusal(.versionRequired(resource: "post", request: nil))
    checkEqual(
      lines.last?.label.hasSuffix(
        " · the server wants the version it was read at, which is not sent"), true)
  }

  @Test func aSaveRefusedSinceThePostChangedSaysToReadItAgainNotToRetry() {
    let lines = linesAfterRefusal(.versionConflict(resource: "post", request: nil))
    checkEqual(
      lines.last?.label,
      "Could not save: the post changed since it was read; read it again before changing "
        + "it · Esc and open it again to see what changed")
    check(lines.map(\.text).contains("Soba"))
  }

  @Test func aLongFailureIsShownWholeWrappedToTheWidth() {
    let message =
      "the server answered 500: " + String(repeating: "the database is down; ", count: 6)
      + "try later"
    let lines = linesAfterFailure(LoadFailure(message: message), width: 40)

    let failure = lines.drop { !$0.label.hasPrefix("Could not save:") }
    check(failure.count > 3, "\(failure.map(\.label))")
    check(failure.allSatisfy { $0.label.displayWidth <= 37 }, "\(failure.map(\.label))")
    checkEqual(
      failure.map(\.label).joined(separator: " "),
      "Could not save: \(message) · Ctrl-S to try again")
  }

  @Test func theServersMessagesOfNoFieldAreAboveTheFieldsWholeAndWrapped() {
    let general =
      #""(sqlite3.IntegrityError) UNIQUE constraint failed: book.title [SQL: INSERT INTO book (title) VALUES (?)]""#
    var record = RecordForm(
      editing: Fixtures.post(7, titled: { _ in "Ramen" }), id: "7",
      of: BrowsedResource(name: "posts"), schema: RecordSchema(records: []), idField: "id")
    record.status = .invalid(FormErrors([], general: [general]))

    let lines = FormScreenView(form: FormScreen(record), width: 40, bodyLines: 3, spinner: "⠋")
      .lines().lines

    let firstField = lines.firstIndex { $0.label == "title" } ?? lines.count
    let above = lines[1..<firstField].map(\.label).filter { !$0.isEmpty }
    checkEqual(above.joined(separator: " "), general)
    check(above.count > 2 && above.allSatisfy { $0.displayWidth <= 37 }, "\(above)")
  }
}
