import Foundation
import HTTPClient
import HTTPClientLive
import TestSupport
import Testing

/// What a reading of every page says it read otherwise than asked, against servers on
/// loopback.
@Suite(.timeLimit(.minutes(1)))
struct PathReadingNotesTests {
  func reading(
    all: Bool = true, size: Int = 2, answering script: @escaping HostileServer.Script
  ) async throws -> PathReading {
    let server = try HostileServer(address: "127.0.0.1", script: script)
    defer { server.stop() }
    let request = try #require(
      PathRequest("/things", under: server.baseURL)?.pagedForAll(size: size))
    let session = HTTPSession(baseURL: server.baseURL, userAgent: "PathReadingNotesTests/1")
    return try await PathReading(request, all: all, session: session)
  }

  @Test func aPageSizeTheServerIgnoredIsSaid() async throws {
    let reading = try await reading { _, _ in
      [.response(200, body: #"[{"id": 1}, {"id": 2}, {"id": 3}]"#)]
    }

    checkEqual(
      reading.notes(sizeParameter: "_limit"),
      ["the server ignored _limit=2 and sent all 3 records in one answer"])
    checkEqual(
      reading.notes(), ["the server ignored the page size=2 and sent all 3 records in one answer"])
  }

  @Test func fewerRecordsThanTheServerCountsAreAShortfallNotANote() async throws {
    let reading = try await reading { _, index in
      [
        .response(
          200, headers: ["X-Total-Count": "5"],
          body: index == 0 ? #"[{"id": 1}, {"id": 2}]"# : "[]")
      ]
    }

    checkEqual(reading.notes(), [])
    checkEqual(reading.shortfall?.read, 2)
    checkEqual(reading.shortfall?.total, 5)
  }

  @Test func allTheRecordsAtOnceShortOfTheTotalAreAShortfallNotANote() async throws {
    let reading = try await reading { _, _ in
      [.response(200, headers: ["X-Total-Count": "9"], body: #"[{"id": 1}, {"id": 2}, {"id": 3}]"#)]
    }

    checkEqual(reading.end, .ignoredPageSize(2))
    checkEqual(reading.notes(sizeParameter: "_limit"), [])
    checkEqual(reading.shortfall?.read, 3)
    checkEqual(reading.shortfall?.total, 9)
    checkEqual(
      reading.shortfall?.reason, "the server ignored the page size of 2 and sent 3 in one answer")
  }

  @Test func aWholeReadingOrOneAnswerSaysNothing() async throws {
    let whole = try await reading { _, index in
      [
        .response(
          200, headers: ["X-Total-Count": "3"],
          body: index == 0 ? #"[{"id": 1}, {"id": 2}]"# : index == 1 ? #"[{"id": 3}]"# : "[]")
      ]
    }
    let one = try await reading(all: false) { _, _ in
      [.response(200, body: #"[{"id": 1}, {"id": 2}, {"id": 3}]"#)]
    }

    checkEqual(whole.allRecords?.count, 3)
    checkEqual(whole.notes(), [])
    checkEqual(one.notes(), [], "not every page was asked for")
  }
}
