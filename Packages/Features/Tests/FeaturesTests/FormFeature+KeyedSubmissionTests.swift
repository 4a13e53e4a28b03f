import Dependencies
import Features
import FeaturesTesting
import HTTPClient
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct FormFeatureKeyedSubmissionTests {
  private static let first = IdempotencyKey("00000000-0000-0000-0000-000000000001")
  private static let second = IdempotencyKey("00000000-0000-0000-0000-000000000002")

  @Test func aRetryKeepsTheSubmissionsKeyAndANewSubmissionGetsANewOne() async {
    let sent = Log<String>()
    let failure = LoadFailure(NetworkError.timedOut(host: "api"))
    let feature = FormFeature<KeyedNoteForm>(
      keyedSubmission: { _, key in
        .request {
          sent.append(key.value)
          if sent.entries.count == 1 { throw failure }
          return "saved"
        }
      }, uuid: .incrementing())
    let store = TestStore(
      initialState: KeyedNoteForm(fields: .init(title: "Hello")), reducer: feature)

    await store.send(.submit) {
      $0.status = .submitting
      $0.submissionKey = Self.first
    }
    await store.receive(.saveResponse(.failure(failure))) { $0.status = .failed(failure) }
    await store.send(.retry) { $0.status = .submitting }
    await store.receive(.saveResponse(.success("saved"))) { $0.status = .saved("saved") }
    await store.send(.submit) {
      $0.status = .submitting
      $0.submissionKey = Self.second
    }
    await store.receive(.saveResponse(.success("saved"))) { $0.status = .saved("saved") }
    await store.finish()

    checkEqual(sent.entries, [Self.first.value, Self.first.value, Self.second.value])
  }

  @Test func aFormWithProblemsMakesNoKey() async {
    let feature = FormFeature<KeyedNoteForm>(
      keyedSubmission: { _, _ in .request { "saved" } }, uuid: .incrementing())
    let store = TestStore(initialState: KeyedNoteForm(), reducer: feature)

    await store.send(.submit) {
      $0.status = .invalid(FormErrors([.init(field: "title", messages: ["can't be blank"])]))
    }
  }
}
