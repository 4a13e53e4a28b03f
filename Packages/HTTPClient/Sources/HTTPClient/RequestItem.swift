import Foundation
import HTTPBasics
import JSONCoding

/// One word of httpie's request-item syntax: `name=Ada` (a text field), `age:=36` (a field of
/// any JSON: `active:=true`, `tags:='["a"]'`), `name=` (empty text), `city==Lyon` (a query
/// parameter), `X-API-Key:k1` (a header field), or `cover@cover.gif` (a file sent in a
/// multipart form, `cover@cover.gif;type=image/png` naming its media type).
///
/// The first separator in the word ends the name; a backslash before `=`, `:`, `@` or another
/// backslash makes it part of the name (`a\=b=c` names `a=b`). The value is the rest of the
/// word, as it is, but for a header's, whose white space around it is left out
/// (`'Authorization: Bearer t0k3n'`). httpie's embedded files (`name=@file`, `name:=@file`)
/// are read by ``init(parsing:readingFilesWith:)`` and refused otherwise; a file sent in a form
/// (`name@file`) is only named, and read as the request is sent (see ``MultipartForm``).
///
/// ```swift
/// let age = try RequestItem(parsing: "age:=36")
/// // age == .field(name: "age", value: 36)
/// let city = try RequestItem(parsing: "city==Lyon")
/// // city == .query(name: "city", value: "Lyon")
/// ```
public enum RequestItem: Sendable, Hashable {
  /// A field of the JSON body.
  case field(name: String, value: JSONValue)
  case query(name: String, value: String)
  /// A header field; its name is a token (RFC 9110), such as `X-API-Key`.
  case header(name: String, value: String)
  /// A file sent as a part of a multipart form: its path, relative to the current folder, and
  /// its media type, or `nil` for the one its extension names.
  case file(name: String, path: String, contentType: String?)

  /// Why a word is not a request item, as one line: `item 'age:=3x' is not JSON: it fails at
  /// character 2 of the value`.
  public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The word, its first ``shownItemLength`` characters and `…` when it is longer.
    public var item: String
    /// What is wrong, after the quoted word: `is not JSON: it fails at character 2 of the
    /// value`.
    public var reason: String

    /// Whether the word is written right and names a file that cannot be read or sent, so
    /// that a program need not show its usage.
    public var concernsAFile = false

    /// The most characters of a word a message shows.
    public static let shownItemLength = 40

    /// The error for `word`, shown shortened, and its `reason`.
    public init(word: String, reason: String) {
      item =
        word.count > Self.shownItemLength ? word.prefix(Self.shownItemLength) + "…" : word
      self.reason = reason
    }

