import Features
import FeaturesTesting
import Foundation
import JSONCoding
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// A form's screen on the exhaustive `TestStore`: the keys it carries out at once, what it
/// tells the browser once saved, the edit that loads its item, and the external editor.
@Suite(.timeLimit(.minutes(1))) struct FormScreenFeatureTests {
  private static func feature(
    records: RecordCollections = .unimplemented, isOffline: Bool = false,
    edit: @escaping @Sendable (String) async -> Result<String, ExternalEditor.Failure> = {
      .success($0)
    }
  ) -> FormScreenFeature {
    FormScreenFeature(collections: records, isOffline: isOffline, edit: edit)
  }

  private static let comments = BrowsedResource(name: "comments")
  private static let comment: JSONObject = ["id": 2, "postId": 1, "name": "Second"]

  /// The form of ``comment``.
  private static func commentForm() -> FormScreen {
    FormScreen(
      RecordForm(
        editing: comment, id: "2", of: comments, schema: RecordSchema(records: [comment]),
        idField: "id"))
  }

}

/// A record's form over the records of the resources its link fields name.
@Suite(.timeLimit(.minutes(1))) struct FormScreenFeatureLinksTests {
  @Test func theLinkedRecordsNameIsAskedOnAppearAndAPickSavesItsID() async throws {
    let server = RecordServer([
      "books/3": #"{"id": 3, "title": "The Second Sex"}"#,
      "books": #"[{"id": 3, "title": "The Second Sex"}, {"id": 5, "title": "Gravity and Grace"}]"#,
    ])
    let writes = RecordWrites()
    let loan: JSONObject = ["id": 9, "bookId": 3, "note": "late"]
    let form = FormScreen(
      RecordForm(
        editing: loan, id: "9", of: BrowsedResource(name: "loans"),
        schema: RecordSchema(records: [loan]), idField: "id")
    ).linking(FormScreenLinksTests.catalog)
    let feature = FormScreenFeature(collections: writes.client, links: server.client)
    let store = Store(initialState: form, reducer: feature)

    await store.send(.appear)
    await checkEqual(store.state.shownText(of: 0), "The Second Sex (#3)")
    for key in [Key.character("g"), .character("r"), .enter, .control("s")] {
      await store.send(.key(key))
    }
    await checkEqual(store.state.shownText(of: 0), "Gravity and Grace (#5)")
    checkEqual(server.paths, ["books/3", "books"])
    checkEqual(
      writes.requests,
      [
        RecordWrites.Request(method: "PATCH", path: "loans/9", body: ["bookId": 5])
      ])
  }
}
