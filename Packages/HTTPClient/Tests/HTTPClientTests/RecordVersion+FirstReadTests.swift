import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite struct RecordVersionFirstReadTests {
  @Test func theFirstRecordReadGivesTheVersionNotTheOnesAfterIt() async throws {
    let post = try #require(URL(string: "http://127.0.0.1:8080/posts/7"))
    let author = try #require(URL(string: "http://127.0.0.1:8080/users/1"))

    let (title, version) = try await RecordVersion.firstRead {
      RecordVersion.readObserver?(post, RecordVersion(url: post, tag: EntityTag("\"p3\"")))
      RecordVersion.readObserver?(author, RecordVersion(url: author, tag: EntityTag("\"u9\"")))
      return "Tides"
    }

    checkEqual(title, "Tides")
    checkEqual(version?.tag.description, "\"p3\"")
    checkEqual(version?.url, post)
  }

  @Test func aFirstReadWithoutAStrongTagGivesNoneEvenWhenALaterOneHasOne() async throws {
    let post = try #require(URL(string: "http://127.0.0.1:8080/posts/7"))

    let (_, version) = try await RecordVersion.firstRead {
      RecordVersion.readObserver?(post, nil)
      RecordVersion.readObserver?(post, RecordVersion(url: post, tag: EntityTag("\"p3\"")))
      return 0
    }

    checkEqual(version, nil)
  }
}
