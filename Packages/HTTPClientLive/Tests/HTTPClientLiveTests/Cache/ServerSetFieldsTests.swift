import Foundation
import JSONCoding
import TestSupport
import Testing

@testable import HTTPClientLive

@Suite struct ServerSetFieldsTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("server-set-fields-\(UUID().uuidString)", isDirectory: true)
  var kept: ServerSetFields {
    ServerSetFields(file: folder.appendingPathComponent(ServerSetFields.fileName))
  }

  @Test func aFieldACreateLeftOutThatTheAnswerHasIsLearntForItsResourceAlone() {
    defer { try? FileManager.default.removeItem(at: folder) }

    kept.learn(
      sent: ["title": "Dune"], answer: ["id": 3, "title": "Dune", "created": "2026-11-29"],
      of: "books", creates: true)

    checkEqual(kept.fields(of: "books"), ["id", "created"])
    checkEqual(kept.fields(of: "authors"), [])
    check(PrivateFiles.isDirectory(folder))
  }

  @Test func aFieldSentAndAnsweredAsSentIsForgottenAndAnEditLearnsNothingElse() {
    defer { try? FileManager.default.removeItem(at: folder) }
    kept.learn(
      sent: ["title": "Dune"], answer: ["id": 3, "title": "Dune", "in_stock": true],
      of: "books", creates: true)

    kept.learn(
      sent: ["in_stock": false], answer: ["id": 3, "in_stock": false, "rank": 2], of: "books",
      creates: false)
    kept.learn(
      sent: ["id": 9, "title": "Emma"], answer: ["id": 4, "title": "Emma"], of: "books",
      creates: true)

    checkEqual(kept.fields(of: "books"), ["id"], "an id sent and not taken stays the server's")
  }

  @Test func aFileThatIsMissingNotAnObjectOrTooLargeIsNothingLearnt() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    checkEqual(kept.fields(of: "books"), [])

    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(#"["books"]"#.utf8).write(to: kept.file)
    checkEqual(kept.fields(of: "books"), [])

    let large = #"{"books": ["a"], "pad": ""# + String(repeating: "x", count: 1 << 20) + #""}"#
    try Data(large.utf8).write(to: kept.file)
    checkEqual(kept.fields(of: "books"), [])

    kept.learn(sent: [:], answer: ["id": 1], of: "books", creates: true)
    checkEqual(kept.fields(of: "books"), ["id"], "a file not the program's is written anew")
  }
}
