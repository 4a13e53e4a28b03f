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
    _ client: NetworkClient, records: RecordCollections = .unimplemented, isOffline: Bool = false,
    edit: @escaping @Sendable (String) async -> Result<String, ExternalEditor.Failure> = {
      .success($0)
    }
  ) -> FormScreenFeature {
    FormScreenFeature(client: client, collections: records, isOffline: isOffline, edit: edit)
  }

  @Test func theAuthorPickersPageFollowsTheWindowAndPgDnGoesThatFar() async {
    let users = (1...12).map { #"{"id": \#($0), "name": "User \#($0)"}"# }
    let server = RecordServer(["users": "[\(users.joined(separator: ","))]"])
    let form = FormScreen(PostForm.new(.init(mode: .create)))
      .laidOut(in: TerminalSize(columns: 80, rows: 10)).linking(.jsonPlaceholder)
    #expect(form.pickerPage == 6, "the body's 8 rows, less the title and the search")
    let store = Store(
      initialState: form, reducer: Self.feature(.unimplemented, records: server.client))
    await store.send(.resized(TerminalSize(columns: 80, rows: 7)))
    #expect(await store.state.pickerPage == 3)
    await store.send(.key(.enter))
    #expect(
      await store.state.pickers["userId"]?.choices?.value?.map(\.id) == (1...12).map(String.init))
    await store.send(.key(.pageDown))
    #expect(await store.state.pickers["userId"]?.cursor == 3)
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

  @Test func aRecordsFormSendsWhatWasTypedAndTellsTheBrowserTheServersAnswer() async {
    let writes = RecordWrites.server(["comments": [Self.comment]])
    let form = Self.commentForm()
    let store = TestStore(
      initialState: form, reducer: Self.feature(.unimplemented, records: writes.client))

    var typed = form
    for key in [Key.backspace, .character("5")] {
      _ = typed.press(key)
      let text = typed.inputs[0].text
      typed.update {
        $0.updateRecord { record in
          record.fields[0].text = text
        }
      }
      await store.send(.key(key)) { [typed] in $0 = typed }
    }
    await store.send(.key(.control("s"))) {
      $0.update {
        $0.updateRecord { record in
          record.status = .submitting
        }
      }
    }
    let saved: JSONObject = ["id": 2, "postId": 5, "name": "Second"]
    await store.receive(.form(.record(.saveResponse(.success(saved))))) {
      $0.update {
        $0.updateRecord { record in
          record.status = .saved(saved)
          record.savedRecordID = "2"
        }
      }
    }
    await store.receive(.delegate(.saved(.record(saved, of: Self.comments, id: "2"))))
    await store.finish()
    #expect(
      writes.requests == [
        RecordWrites.Request(method: "PATCH", path: "comments/2", body: ["postId": 5])
      ])
  }

  @Test func ctrlEHandsTheBodyToTheEditorAndItsFailureIsSaid() async {
    let failure = ExternalEditor.Failure(editor: "vi", reason: .exited(1))
    let post = Sample.post(7, title: "Hello", body: "Old body")
    let store = TestStore(
      initialState: FormScreen.editing(post, author: Sample.leanne),
      reducer: Self.feature(.unimplemented) { _ in .failure(failure) })

    await store.send(.key(.tab)) { _ = $0.press(.tab) }
    await store.send(.key(.control("e")))
    await store.receive(.editorFinished(.failure(failure))) {
      $0.editorFailed("\(failure.message); the body is unchanged")
    }
    await store.send(.key(.escape)) { _ = $0.press(.escape) }
    await store.receive(.delegate(.close))
    await store.finish()
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
    #expect(await store.state.shownText(of: 0) == "The Second Sex (#3)")
    for key in [Key.character("g"), .character("r"), .enter, .control("s")] {
      await store.send(.key(key))
    }
    #expect(await store.state.shownText(of: 0) == "Gravity and Grace (#5)")
    #expect(server.paths == ["books/3", "books"])
    #expect(
      writes.requests == [
        RecordWrites.Request(method: "PATCH", path: "loans/9", body: ["bookId": 5])
      ])
  }
}
