import Dependencies
import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

struct PostTitles {
  @Dependency(\.networkClient) var client

  func titles(by author: User.ID) async throws -> [String] {
    try await client.posts(PostQuery(userID: author)).items.map(\.title)
  }
}

/// The code of the "Getting Started with NetworkClient" article
/// (`NetworkClient.docc/GettingStarted.md`), unchanged, with what the article says about it
/// asserted.
@Suite struct GettingStartedTests {
  @Test func buildAClientComposeScreensAndReadItAsADependency() async throws {
    let client = NetworkClient.unimplemented.with {
      $0.posts = { query in
        let posts = [Post(userId: 1, id: 7, title: "Night trains", body: "Slow and kind.")]
        return Page(
          items: posts, totalCount: 1, number: query.list.pageNumber, size: query.list.page?.size)
      }
      $0.users = { _ in Page(items: [Sample.leanne]) }
    }
    let page = try await client.posts(PostQuery(list: RecordQuery(pageNumber: 1, perPage: 10)))
    // page.items.count == 1, page.pageCount == 1

    checkEqual(page.items.count, 1)
    checkEqual(page.pageCount, 1)

    let message: String
    do {
      _ = try await client.post(7)
      message = "found"
    } catch {
      message = String(describing: error)
    }
    // message says "the endpoint post(7) was called but the test did not override it"

    check(message.contains("the endpoint post(7) was called but the test did not override it"))

    let summaries = try await client.postSummaries()
    // summaries.items[0].author?.name == "Leanne Graham"

    checkEqual(summaries.items.first?.author?.name, "Leanne Graham")

    let titles = try await withDependencies {
      $0.networkClient = client
    } operation: {
      try await PostTitles().titles(by: 1)
    }
    // titles == ["Night trains"]

    checkEqual(titles, ["Night trains"])
  }

  @Test func reportFailures() {
    let missing = NetworkError.notFound(resource: "post", id: "999")
    let rejected = NetworkError.rejected(
      resource: "user", fieldErrors: FieldErrors(["email": ["is invalid"]]))
    // missing.description == "post 999 not found"
    // rejected.description == "the server rejected the user: email is invalid"

    checkEqual(missing.description, "post 999 not found")
    checkEqual(rejected.description, "the server rejected the user: email is invalid")
  }
}
