import Dependencies
import Foundation
import TestSupport

extension FuzzInput {
  /// A post as JSON text, its id given as `id`.
  static func post(id: String) -> String {
    #"{"userId": 1, "id": \#(id), "title": "t", "body": "b"}"#
  }

  /// What a body may be.
  enum Body {
    /// A list of posts whose ids all fit in an `Int`.
    case posts(ids: [Int])
    /// A list of posts whose first id does not fit.
    case unfitID
    /// Anything else: nested arrays, JSON cut short, random bytes, nothing.
    case broken
  }

  /// A body of one of the kinds of ``Body``, with its kind.
  static func body(using generator: inout SplitMix64) -> (Body, Data) {
    switch Int.random(in: 0..<6, using: &generator) {
    case 0:
      let ids = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
        integer(using: &generator)
      }
      return (
        .posts(ids: ids), Data("[\(ids.map { post(id: String($0)) }.joined(separator: ","))]".utf8)
      )
    case 1:
      let records = [post(id: unfitNumber(using: &generator)), post(id: "2")]
      return (.unfitID, Data("[\(records.joined(separator: ","))]".utf8))
    case 2:
      let depth = Int.random(in: 1...5_000, using: &generator)
      return (.broken, Data((String(repeating: "[", count: depth) + "]").utf8))
    case 3:
      let text = "[\(post(id: "1")),\(post(id: unfitNumber(using: &generator)))]"
      let cut = Int.random(in: 0..<text.utf8.count, using: &generator)
      return (.broken, Data(text.utf8.prefix(cut)))
    case 4:
      let count = Int.random(in: 0...256, using: &generator)
      return (.broken, Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }))
    default:
      return (.broken, Data())
    }
  }
}
