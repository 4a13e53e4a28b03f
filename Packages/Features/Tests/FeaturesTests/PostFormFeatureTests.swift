import Models
import NetworkClient
import NetworkClientTestSupport
import Testing

@testable import Features

@Suite struct PostFormFeatureTests {
  let original = Sample.post(7, by: 3, title: "Old", body: "Text")
  let log = Log<WriteCall>()

  func feature(failure: (any Error & Sendable)? = nil) -> PostFormFeature {
    PostFormFeature(client: .recordingWrites(into: log, post: original, failure: failure))
  }

  func filledState() -> PostFormFeature.State {
    PostFormFeature.State(
      mode: .create, fields: PostFormFeature.Fields(userId: "3", title: "Hi", body: "Body"))
  }

  let rejection = LoadFailure(
    NetworkError.rejected(
      resource: "post",
      fieldErrors: FieldErrors(["userId": ["does not exist"], "title": ["is taken"]])))

  // MARK: state

  @Test func aNewFormIsEditingEmptyFields() {
    let state = PostFormFeature.State(mode: .create)
    #expect(state.fields == PostFormFeature.Fields())
    #expect(state.status == .editing)
    #expect(PostFormFeature.Field.allCases.map(\.rawValue) == ["userId", "title", "body"])
  }

  @Test func anEditFormStartsFromThePostsValues() {
    let state = PostFormFeature.State(mode: .edit(original))
    #expect(state.fields == PostFormFeature.Fields(userId: "3", title: "Old", body: "Text"))
    #expect(state.changes == PostChanges())
    #expect(state.draft == nil)
  }

  // MARK: editing → invalid → editing

