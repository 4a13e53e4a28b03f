import Foundation
import TestSupport
import Testing

@testable import TerminalKit

@Suite struct JSONOutputTests {
  struct Item: Codable, Equatable {
    var title: String
  }

  @Test(
    arguments: [
      ("a\u{85}b", #"a\u0085b"#), ("\u{80}\u{9F}", #"\u0080\u009f"#),
      ("x\u{061C}y", #"x\u061cy"#), ("\u{200E}\u{200F}", #"\u200e\u200f"#),
      ("\u{202A}\u{202E}", #"\u202a\u202e"#), ("\u{2066}abc\u{2069}", #"\u2066abc\u2069"#),
    ]
  )
  func escapesCharactersATerminalCouldActOn(title: String, escaped: String) throws {
    let text = try JSONOutput.text(for: Item(title: title))

    check(text.contains(#""title" : ""# + escaped + #"""#))
    try checkEqual(JSONDecoder().decode(Item.self, from: Data(text.utf8)), Item(title: title))
  }

  @Test("a character to escape is found wherever it falls in the text")
  func escapesAtEveryOffset() throws {
    for offset in 0..<24 {
      for character in ["\u{85}", "\u{61C}", "\u{2066}"] {
        let title = String(repeating: "x", count: offset) + character + "é"

        let text = try JSONOutput.text(for: [Item(title: title)])

        check(!text.contains(character), "\(offset)")
        try checkEqual(
          JSONDecoder().decode([Item].self, from: Data(text.utf8)), [Item(title: title)])
      }
    }
  }

  @Test("the text is JSONEncoder's, also for a value the fast encoder declines")
  func textIsJSONEncoders() throws {
    /// Encodes its key twice, which JSONEncoder takes and the fast encoder declines.
    struct Twice: Encodable {
      enum Keys: CodingKey {
        case key
      }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode("first", forKey: .key)
        try container.encode("second", forKey: .key)
      }
    }
    let items = [Item(title: "a/b \"c\"\n"), Item(title: "")]

    try checkEqual(
      JSONOutput.text(for: items),
      String(decoding: try JSONOutput.encoder.encode(items), as: UTF8.self))
    try checkEqual(
      JSONOutput.text(for: [Twice()]),
      String(decoding: try JSONOutput.encoder.encode([Twice()]), as: UTF8.self))
  }

  @Test func keepsOtherTextAsItIs() throws {
    let title = "Café \u{A0}ü 日本 \u{2028} / 🙂"
    let text = try JSONOutput.text(for: Item(title: title))

    check(text.contains(title))
    try checkEqual(JSONDecoder().decode(Item.self, from: Data(text.utf8)), Item(title: title))
  }

  @Test("an array is written to the sink a part at a time, as the whole text would be")
  func writesArraysInParts() throws {
    let items = (0..<(JSONOutput.elementsPerPart * 2 + 1)).map { Item(title: "t\u{85}\($0)") }
    var parts: [String] = []

    try JSONOutput.write(items) { parts.append($0) }

    checkEqual(parts.count, 5)
    checkEqual(parts.joined(), (try JSONOutput.text(for: items)))
    check(parts.allSatisfy { $0.utf8.count < 20_000 })
  }

  @Test("an empty array, and any value that is not an array, is written in one part")
  func writesOtherValuesWhole() throws {
    var parts: [String] = []

    try JSONOutput.write([Item]()) { parts.append($0) }
    try JSONOutput.write(Item(title: "b")) { parts.append($0) }

    checkEqual(
      parts, [try JSONOutput.text(for: [Item]()), try JSONOutput.text(for: Item(title: "b"))])
  }
}
