import Foundation
import Testing

@testable import AppCommands

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

    #expect(text.contains(#""title" : ""# + escaped + #"""#))
    #expect(try JSONDecoder().decode(Item.self, from: Data(text.utf8)) == Item(title: title))
  }

  @Test func keepsOtherTextAsItIs() throws {
    let title = "Café \u{A0}ü 日本 \u{2028} / 🙂"
    let text = try JSONOutput.text(for: Item(title: title))

    #expect(text.contains(title))
    #expect(try JSONDecoder().decode(Item.self, from: Data(text.utf8)) == Item(title: title))
  }
}
