import Features
import HTTPClient
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

    #expect(status.errors == nil)
    #expect(status.savedResource == nil)
    #expect(status.failure == nil)
    #expect(!status.isSubmitting)
  }

  @Test func invalidExposesOnlyItsErrors() {
    let status = FormStatus<String>.invalid(Self.errors)

    #expect(status.errors == Self.errors)
    #expect(status.savedResource == nil)
    #expect(status.failure == nil)
    #expect(!status.isSubmitting)
  }

  @Test func invalidWithNoErrorsStillExposesThem() {
    let status = FormStatus<String>.invalid(FormErrors())

    #expect(status.errors == FormErrors())
  }

  @Test func submittingIsOnlySubmitting() {
    let status = FormStatus<String>.submitting

    #expect(status.isSubmitting)
    #expect(status.errors == nil)
    #expect(status.savedResource == nil)
    #expect(status.failure == nil)
  }

  @Test func savedExposesOnlyTheStoredResource() {
    let status = FormStatus<String>.saved("post 101")

    #expect(status.savedResource == "post 101")
    #expect(status.errors == nil)
    #expect(status.failure == nil)
    #expect(!status.isSubmitting)
  }

  @Test func savedResourceWorksForAResourceThatIsNotEquatable() {
    let status = FormStatus<Opaque>.saved(Opaque())

    #expect(status.savedResource != nil)
    #expect(FormStatus<Opaque>.editing.savedResource == nil)
  }

  @Test func failedExposesOnlyTheFailure() {
    let status = FormStatus<String>.failed(Self.failure)

    #expect(status.failure == Self.failure)
    #expect(status.failure?.networkError == .timedOut(host: "api"))
    #expect(status.errors == nil)
    #expect(status.savedResource == nil)
    #expect(!status.isSubmitting)
  }

  @Test func equalCasesWithEqualValuesAreEqual() {
    #expect(FormStatus<String>.editing == .editing)
    #expect(FormStatus<String>.submitting == .submitting)
    #expect(FormStatus<String>.invalid(Self.errors) == .invalid(Self.errors))
    #expect(FormStatus<String>.saved("a") == .saved("a"))
    #expect(FormStatus<String>.failed(Self.failure) == .failed(Self.failure))
  }

  @Test func differentCasesOrValuesAreNotEqual() {
    let statuses: [FormStatus<String>] = [
      .editing, .submitting, .invalid(Self.errors), .invalid(FormErrors()), .saved("a"),
      .saved("b"), .failed(Self.failure), .failed(LoadFailure(message: "offline")),
    ]

    for (index, status) in statuses.enumerated() {
      for (otherIndex, other) in statuses.enumerated() where otherIndex != index {
        #expect(status != other)
      }
    }
  }

  @Test func hashesEqualStatusesAlikeAndKeepsDistinctOnesApart() {
    let statuses: Set<FormStatus<String>> = [
      .editing, .editing, .submitting, .saved("a"), .saved("a"), .saved("b"),
      .invalid(Self.errors), .invalid(Self.errors), .failed(Self.failure),
    ]

    #expect(statuses.count == 6)
    #expect(statuses.contains(.saved("b")))
    #expect(!statuses.contains(.saved("c")))
    #expect(FormStatus<String>.saved("a").hashValue == FormStatus<String>.saved("a").hashValue)
  }

  @Test func conformsToEquatableAndHashableOnlyWhenTheResourceDoes() {
    let hashable: Any.Type = FormStatus<String>.self
    let opaque: Any.Type = FormStatus<Opaque>.self

    #expect(hashable is any Equatable.Type)
    #expect(hashable is any Hashable.Type)
    #expect(!(opaque is any Equatable.Type))
    #expect(!(opaque is any Hashable.Type))
  }
}
