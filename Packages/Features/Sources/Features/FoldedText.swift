import Foundation

/// Text folded once for searching: without case, accents or width differences, remembering
/// which character of the original each folded character came from.
///
/// Each character (grapheme cluster) is folded on its own, so a match always covers whole
/// characters of the original, also where folding changes the length: `ß` folds to `ss`, `é`
/// written as `e` and a combining accent folds to `e`, and `Ａ` folds to `a`. A list folds each
/// item's text once and looks for every new ``SearchText`` in it.
///
/// ```swift
/// let city = FoldedText("München")
/// let found = SearchText("munchen").matches(city)  // true
/// let parts = SearchText("chen").ranges(in: city).map { city.text[$0] }  // ["chen"]
/// ```
public struct FoldedText: Sendable, Hashable {
  /// The text as given.
  public let text: String
  /// The folded text's UTF-8 bytes.
  let bytes: [UInt8]
  /// For each byte offset of ``bytes`` and its end, the number of folded characters before it
  /// when a folded character starts there, or -1 within a character.
  private let characterAtByte: [Int]
  /// For each folded character, the offset of the original character it came from.
  private let origin: [Int]
  /// The index of each original character in ``text``, and its end index; `nil` when the
  /// text is ASCII without line breaks made of two characters, each byte a character.
  private let indices: [String.Index]?

  public init(_ text: String) {
    var foldedCharacters: [Character: String] = [:]
    self.init(text, foldedCharacters: &foldedCharacters)
  }

  /// Folds each of `texts`, folding each distinct character other than ASCII once for all
  /// of them: a list's items, folded at once.
  public static func folding(_ texts: [String]) -> [FoldedText] {
    var foldedCharacters: [Character: String] = [:]
    return texts.map { FoldedText($0, foldedCharacters: &foldedCharacters) }
  }

  /// Folds `text`, reusing and adding to `foldedCharacters`, the characters folded so far.
  private init(_ text: String, foldedCharacters: inout [Character: String]) {
    self.text = text
    if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
      bytes = text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
      characterAtByte = Array(0...bytes.count)
      origin = Array(bytes.indices)
      indices = nil
      return
    }
    var bytes: [UInt8] = []
    var characterAtByte: [Int] = []
    var origin: [Int] = []
    var indices: [String.Index] = []
    bytes.reserveCapacity(text.utf8.count)
    characterAtByte.reserveCapacity(text.utf8.count + 1)
    var index = text.startIndex
    var offset = 0
    while index < text.endIndex {
      let next = text.index(after: index)
      let character = text[index]
      indices.append(index)
      if character.isASCII {
        characterAtByte.append(origin.count)
        origin.append(offset)
        for byte in character.utf8 {
          bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        }
        characterAtByte += repeatElement(-1, count: character.utf8.count - 1)
      } else {
        let foldedCharacter =
          foldedCharacters[character]
          ?? {
            let folded = Self.fold(String(character))
            foldedCharacters[character] = folded
            return folded
          }()
        for folded in foldedCharacter {
          characterAtByte.append(origin.count)
          origin.append(offset)
          bytes += folded.utf8
          characterAtByte += repeatElement(-1, count: folded.utf8.count - 1)
        }
      }
      offset += 1
      index = next
    }
    characterAtByte.append(origin.count)
    indices.append(text.endIndex)
    self.bytes = bytes
    self.characterAtByte = characterAtByte
    self.origin = origin
    self.indices = indices
  }

  /// The byte ranges of ``bytes`` where `needle` occurs on whole folded characters, from the
  /// start, not overlapping; only the first with `firstOnly`.
  func occurrences(of needle: [UInt8], firstOnly: Bool) -> [Range<Int>] {
    guard let first = needle.first, needle.count <= bytes.count else { return [] }
    var found: [Range<Int>] = []
    var start = 0
    let last = bytes.count - needle.count
    while start <= last {
      if bytes[start] == first, characterAtByte[start] >= 0,
        characterAtByte[start + needle.count] >= 0, bytes.starts(with: needle, from: start)
      {
        found.append(start..<start + needle.count)
        if firstOnly { break }
        start += needle.count
      } else {
        start += 1
      }
    }
    return found
  }

  /// The range of the original characters that the folded bytes `range` came from.
  func originalRange(ofBytes range: Range<Int>) -> Range<String.Index> {
    let firstCharacter = characterAtByte[range.lowerBound]
    let lastCharacter = characterAtByte[range.upperBound] - 1
    let start = origin[firstCharacter]
    let end = origin[max(firstCharacter, lastCharacter)] + 1
    guard let indices else {
      let utf8 = text.utf8
      return utf8.index(
        utf8.startIndex, offsetBy: start)..<utf8.index(
          utf8.startIndex, offsetBy: end)
    }
    return indices[start]..<indices[end]
  }

  /// `text` folded as a whole, for the text searched for.
  static func fold(_ text: String) -> String {
    text.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }
}

extension Array where Element == UInt8 {
  fileprivate func starts(with prefix: [UInt8], from offset: Int) -> Bool {
    guard offset >= 0, offset + prefix.count <= count else { return false }
    for index in prefix.indices where self[offset + index] != prefix[index] {
      return false
    }
    return true
  }
}
