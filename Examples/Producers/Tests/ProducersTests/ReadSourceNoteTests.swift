import Foundation
import HTTPClient
import Producers
import Testing

struct ReadSourceNoteTests {
  @Test func answersFromTheServerNeedNoNote() {
    #expect(ReadSourceNote.line(for: []) == nil)
    #expect(
      ReadSourceNote.line(for: [.server, .stored(at: Date(timeIntervalSince1970: 0))]) == nil)
  }

  @Test func storedAnswersInPlaceOfTheServerSayWhenTheOldestWasStoredAndWhy() {
    let error = NetworkError.unreachable(host: "127.0.0.1:8081", reason: "connection refused")
    let sources: [ReadSource] = [
      .server,
      .storedInPlaceOfServer(at: Date(timeIntervalSince1970: 1_700_000_060), error: error),
      .storedInPlaceOfServer(at: Date(timeIntervalSince1970: 1_700_000_000), error: error),
    ]
    #expect(
      ReadSourceNote.line(for: sources)
        == "Offline: showing what was stored at 2023-11-14T22:13:20Z "
        + "(cannot reach 127.0.0.1:8081: connection refused)")
  }
}
