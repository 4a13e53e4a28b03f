import HTTPClient
import TestSupport
import Testing

@testable import Features

@Suite struct FormFeatureSupportTests {
  typealias Status = FormStatus<String>

  private static let fieldOrder = ["userId", "title", "body"]

  private static func changing(
    _ field: String, to value: String, rule: FormValidation.Rule = .required,
    from status: Status
  ) -> Status {
    FormFeatureSupport.status(
      afterChanging: field, to: value, rule: rule, fieldOrder: fieldOrder, from: status)
  }

  private static func rejection(_ messages: [String: [String]]) -> LoadFailure {
    LoadFailure(NetworkError.rejected(resource: "post", fieldErrors: FieldErrors(messages)))
  }

  // MARK: Changing a field

  @Test(arguments: [
    Status.editing, .submitting, .saved("post 101"),
    .failed(LoadFailure(message: "offline")),
  ])
  func aFormThatIsNotInvalidIsEditingAfterAnyChange(status: Status) {
    checkEqual(Self.changing("title", to: "", from: status), .editing)
    checkEqual(Self.changing("title", to: "Hello", from: status), .editing)
  }

  @Test func fixingTheOnlyProblemMakesTheFormEditingAgain() {
    let status = Status.invalid(FormErrors([.init(field: "title", messages: ["can't be blank"])]))

    checkEqual(Self.changing("title", to: "Hello", from: status), .editing)
  }

  @Test func fixingOneProblemKeepsTheOthers() {
    let status = Status.invalid(
      FormErrors([
        .init(field: "title", messages: ["can't be blank"]),
        .init(field: "body", messages: ["can't be blank"]),
      ]))

    let next = Self.changing("title", to: "Hello", from: status)

    checkEqual(next.errors?.fields, ["body"])
    checkEqual(next.errors?["body"], ["can't be blank"])
  }

  @Test func replacesAllOfTheFieldsOldMessagesWithTheNewValuesProblem() {
    let status = Status.invalid(
      FormErrors([.init(field: "userId", messages: ["does not exist", "is taken"])]))

    let next = Self.changing("userId", to: "abc", rule: .positiveID, from: status)

    checkEqual(next.errors?["userId"], [FormValidation.invalidIDMessage])
    checkEqual(next.errors?.fields, ["userId"])
  }

  @Test func aNewProblemTakesItsPlaceInTheFieldOrder() {
    let status = Status.invalid(
      FormErrors([
        .init(field: "body", messages: ["can't be blank"]),
        .init(field: "userId", messages: ["does not exist"]),
      ]))

    let next = Self.changing("title", to: " ", from: status)

    checkEqual(next.errors?.fields, ["userId", "title", "body"])
    checkEqual(next.errors?["title"], [FormValidation.blankMessage])
  }

  @Test func aChangedFieldThatStillHasAProblemKeepsItsPlace() {
    let status = Status.invalid(
      FormErrors([
        .init(field: "userId", messages: ["does not exist"]),
        .init(field: "title", messages: ["is taken"]),
        .init(field: "body", messages: ["can't be blank"]),
      ]))

    let next = Self.changing("userId", to: "0", rule: .positiveID, from: status)

    checkEqual(next.errors?.fields, ["userId", "title", "body"])
    checkEqual(next.errors?["userId"], [FormValidation.invalidIDMessage])
    checkEqual(next.errors?["title"], ["is taken"])
  }

  @Test func fieldsTheFormDoesNotKnowFollowInTheirOriginalOrder() {
    let status = Status.invalid(
      FormErrors([
        .init(field: "zeta", messages: ["is odd"]),
        .init(field: "alpha", messages: ["is odd"]),
        .init(field: "body", messages: ["can't be blank"]),
      ]))

    let next = Self.changing("title", to: "", from: status)

    checkEqual(next.errors?.fields, ["title", "body", "zeta", "alpha"])
  }

  @Test func aRuleThatAcceptsAnythingClearsTheField() {
    let status = Status.invalid(
      FormErrors([
        .init(field: "title", messages: ["is taken"]),
        .init(field: "body", messages: ["is too short"]),
      ]))

    let next = Self.changing("body", to: "", rule: .none, from: status)

    checkEqual(next, .invalid(FormErrors([.init(field: "title", messages: ["is taken"])])))
  }

  // MARK: A failed request

  @Test func theServersFieldErrorsMakeTheFormInvalidInFieldOrderAndTheRestItsOwnMessages() {
    let failure = Self.rejection([
      "body": ["is too short"], "extra": ["is unknown"], "userId": ["does not exist"],
      "another": ["is unknown"],
    ])

    let status: Status = FormFeatureSupport.status(after: failure, fieldOrder: Self.fieldOrder)

    checkEqual(status.errors?.fields, ["userId", "body"])
    checkEqual(status.errors?.general, ["another: is unknown", "extra: is unknown"])
    checkEqual(status.errors?["userId"], ["does not exist"])
    checkEqual(status.failure, nil)
  }

  @Test func aFieldNamedWithoutMessagesStillMakesTheFormInvalid() {
    let failure = Self.rejection(["title": []])

    let status: Status = FormFeatureSupport.status(after: failure, fieldOrder: Self.fieldOrder)

    checkEqual(status.errors?.fields, ["title"])
    checkEqual(status.errors?["title"], [])
  }

  @Test func aRejectionWithoutFieldErrorsIsKeptForARetry() {
    let failure = Self.rejection([:])

    let status: Status = FormFeatureSupport.status(after: failure, fieldOrder: Self.fieldOrder)

    checkEqual(status, .failed(failure))
  }

  @Test(arguments: [
    LoadFailure(NetworkError.timedOut(host: "api")),
    LoadFailure(NetworkError.cancelled),
    LoadFailure(NetworkError.unexpectedStatus(code: 500, bodyExcerpt: "oops")),
    LoadFailure(message: "no network error at all"),
  ])
  func anyOtherFailureIsKeptForARetry(failure: LoadFailure) {
    let status: Status = FormFeatureSupport.status(after: failure, fieldOrder: Self.fieldOrder)

    checkEqual(status, .failed(failure))
    checkEqual(status.errors, nil)
  }
}

@Suite struct FormFeatureSupportSaveTests {
  @Test func savingMarksTheFormSubmittingAndSendsTheSavedResource() async {
    var status = FormStatus<String>.editing

    let effect = FormFeatureSupport.save(
      { "saved" }, status: &status, cancelID: "save", response: { $0 })

    checkEqual(status, .submitting)
    checkEqual(effect.cancellations.count, 1)
    checkEqual(effect.cancellations.first??.cancelInFlight, true)
    await checkEqual(effect.actions(), [.success("saved")])
  }

  @Test func aFailedSaveSendsTheFailure() async {
    var status = FormStatus<String>.failed(LoadFailure(message: "earlier"))

    let effect = FormFeatureSupport.save(
      { () async throws -> String in throw NetworkError.timedOut(host: "example.com") },
      status: &status, cancelID: "save", response: { $0 })

    checkEqual(status, .submitting)
    await checkEqual(
      effect.actions(), [.failure(LoadFailure(NetworkError.timedOut(host: "example.com")))])
  }
}
