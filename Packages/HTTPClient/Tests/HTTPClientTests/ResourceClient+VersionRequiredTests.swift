import Foundation
import HTTPClient
import Synchronization
import TestSupport
import Testing

@Suite("ResourceClient sending the version when a server requires one")
struct ResourceClientVersionRequiredTests {
  /// The versions the writes were sent with, in order (`nil` for none).
  final class Writes: Sendable {
    let versions = Mutex<[String?]>([])
  }

  /// A client of a server that writes a record only for version `"v2"`, which reading it tells
  /// when `tagged`; it notes the version each write was sent with.
  private func client(tagged: Bool, sent: Writes) -> ResourceClient<String, String> {
    guard let url = URL(string: "http://127.0.0.1:8080/notes/7") else {
      return .unimplemented
    }
    var client = ResourceClient<String, String>.unimplemented
    let write: @Sendable () throws -> Void = {
      let version = RecordVersion.current.map { $0.tag.description }
      sent.versions.withLock { $0.append(version) }
      guard version != nil else {
        throw NetworkError.versionRequired(resource: "note", request: nil)
      }
    }
    client.record = { _ in
      RecordVersion.readObserver?(
        url, tagged ? RecordVersion(url: url, tag: EntityTag("\"v2\"")) : nil)
      return "Harbour"
    }
    client.update = { _, draft in
      try write()
      return draft
    }
    client.delete = { _ in try write() }
    return client
  }

  @Test func anUpdateAndADeleteAreSentOnceMoreForTheVersionRead() async throws {
    let sent = Writes()
    let notes = client(tagged: true, sent: sent).sendingTheVersionWhenRequired()

    let saved = try await notes.update("7", "Reef")
    try await notes.delete("7")

    checkEqual(saved, "Reef")
    checkEqual(sent.versions.withLock { $0 }, [nil, "\"v2\"", nil, "\"v2\""])
  }

  @Test func withoutAVersionToSendTheRefusalStands() async {
    let sent = Writes()
    let notes = client(tagged: false, sent: sent).sendingTheVersionWhenRequired()

    await #expect(throws: NetworkError.versionRequired(resource: "note", request: nil)) {
      () async throws in
      try await notes.delete("7")
    }
    checkEqual(sent.versions.withLock { $0 }, [nil], "sent once")
  }

  @Test func aWriteSentWithAVersionIsNotSentAgain() async throws {
    let sent = Writes()
    let notes = client(tagged: true, sent: sent).sendingTheVersionWhenRequired()
    let url = try #require(URL(string: "http://127.0.0.1:8080/notes/7"))
    let old = RecordVersion(url: url, tag: EntityTag("\"v1\""))

    try await RecordVersion.$current.withValue(old) { try await notes.delete("7") }

    checkEqual(sent.versions.withLock { $0 }, ["\"v1\""])
  }
}
