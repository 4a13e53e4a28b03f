import Features
import FeaturesTesting
import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@testable import JSONPlaceholderFeatures

@Suite(.timeLimit(.minutes(1)))
struct PostFormFeatureTests {
  let original = Sample.post(7, by: 3, title: "Old", body: "Text")
  let log = Log<WriteCall>()

  func feature(failure: (any Error & Sendable)? = nil) -> PostFormFeature {
    PostFormFeature(client: .recordingWrites(into: log, post: original, failure: failure))
  }

  func filledState(status: FormStatus<Post> = .editing) -> PostFormFeature.State {
    PostFormFeature.State(
      mode: .create, fields: PostFormFeature.Fields(userId: "3", title: "Hi", body: "Body"),
      status: status)
  }

  func store(
    _ state: PostFormFeature.State, failure: (any Error & Sendable)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> TestStore<PostFormFeature> {
    TestStore(
      initialState: state, reducer: feature(failure: failure), sourceLocation: sourceLocation)
  }

  let rejection = LoadFailure(
    NetworkError.rejected(
      resource: "post",
      fieldErrors: FieldErrors(["userId": ["does not exist"], "title": ["is taken"]])))

  // MARK: state

  @Test func aNewFormIsEditingEmptyFields() {
    let state = PostFormFeature.State(mode: .create)
    checkEqual(state.fields, PostFormFeature.Fields())
    checkEqual(state.status, .editing)
    checkEqual(PostFormFeature.Field.allCases.map(\.rawValue), ["userId", "title", "body"])
  }

  @Test func anEditFormStartsFromThePostsValues() {
    let state = PostFormFeature.State(mode: .edit(original))
    checkEqual(state.fields, PostFormFeature.Fields(userId: "3", title: "Old", body: "Text"))
    checkEqual(state.changes, PostChanges())
    checkEqual(state.draft, nil)
  }

  // MARK: editing → invalid → editing

  @Test func submittingEmptyFieldsReportsEveryProblemInFieldOrderAndSendsNothing() async {
    let store = store(PostFormFeature.State(mode: .create, fields: .init(title: "   ")))

    await store.send(.submit) {
      $0.status = .invalid(
        FormErrors([
          .init(field: "userId", messages: ["can't be blank"]),
          .init(field: "title", messages: ["can't be blank"]),
          .init(field: "body", messages: ["can't be blank"]),
        ]))
    }

    checkEqual(
      store.state.status.errors?.lines,
      [
        "userId: can't be blank", "title: can't be blank", "body: can't be blank",
      ])
    check(log.entries.isEmpty)
  }

  @Test func aNonPositiveAuthorIsInvalid() async {
    var state = filledState()
    state.fields.userId = "0"
    let store = store(state)

    await store.send(.submit) {
      $0.status = .invalid(
        FormErrors([.init(field: "userId", messages: ["must be a positive whole number"])]))
    }

    check(log.entries.isEmpty)
  }

  @Test func fixingEveryProblemMakesTheFormEditingAgain() async {
    let store = store(PostFormFeature.State(mode: .create, fields: .init(userId: "3")))

    await store.send(.submit) {
      $0.status = .invalid(
        FormErrors([
          .init(field: "title", messages: ["can't be blank"]),
          .init(field: "body", messages: ["can't be blank"]),
        ]))
    }
    await store.send(.setField(.title, "Hi")) {
      $0.fields.title = "Hi"
      $0.status = .invalid(FormErrors([.init(field: "body", messages: ["can't be blank"])]))
    }
    await store.send(.setField(.body, "Text")) {
      $0.fields.body = "Text"
      $0.status = .editing
    }

    checkEqual(store.state.fields, PostFormFeature.Fields(userId: "3", title: "Hi", body: "Text"))
  }

  @Test func aChangeThatStaysInvalidKeepsTheFieldInItsPlace() async {
    let store = store(PostFormFeature.State(mode: .create))
    let blank = ["can't be blank"]

    await store.send(.submit) {
      $0.status = .invalid(
        FormErrors([
          .init(field: "userId", messages: blank), .init(field: "title", messages: blank),
          .init(field: "body", messages: blank),
        ]))
    }
    await store.send(.setField(.userId, "-2")) {
      $0.fields.userId = "-2"
      $0.status = .invalid(
        FormErrors([
          .init(field: "userId", messages: [FormValidation.invalidIDMessage]),
          .init(field: "title", messages: blank), .init(field: "body", messages: blank),
        ]))
    }

    checkEqual(
      store.state.status.errors?.lines,
      [
        "userId: must be a positive whole number", "title: can't be blank",
        "body: can't be blank",
      ])
  }

  // MARK: submitting → saved / failed / invalid

  @Test func submittingValidFieldsCreatesThePostAndSavesTheAnswer() async {
    let store = store(filledState())
    let saved = Post(userId: 3, id: 101, title: "Hi", body: "Body")

    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.success(saved))) { $0.status = .saved(saved) }
    await store.finish()