  @Test func submittingEmptyFieldsReportsEveryProblemInFieldOrderAndSendsNothing() async {
    var state = PostFormFeature.State(mode: .create)
    state.fields.title = "   "

    let effect = feature().reduce(into: &state, action: .submit)

    #expect(
      state.status.errors?.lines == [
        "userId: can't be blank", "title: can't be blank", "body: can't be blank",
      ])
    #expect(effect.isNone)
    #expect(await effect.actions().isEmpty)
    #expect(log.entries.isEmpty)
  }

  @Test func aNonPositiveAuthorIsInvalid() {
    var state = filledState()
    state.fields.userId = "0"

    _ = feature().reduce(into: &state, action: .submit)

    #expect(
      state.status
        == .invalid(
          FormErrors([.init(field: "userId", messages: ["must be a positive whole number"])])))
    #expect(log.entries.isEmpty)
  }

  @Test func fixingEveryProblemMakesTheFormEditingAgain() {
    var state = PostFormFeature.State(mode: .create, fields: .init(userId: "3"))
    let feature = feature()
    _ = feature.reduce(into: &state, action: .submit)
    #expect(state.status.errors?.fields == ["title", "body"])

    _ = feature.reduce(into: &state, action: .setField(.title, "Hi"))
    #expect(state.status.errors?.lines == ["body: can't be blank"])

    _ = feature.reduce(into: &state, action: .setField(.body, "Text"))
    #expect(state.status == .editing)
    #expect(state.fields == PostFormFeature.Fields(userId: "3", title: "Hi", body: "Text"))
  }

  @Test func aChangeThatStaysInvalidKeepsTheFieldInItsPlace() {
    var state = PostFormFeature.State(mode: .create)
    let feature = feature()
    _ = feature.reduce(into: &state, action: .submit)

    _ = feature.reduce(into: &state, action: .setField(.userId, "-2"))

    #expect(
      state.status.errors?.lines == [
        "userId: must be a positive whole number", "title: can't be blank",
        "body: can't be blank",
      ])
  }

  // MARK: submitting → saved / failed / invalid

  @Test func submittingValidFieldsCreatesThePostAndSavesTheAnswer() async throws {
    var state = filledState()
    let feature = feature()

    let effect = feature.reduce(into: &state, action: .submit)

    #expect(state.status == .submitting)
    let actions = await effect.actions()
    let saved = Post(userId: 3, id: 101, title: "Hi", body: "Body")
    #expect(actions == [.saveResponse(.success(saved))])
    #expect(log.entries == [.createPost(PostDraft(userId: 3, title: "Hi", body: "Body"))])
    #expect(effect.cancellations.first??.cancelInFlight == true)

    _ = feature.reduce(into: &state, action: try #require(actions.first))
    #expect(state.status == .saved(saved))
  }

  @Test func aFailedRequestFailsTheFormAndRetrySendsAgain() async throws {
    var state = filledState()
    let feature = feature(failure: NetworkError.timedOut(host: "example.com"))

    let effect = feature.reduce(into: &state, action: .submit)
    let actions = await effect.actions()
    _ = feature.reduce(into: &state, action: try #require(actions.first))

    #expect(state.status.failure?.networkError == .timedOut(host: "example.com"))

    let retry = feature.reduce(into: &state, action: .retry)
    #expect(state.status == .submitting)
    _ = await retry.actions()
    #expect(log.entries.count == 2)
  }

  @Test func retryIsIgnoredUnlessTheFormFailed() {
    var state = filledState()
    let effect = feature().reduce(into: &state, action: .retry)
    #expect(state.status == .editing)
    #expect(effect.isNone)
  }

  @Test func aRejectionMakesTheFormInvalidWithTheServersMessagesInFieldOrder() {
    var state = filledState()
    state.status = .submitting

    _ = feature().reduce(into: &state, action: .saveResponse(.failure(rejection)))

    #expect(state.status.errors?.lines == ["userId: does not exist", "title: is taken"])
  }

  @Test func aRejectedSubmissionEndsInvalid() async throws {
    var state = filledState()
    let feature = feature(failure: rejection.networkError)

    let actions = await feature.reduce(into: &state, action: .submit).actions()
    _ = feature.reduce(into: &state, action: try #require(actions.first))

    #expect(state.status.errors?.fields == ["userId", "title"])
  }

  @Test func fixingAFieldTheServerRejectedKeepsTheOthersMessages() {
    var state = filledState()
    let feature = feature()
    _ = feature.reduce(into: &state, action: .saveResponse(.failure(rejection)))

    _ = feature.reduce(into: &state, action: .setField(.title, "Another"))

    #expect(state.status.errors?.lines == ["userId: does not exist"])
  }

  @Test func fieldChangesAndSubmitsAreIgnoredWhileSubmitting() {
    var state = filledState()
    state.status = .submitting
    let feature = feature()

    _ = feature.reduce(into: &state, action: .setField(.title, "Changed"))
    let effect = feature.reduce(into: &state, action: .submit)

    #expect(state.fields.title == "Hi")
    #expect(state.status == .submitting)
    #expect(effect.isNone)
  }

  @Test func changingASavedFormMakesItEditingAgain() {
    var state = filledState()
    state.status = .saved(original)

    _ = feature().reduce(into: &state, action: .setField(.body, "More"))

    #expect(state.status == .editing)
  }

  // MARK: edit

  @Test func anEditSendsOnlyTheChangedFields() async {
    var state = PostFormFeature.State(mode: .edit(original))
    let feature = feature()
    _ = feature.reduce(into: &state, action: .setField(.title, "New"))

    let actions = await feature.reduce(into: &state, action: .submit).actions()

    #expect(log.entries == [.updatePost(7, PostChanges(title: "New"))])
    #expect(
      actions == [.saveResponse(.success(Post(userId: 3, id: 7, title: "New", body: "Text")))])
  }

  @Test func anEditWithoutChangesIsSavedWithoutARequest() async {
    var state = PostFormFeature.State(mode: .edit(original))
    let feature = feature()
    _ = feature.reduce(into: &state, action: .setField(.title, "New"))
    _ = feature.reduce(into: &state, action: .setField(.title, "Old"))

    let effect = feature.reduce(into: &state, action: .submit)

    #expect(state.status == .saved(original))
    #expect(effect.isNone)
    #expect(log.entries.isEmpty)
  }

  @Test func anEditValidatesTheChangedFieldsAndSendsNothingWhenInvalid() async {
    var state = PostFormFeature.State(mode: .edit(original))
    let feature = feature()
    _ = feature.reduce(into: &state, action: .setField(.body, " \n "))

    let effect = feature.reduce(into: &state, action: .submit)

    #expect(state.status.errors?.lines == ["body: can't be blank"])
    #expect(await effect.actions().isEmpty)
    #expect(log.entries.isEmpty)
  }

  @Test func anEditCannotChangeTheAuthor() {
    var state = PostFormFeature.State(mode: .edit(original))

    _ = feature().reduce(into: &state, action: .setField(.userId, "9"))

    #expect(state.fields.userId == "3")
  }
}
