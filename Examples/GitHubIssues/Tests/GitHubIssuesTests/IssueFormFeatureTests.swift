import Features
import FeaturesTesting
import Foundation
import GitHubIssues
import HTTPClient
import Testing

/// The form that opens an issue, asserted with an exhaustive `TestStore`: its own check, the
/// issue opened, and GitHub's `422` under its fields.
@Suite(.timeLimit(.minutes(1)))
struct IssueFormFeatureTests {
  let log = RequestLog()

  func store(
    _ fields: IssueForm.Fields,
    answer: @escaping @Sendable (Request) throws -> GitHubIssue = { _ in Fixtures.issues[0] }
  ) -> TestStore<IssueFormFeature> {
    TestStore(
      initialState: IssueForm(fields: fields),
      reducer: IssueFormFeature(saving: Fixtures.client(log: log, answer: answer)))
  }

  @Test func aBlankTitleIsShownUnderItsFieldAndNothingIsSent() async {
    let store = store(IssueForm.Fields(title: "  ", body: "Seen twice."))

    await store.send(.submit) {
      $0.status = .invalid(FormErrors([.init(field: "title", messages: ["can't be blank"])]))
    }
    await store.finish()

    #expect(log.all.isEmpty)
    #expect(
      IssueFormScreen.lines(store.state) == [
        "New issue", "  Title:   ", "    ! can't be blank", "  Body: Seen twice.",
      ])
  }

  @Test func aValidFormOpensTheIssueWithATrimmedTitle() async {
    let store = store(IssueForm.Fields(title: " Crash at dawn ", body: " "))

    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.success(Fixtures.issues[0]))) {
      $0.status = .saved(Fixtures.issues[0])
    }
    await store.finish()

    #expect(log.all == [.create(IssueDraft(title: "Crash at dawn"))])
    #expect(IssueFormScreen.lines(store.state).last == "Opened issue #5.")
  }

  @Test func githubsValidationFailedLandsUnderItsField() async throws {
    let body = #"""
      {"message": "Validation Failed", "errors": [{"resource": "Issue", "field": "title",
      "code": "custom", "message": "title is too long (maximum is 256 characters)"}]}
      """#
    let fieldErrors = try #require(RejectionFormat.gitHub.fieldErrors(Data(body.utf8)))
    let rejection = NetworkError.rejected(resource: "issue", fieldErrors: fieldErrors)
    let store = store(IssueForm.Fields(title: "Long")) { _ in throw rejection }

    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.failure(LoadFailure(rejection)))) {
      $0.status = .invalid(
        FormErrors([
          .init(field: "title", messages: ["\"title is too long (maximum is 256 characters)\""])
        ]))
    }
    await store.finish()

    #expect(
      IssueFormScreen.lines(store.state) == [
        "New issue", "  Title: Long", "    ! \"title is too long (maximum is 256 characters)\"",
        "  Body:",
      ])
  }

  @Test func badCredentialsFailTheFormAndARetrySendsAgain() async {
    let unauthorized = NetworkError.unexpectedStatus(
      code: 401, bodyExcerpt: "Bad credentials",
      request: "POST https://api.github.example/repos/octo/harbour/issues")
    let store = store(IssueForm.Fields(title: "Crash")) { _ in throw unauthorized }

    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.failure(LoadFailure(unauthorized)))) {
      $0.status = .failed(LoadFailure(unauthorized))
    }
    await store.send(.retry) { $0.status = .submitting }
    await store.receive(.saveResponse(.failure(LoadFailure(unauthorized)))) {
      $0.status = .failed(LoadFailure(unauthorized))
    }
    await store.finish()

    #expect(log.all.count == 2)
    #expect(
      IssueFormScreen.lines(store.state).last
        == "Could not open it: POST https://api.github.example/repos/octo/harbour/issues: "
        + "HTTP 401: Bad credentials")
  }
}
