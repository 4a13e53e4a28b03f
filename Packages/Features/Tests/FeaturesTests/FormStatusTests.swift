import Features
import HTTPClient
import TestSupport
import Testing

@Suite struct FormStatusTests {
  private struct Opaque {}

  private static let errors = FormErrors([
    FormErrors.Entry(field: "title", messages: ["can't be blank"])
  ])
  private static let failure = LoadFailure(
    message: "api did not answer in time", networkError: .timedOut(host: "api"))

  @Test func editingHasNoErrorsResourceOrFailureAndIsNotSubmitting() {
    let status = FormStatus<String>.editing

    checkEqual(status.errors, nil)
    checkEqual(status.savedResource, nil)
    checkEqual(status.failure, nil)
    check(!status.isSubmitting)
  }

  @Test func invalidExposesOnlyItsErrors() {
    let status = FormStatus<String>.invalid(Self.errors)

    checkEqual(status.errors, Self.errors)
    checkEqual(status.savedResource, nil)
    checkEqual(status.failure, nil)
    check(!status.isSubmitting)
  }

  @Test func invalidWithNoErrorsStillExposesThem() {
    let status = FormStatus<String>.invalid(FormErrors())

    checkEqual(status.errors, FormErrors())
  }

  @Test func submittingIsOnlySubmitting() {
    let status = FormStatus<String>.submitting

    check(status.isSubmitting)
    checkEqual(status.errors, nil)
    checkEqual(status.savedResource, nil)
    checkEqual(status.failure, nil)
  }

  @Test func savedExposesOnlyTheStoredResource() {
    let status = FormStatus<String>.saved("post 101")

    checkEqual(status.savedResource, "post 101")
    checkEqual(status.errors, nil)
    checkEqual(status.failure, nil)
    check(!status.isSubmitting)
  }

  @Test func savedResourceWorksForAResourceThatIsNotEquatable() {
    let status = FormStatus<Opaque>.saved(Opaque())

    check(status.savedResource != nil)
    check(FormStatus<Opaque>.editing.savedResource == nil)
  }

  @Test func failedExposesOnlyTheFailure() {
    let status = FormStatus<String>.failed(Self.failure)

    checkEqual(status.failure, Self.failure)
    checkEqual(status.failure?.networkError, .timedOut(host: "api"))
    checkEqual(status.errors, nil)
    checkEqual(status.savedResource, nil)
    check(!status.isSubmitting)
  }

  @Test func equalCasesWithEqualValuesAreEqual() {
    checkEqual(FormStatus<String>.editing, .editing)
    checkEqual(FormStatus<String>.submitting, .submitting)
    checkEqual(FormStatus<String>.invalid(Self.errors), .invalid(Self.errors))
    checkEqual(FormStatus<String>.saved("a"), .saved("a"))
    checkEqual(FormStatus<String>.failed(Self.failure), .failed(Self.failure))
  }

  @Test func differentCasesOrValuesAreNotEqual() {
    let statuses: [FormStatus<String>] = [
      .editing, .submitting, .invalid(Self.errors), .invalid(FormErrors()), .saved("a"),
      .saved("b"), .failed(Self.failure), .failed(LoadFailure(message: "offline")),
    ]

    for (index, status) in statuses.enumerated() {
      for (otherIndex, other) in statuses.enumerated() where otherIndex != index {
        check(status != other)
      }
    }
  }

  @Test func hashesEqualStatusesAlikeAndKeepsDistinctOnesApart() {
    let statuses: Set<FormStatus<String>> = [
      .editing, .editing, .submitting, .saved("a"), .saved("a"), .saved("b"),
      .invalid(Self.errors), .invalid(Self.errors), .failed(Self.failure),
    ]

    checkEqual(statuses.count, 6)
    check(statuses.contains(.saved("b")))
    check(!statuses.contains(.saved("c")))
    checkEqual(FormStatus<String>.saved("a").hashValue, FormStatus<String>.saved("a").hashValue)
  }

  @Test func conformsToEquatableAndHashableOnlyWhenTheResourceDoes() {
    let hashable: Any.Type = FormStatus<String>.self
    let opaque: Any.Type = FormStatus<Opaque>.self

    check(hashable is any Equatable.Type)
    check(hashable is any Hashable.Type)
    check(!(opaque is any Equatable.Type))
    check(!(opaque is any Hashable.Type))
  }
}