    public var description: String {
      "item '\(item)' \(reason)"
    }
  }

  /// Reads the file at a path, for `name=@path` and `name:=@path`; what it throws is said after
  /// `cannot read 'path':`.
  public typealias FileReader = @Sendable (_ path: String) throws -> Data

  /// - Throws: ``SyntaxError`` for a word with no name or no separator, a file, a header whose
  ///   name is not a token or whose value holds a line break, or a `:=` value that is not JSON
  ///   (naming the character where it fails).
  public init(parsing word: String) throws(SyntaxError) {
    try self.init(parsing: word, files: nil)
  }

  /// The item `word` writes, as ``init(parsing:)`` reads it, with httpie's embedded files:
  /// `name=@path` is the text of the file at `path` and `name:=@path` its JSON, each read
  /// with `readFile`. A text that starts with `@` is written `name=\@text`.
  ///
  /// ```swift
  /// let bio = try RequestItem(parsing: "bio=@bio.txt") { path in Data("Ada \(path)".utf8) }
  /// // bio == .field(name: "bio", value: "Ada bio.txt")
  /// ```
  ///
  /// - Throws: ``SyntaxError`` as ``init(parsing:)`` does, and for a file that cannot be read,
  ///   is not UTF-8 text (`=@`) or is not JSON (`:=@`, naming the character where it fails),
  ///   or, for a file sent in a form (`name@path`), that is not a regular file that can be read.
  public init(
    parsing word: String, readingFilesWith readFile: @escaping FileReader
  ) throws(SyntaxError) {
    try self.init(parsing: word, files: readFile)
  }

  private init(parsing word: String, files readFile: FileReader?) throws(SyntaxError) {
    let bytes = Array(word.utf8)
    var name: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == .backslash, index + 1 < bytes.count, Self.escapable.contains(bytes[index + 1]) {
        name.append(bytes[index + 1])
        index += 2
        continue
      }
      guard Self.escapable.contains(byte), byte != .backslash else {
        name.append(byte)
        index += 1
        continue
      }
      let next = index + 1 < bytes.count ? bytes[index + 1] : nil
      let nameText = String(decoding: name, as: UTF8.self)
      guard !nameText.isEmpty else {
        throw SyntaxError(word: word, reason: "has no name before its separator")
      }
      switch (byte, next) {
      case (.equals, .equals?):
        self = .query(name: nameText, value: Self.text(bytes, from: index + 2))
      case (.equals, .at?):
        guard let readFile else {
          throw SyntaxError(
            word: word,
            reason: #"reads a file (name=@file), which is not supported here; for a text "#
              + #"starting with @, write name=\@…"#)
        }
        let data = try Self.file(Self.text(bytes, from: index + 2), readFile, word: word)
        guard let text = String(validating: data, as: UTF8.self) else {
          throw SyntaxError(word: word, reason: "reads a file that is not text (UTF-8)")
        }
        self = .field(name: nameText, value: .string(text))
      case (.at, _):
        self = try Self.file(named: nameText, Self.text(bytes, from: index + 1), word: word)
        // A program that reads files checks that this one can be sent, before any request.
        if readFile != nil, case .file(_, let path, _) = self {
          do throws(MultipartForm.Failure) {
            _ = try FileSize.ofRegularFile(at: path)
          } catch {
            var failure = SyntaxError(word: word, reason: error.description)
            failure.concernsAFile = true
            throw failure
          }
        }
      case (.equals, _):
        var text = Self.text(bytes, from: index + 1)
        if text.hasPrefix("\\@") { text.removeFirst() }
        self = .field(name: nameText, value: .string(text))
      case (.colon, .equals?):
        let start = index + 2
        guard start < bytes.count, bytes[start] == .at else {
          self = .field(name: nameText, value: try Self.json(bytes, from: start, word: word))
          return
        }
        guard let readFile else {
          throw SyntaxError(
            word: word, reason: "reads a file (name:=@file), which is not supported here")
        }
        let data = Array(try Self.file(Self.text(bytes, from: start + 1), readFile, word: word))
        self = .field(name: nameText, value: try Self.json(data, from: 0, word: word))
      default:
        self = try Self.header(named: nameText, bytes, from: index + 1, word: word)
      }
      return
    }
    throw SyntaxError(
      word: word,
      reason: "is neither name=text, name:=json, name==value, Name:value nor name@file")
  }

  /// The item's name with its backslashes read: `a\=b=c` names `a=b`.
  public var name: String {
    switch self {
    case .field(let name, _), .query(let name, _), .header(let name, _), .file(let name, _, _):
      name
    }
  }

  /// The word that writes the item, read back as the same item: text as `name=Ada`, any other
  /// value as compact JSON (`age:=36`), a query parameter as `city==Lyon`; the name's
  /// separators escaped.
  ///
  /// ```swift
  /// let word = RequestItem.field(name: "a=b", value: ["x"]).word
  /// // word == #"a\=b:=["x"]"#
  /// ```
  public var word: String {
    switch self {
    case .field(let name, .string(let text)): Self.escaped(name) + "=" + text
    case .field(let name, let value):
      Self.escaped(name) + ":=" + String(decoding: value.serialized(), as: UTF8.self)
    case .query(let name, let value): Self.escaped(name) + "==" + value
    case .header(let name, let value): name + ":" + value
    case .file(let name, let path, let contentType):
      Self.escaped(name) + "@" + path + (contentType.map { ";type=\($0)" } ?? "")
    }
  }

  /// The part this item sends when it is a file (``file(name:path:contentType:)``), named by
  /// its path's last component; `nil` for any other item.
  public var filePart: MultipartForm.Part? {
    guard case .file(let name, let path, let contentType) = self else { return nil }
    return .file(name, path: path, contentType: contentType)
  }

  /// `name` with a backslash before each `=`, `:`, `@` and backslash, as a word writes it.
  public static func escaped(_ name: String) -> String {
    var escaped = ""
    for character in name {
      if "=:@\\".contains(character) {
        escaped.append("\\")
      }
      escaped.append(character)
    }
    return escaped
  }

  /// The bytes a backslash makes part of a name.
  private static let escapable: Set<UInt8> = [.equals, .colon, .at, .backslash]

  /// The header `name: value`, the value's white space around it left out.
  private static func header(named name: String, _ bytes: [UInt8], from start: Int, word: String)
    throws(SyntaxError) -> RequestItem
  {
    guard name.utf8.allSatisfy(\.isHTTPTokenByte) else {
      throw SyntaxError(
        word: word,
        reason: "is a header (Name:value) whose name is not a header field name; to put a "
          + #"colon in a field's name, write it \:"#)
    }
    let value = text(bytes, from: start).trimmingCharacters(in: .whitespaces)
    guard !value.contains(where: \.isNewline) else {
      throw SyntaxError(word: word, reason: "is a header whose value holds a line break")
    }
    return .header(name: name, value: value)
  }

  /// The file item `name@value`: a path, then `;type=` and a media type when one is named, as
  /// httpie and curl's `-F` write it.
  private static func file(named name: String, _ value: String, word: String)
    throws(SyntaxError) -> RequestItem
  {
    var path = Substring(value)
    var contentType: String?
    if let marker = value.range(of: ";type=", options: .backwards) {
      let type = value[marker.upperBound...].trimmingCharacters(in: .whitespaces)
      guard type.contains("/"), type.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F || $0 == 0x20 })
      else {
        throw SyntaxError(
          word: word, reason: "names no media type after ;type= (such as image/png)")
      }
      contentType = type
      path = value[..<marker.lowerBound]
    }
    guard !path.isEmpty else {
      throw SyntaxError(word: word, reason: "names no file after @ (write name@path)")
    }
    return .file(name: name, path: String(path), contentType: contentType)
  }

  private static func text(_ bytes: [UInt8], from start: Int) -> String {
    String(decoding: bytes[min(start, bytes.count)...], as: UTF8.self)
  }

  /// The bytes of the file at `path`, read with `readFile`.
  private static func file(_ path: String, _ readFile: FileReader, word: String)
    throws(SyntaxError) -> Data
  {
    guard !path.isEmpty else { throw SyntaxError(word: word, reason: "names no file after @") }
    do {
      return try readFile(path)
    } catch {
      var failure = SyntaxError(word: word, reason: "cannot read '\(path)': \(error)")
      failure.concernsAFile = true
      throw failure
    }
  }

  private static func json(_ bytes: [UInt8], from start: Int, word: String) throws(SyntaxError)
    -> JSONValue
  {
    let data = Data(bytes[min(start, bytes.count)...])
    do {
      return try JSONValue(parsing: data)
    } catch {
      guard error != .empty else {
        throw SyntaxError(
          word: word, reason: #"has no JSON after :=; for empty text, write name= or name:='""'"#)
      }
      let offset = JSONValue.invalidOffset(in: data) ?? data.count
      let character = String(decoding: data.prefix(offset), as: UTF8.self).count + 1
      let place =
        offset >= data.count
        ? "it ends too soon" : "it fails at character \(character) of the value"
      throw SyntaxError(word: word, reason: "is not JSON: \(place)")
    }
  }
}

extension UInt8 {
  fileprivate static let backslash = UInt8(ascii: "\\")
  fileprivate static let equals = UInt8(ascii: "=")
  fileprivate static let colon = UInt8(ascii: ":")
  fileprivate static let at = UInt8(ascii: "@")
}
