import Features
import FeaturesTesting
import JSONCoding
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// The form of a record of any resource: its fields typed as the item syntax reads them, what
/// a save sends, and the server's answers, on the exhaustive `TestStore`.
@Suite(.timeLimit(.minutes(1))) struct RecordFormTests {
  private static let comments = BrowsedResource(name: "comments")
  private static let todos = BrowsedResource(name: "todos")
  private static let comment: JSONObject = ["id": 1, "postId": 1, "name": "a", "body": "b"]
  private static let todo: JSONObject = [
    "userId": 3, "id": 7, "title": "Old", "completed": false, "tags": ["a"],
  ]

  private static func newComment() -> RecordForm {
    RecordForm(
      new: comments, names: ["id", "postId", "name", "email", "body"],
      schema: RecordSchema(records: [comment]), idField: "id")
  }

  private static func editedTodo() -> RecordForm {
    RecordForm(
      editing: todo, id: "7", of: todos, schema: RecordSchema(records: [todo]), idField: "id")
  }

  @Test func aNewRecordHasTheFieldsButTheIdTextAsTextAndAnyOtherValueAsJSON() {
    let form = Self.newComment()
    checkEqual(
      form.fieldOrder, ["postId", "name", "body", "email"], "those every record has first")
    checkEqual(form.fields.map(\.isJSON), [true, false, false, false])
    let edited = Self.editedTodo()
    checkEqual(edited.fieldOrder, ["title", "userId", "completed", "tags"], "the title first")
    checkEqual(edited.fields.map(\.text), ["Old", "3", "false", "a"], "a list a line each")
    checkEqual(edited.fields.map(\.isJSON), [false, true, true, true])
    checkEqual(edited.fields.map(\.itemKind), [nil, nil, nil, .text])
  }

  /// A text the records give several lines is a body: Enter a new line in it, Ctrl-E the
  /// editor; even on a new record, whose field is still empty.
  @Test func aFieldTheRecordsGiveSeveralLinesTakesSeveralLines() {
    let post: JSONObject = ["userId": 1, "id": 1, "title": "A title", "body": "One\nTwo"]
    let form = RecordForm(
      new: BrowsedResource(name: "posts"), names: post.names,
      schema: RecordSchema(records: [post]), idField: "id")
    checkEqual(form.shownFields.map(\.allowsNewlines), [false, false, true], "userId, title, body")
    var screen = FormScreen(form)
    _ = screen.press(.tab)
    _ = screen.press(.tab)
    checkEqual(screen.press(.control("e")), .editBody(""))
  }

  @Test func aHALRecordsLinksAndEmbeddedRecordsAreNoFieldOfItsForms() {
    let book: JSONObject = [
      "title": "Tides", "_links": ["self": ["href": "/api/books/3"]], "_embedded": ["tags": []],
    ]
    let books = BrowsedResource(name: "books")

    let new = RecordForm(
      new: books, names: ["title", "_links", "_embedded"], schema: RecordSchema(records: [book]),
      idField: "id")
    var edited = RecordForm(
      editing: book, id: "3", of: books, names: ["_links"], schema: RecordSchema(records: [book]),
      idField: "id")
    edited.fields[0].text = "Ebb"

    checkEqual(new.fieldOrder, ["title"])
    checkEqual(edited.fieldOrder, ["title"])
    checkEqual(edited.body, ["title": "Ebb"], "the links are the server's, left as they are")
  }

  @Test func nullTypedInAFieldTheRecordsGiveNullIsSentAsNull() {
    let pets: [JSONObject] = [
      ["id": 1, "owner": nil, "name": "Rex"], ["id": 2, "owner": "Ann", "name": "Tom"],
    ]
    var form = RecordForm(
      new: BrowsedResource(name: "pets"), names: ["id", "owner", "name"],
      schema: RecordSchema(records: pets), idField: "id")
    checkEqual(form.fields.map(\.holdsNull), [true, false])
    form.fields[0].text = "null"
    form.fields[1].text = "null"
    checkEqual(
      form.body, ["owner": nil, "name": "null"],
      "null where the records give null, the text null where they never do")
    check(form.validationErrors.isEmpty)
  }

  @Test func aNewRecordSendsTheFieldsFilledInEachOfItsKind() async {
    let writes = RecordWrites()
    let store = TestStore(
      initialState: Self.newComment(), reducer: RecordFormFeature(collections: writes.client))
    var form = Self.newComment()
    for (index, text) in [(0, "3"), (1, "Ada"), (2, "Hi")] {
      form.fields[index].text = text
      await store.send(.setField(form.fields[index].name, text)) { [form] in $0 = form }
    }
    await store.send(.submit) { $0.status = .submitting }
    let saved: JSONObject = ["postId": 3, "name": "Ada", "body": "Hi", "id": 11]
    await store.receive(.saveResponse(.success(saved))) {
      $0.status = .saved(saved)
      $0.savedRecordID = "11"
    }
    await store.finish()
    checkEqual(
      writes.requests,
      [
        RecordWrites.Request(
          method: "POST", path: "comments", body: ["postId": 3, "name": "Ada", "body": "Hi"])
      ], "the email left blank is not sent")
    checkEqual(store.state.savedID, "11")
  }

  @Test func anEditSendsOnlyTheFieldsChangedAndANumberStaysANumber() async {
    let writes = RecordWrites { request in
      var record = Self.todo
      for member in request.body?.object ?? [:] { record[member.name] = member.value }
      return .object(record)
    }
    let store = TestStore(
      initialState: Self.editedTodo(), reducer: RecordFormFeature(collections: writes.client))
    await store.send(.setField("userId", "4")) { $0.fields[1].text = "4" }
    await store.send(.setField("title", "New")) { $0.fields[0].text = "New" }
    await store.send(.setField("completed", "false")) { $0.fields[2].text = "false" }
    await store.send(.submit) { $0.status = .submitting }
    var answer = Self.todo
    answer["userId"] = 4
    answer["title"] = "New"
    let saved = answer
    await store.receive(.saveResponse(.success(saved))) {
      $0.status = .saved(saved)
      $0.savedRecordID = "7"
    }
    await store.finish()
    checkEqual(
      writes.requests,
      [
        RecordWrites.Request(method: "PATCH", path: "todos/7", body: ["title": "New", "userId": 4])
      ])
  }

  @Test func anEditThatChangesNothingSendsNothingAndIsSavedAsItWas() async {
    let writes = RecordWrites()
    let store = TestStore(
      initialState: Self.editedTodo(), reducer: RecordFormFeature(collections: writes.client))
    await store.send(.submit) { $0.status = .saved(Self.todo) }
    check(writes.requests.isEmpty)
  }

  @Test func theServersRejectionShowsUnderItsFieldAndTheRestAsTheFormsOwn() async {
    let rejection = NetworkError.rejected(
      resource: "comments",
      fieldErrors: FieldErrors(["email": ["is taken"], "nickname": ["is rude"]], general: ["no"]))
    let writes = RecordWrites { _ in throw rejection }
    var initial = Self.newComment()
    for (index, text) in [(0, "3"), (1, "Ada"), (3, "ada@x.org"), (2, "Hi")] {
      initial.fields[index].text = text
    }
    let store = TestStore(
      initialState: initial, reducer: RecordFormFeature(collections: writes.client))
    await store.send(.submit) { $0.status = .submitting }
    let errors = FormErrors(
      [FormErrors.Entry(field: "email", messages: ["is taken"])],
      general: ["no", #"nickname: is rude"#])
    await store.receive(.saveResponse(.failure(LoadFailure(rejection)))) {
      $0.status = .invalid(errors)
    }
    await store.finish()
    checkEqual(store.state.status.errors?["email"], ["is taken"])
  }

  @Test func whatCannotBeSentIsSaidUnderItsFieldAndNothingIsSent() async {
    let writes = RecordWrites()
    var initial = Self.newComment()
    initial.fields[0].text = "3x"
    initial.fields[2].text = "Hi"
    let store = TestStore(
      initialState: initial, reducer: RecordFormFeature(collections: writes.client))
    await store.send(.fieldLeft("postId")) {
      $0.status = .invalid(
        FormErrors([
          FormErrors.Entry(
            field: "postId", messages: ["is not JSON: it fails at character 2 of the value"])
        ]))
    }
    await store.send(.setField("postId", #""three""#)) {
      $0.fields[0].text = #""three""#
      $0.status = .editing
    }
    await store.send(.submit) {
      $0.status = .invalid(
        FormErrors([
          FormErrors.Entry(field: "postId", messages: ["is a number in the records, not text"])
        ]))
    }
    await store.finish()
    check(writes.requests.isEmpty)
  }

  @Test func theResourcesRulesAreCheckedBeforeAnythingIsSentAndMarkWhatIsRequired() async {
    let writes = RecordWrites()
    var initial = Self.newComment()
    initial.rules = ResourceCatalog.jsonPlaceholder.rules["comments"] ?? [:]
    checkEqual(
      initial.shownFields.map { $0.label(asLink: false) },
      ["postId (number) *", "name *", "body *", "email *"])
    initial.fields[0].text = "0"
    initial.fields[1].text = "Ada"
    initial.fields[3].text = "ada.example.com"
    let store = TestStore(
      initialState: initial, reducer: RecordFormFeature(collections: writes.client))
    await store.send(.submit) {
      $0.status = .invalid(
        FormErrors([
          FormErrors.Entry(field: "postId", messages: ["must be a positive whole number"]),
          FormErrors.Entry(field: "body", messages: ["can't be blank"]),
          FormErrors.Entry(field: "email", messages: ["is not a valid address"]),
        ]))
    }
    await store.send(.setField("email", "ada@example.com")) {
      $0.fields[3].text = "ada@example.com"
      $0.status = .invalid(
        FormErrors([
          FormErrors.Entry(field: "postId", messages: ["must be a positive whole number"]),
          FormErrors.Entry(field: "body", messages: ["can't be blank"]),
        ]))
    }
    await store.finish()
    check(writes.requests.isEmpty, "nothing is sent while a rule is broken")
  }

  @Test func aFieldEveryRecordHasLeftBlankIsNotSent() async {
    let writes = RecordWrites()
    var initial = Self.newComment()
    initial.fields[1].text = "Ada"
    let store = TestStore(
      initialState: initial, reducer: RecordFormFeature(collections: writes.client))
    await store.send(.submit) { $0.status = .submitting }
    let saved: JSONObject = ["name": "Ada", "id": 11]
    await store.receive(.saveResponse(.success(saved))) {
      $0.status = .saved(saved)
      $0.savedRecordID = "11"
    }
    await store.finish()
    checkEqual(
      writes.requests,
      [
        RecordWrites.Request(method: "POST", path: "comments", body: ["name": "Ada"])
      ],
      "postId and body, in every record, left out as the email is")
  }
}
