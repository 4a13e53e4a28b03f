import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

/// The code of the "Getting Started with NetworkClientTestSupport" article
/// (`NetworkClientTestSupport.docc/GettingStarted.md`), unchanged, with what the article says
/// about it asserted.
@Suite struct TestSupportGettingStartedTests {
  @Test func makeSampleValues() {
    let post = Sample.post(7, by: Sample.ervin.id, title: "Night trains")
    // post.userId == 2, post.body == ""

    checkEqual(post.userId, 2)
    checkEqual(post.body, "")

    let authors = Set(Fixtures.users.map(\.id))
    let orphans = Fixtures.posts.filter { !authors.contains($0.userId) }
    // orphans.map(\.id) == [3]: its author, user 99, is not among the users

    checkEqual(orphans.map(\.id), [3])
    checkEqual(orphans.map(\.userId), [99])
  }

  @Test(.timeLimit(.minutes(1))) func holdARequestInFlight() async {
    let gate = Gate()
    let client = NetworkClient.unimplemented.with {
      $0.post = { id in
        try await gate.pass()
        return Sample.post(id, title: "Held")
      }
    }
    let request = Task { try await client.post(1) }
    for await _ in gate.arrivals { break }
    request.cancel()
    // request.value throws CancellationError, and gate.cancellations == 1

    await #expect(throws: CancellationError.self) { try await request.value }
    checkEqual(gate.cancellations, 1)
  }

  @Test(.timeLimit(.minutes(1))) func raiseASignal() async {
    let signal = Signal()
    let waiter = Task {
      await signal.wait()
      return "released"
    }
    await signal.raise()
    // await waiter.value == "released"

    await checkEqual(waiter.value, "released")
    check(await signal.isRaised)
  }

  @Test func compareJSONBodies() throws {
    let sent = try encodedJSONObject(PostDraft(userId: 1, title: "T", body: "B"))
    let expected = try jsonObject(#"{"body": "B", "title": "T", "userId": 1}"#)
    // sent == expected, whatever the order of the keys

    checkEqual(sent, expected)
    check(sent != nil)
  }
}