    checkEqual(log.entries, [.createPost(PostDraft(userId: 3, title: "Hi", body: "Body"))])
  }

  @Test func aFailedRequestFailsTheFormAndRetrySendsAgain() async {
    let error = NetworkError.timedOut(host: "example.com")
    let store = store(filledState(), failure: error)
    let failure = LoadFailure(error)

    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.failure(failure))) { $0.status = .failed(failure) }
    await store.send(.retry) { $0.status = .submitting }
    await store.receive(.saveResponse(.failure(failure))) { $0.status = .failed(failure) }
    await store.finish()

    checkEqual(failure.networkError, error)
    checkEqual(log.entries.count, 2)
  }

  @Test func retryIsIgnoredUnlessTheFormFailed() async {
    let store = store(filledState())

    await store.send(.retry)

    check(log.entries.isEmpty)
  }

  @Test func aRejectionMakesTheFormInvalidWithTheServersMessagesInFieldOrder() async {
    let store = store(filledState(status: .submitting))

    await store.send(.saveResponse(.failure(rejection))) {
      $0.status = .invalid(
        FormErrors([
          .init(field: "userId", messages: ["does not exist"]),
          .init(field: "title", messages: ["is taken"]),
        ]))
    }

    checkEqual(store.state.status.errors?.lines, ["userId: does not exist", "title: is taken"])
  }

  @Test func aRejectedSubmissionEndsInvalid() async {
    let store = store(filledState(), failure: rejection.networkError)

    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.failure(rejection))) {
      $0.status = .invalid(
        FormErrors([
          .init(field: "userId", messages: ["does not exist"]),
          .init(field: "title", messages: ["is taken"]),
        ]))
    }
    await store.finish()

    checkEqual(store.state.status.errors?.fields, ["userId", "title"])
  }

  @Test func fixingAFieldTheServerRejectedKeepsTheOthersMessages() async {
    let store = store(filledState())

    await store.send(.saveResponse(.failure(rejection))) {
      $0.status = .invalid(
        FormErrors([
          .init(field: "userId", messages: ["does not exist"]),
          .init(field: "title", messages: ["is taken"]),
        ]))
    }
    await store.send(.setField(.title, "Another")) {
      $0.fields.title = "Another"
      $0.status = .invalid(FormErrors([.init(field: "userId", messages: ["does not exist"])]))
    }

    checkEqual(store.state.status.errors?.lines, ["userId: does not exist"])
  }

  @Test func fieldChangesAndSubmitsAreIgnoredWhileSubmitting() async {
    let store = store(filledState(status: .submitting))

    await store.send(.setField(.title, "Changed"))
    await store.send(.submit)

    check(log.entries.isEmpty)
  }

  @Test func changingASavedFormMakesItEditingAgain() async {
    let store = store(filledState(status: .saved(original)))

    await store.send(.setField(.body, "More")) {
      $0.fields.body = "More"
      $0.status = .editing
    }
  }

  // MARK: edit

  @Test func anEditSendsOnlyTheChangedFields() async {
    let store = store(PostFormFeature.State(mode: .edit(original)))
    let saved = Post(userId: 3, id: 7, title: "New", body: "Text")

    await store.send(.setField(.title, "New")) { $0.fields.title = "New" }
    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.success(saved))) { $0.status = .saved(saved) }
    await store.finish()

    checkEqual(log.entries, [.updatePost(7, PostChanges(title: "New"))])
  }

  @Test func anEditWithoutChangesIsSavedWithoutARequest() async {
    let store = store(PostFormFeature.State(mode: .edit(original)))

    await store.send(.setField(.title, "New")) { $0.fields.title = "New" }
    await store.send(.setField(.title, "Old")) { $0.fields.title = "Old" }
    await store.send(.submit) { $0.status = .saved(original) }

    check(log.entries.isEmpty)
  }

  @Test func anEditValidatesTheChangedFieldsAndSendsNothingWhenInvalid() async {
    let store = store(PostFormFeature.State(mode: .edit(original)))

    await store.send(.setField(.body, " \n ")) { $0.fields.body = " \n " }
    await store.send(.submit) {
      $0.status = .invalid(FormErrors([.init(field: "body", messages: ["can't be blank"])]))
    }

    checkEqual(store.state.status.errors?.lines, ["body: can't be blank"])
    check(log.entries.isEmpty)
  }

  @Test func anEditCannotChangeTheAuthor() async {
    let store = store(PostFormFeature.State(mode: .edit(original)))

    await store.send(.setField(.userId, "9"))

    checkEqual(store.state.fields.userId, "3")
  }
}
