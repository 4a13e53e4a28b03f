import Foundation

extension String {
  /// A short, printable, one-line excerpt of a response body, for error messages.
  ///
  /// The body is read as UTF-8, invalid bytes becoming `�`. A body that looks like HTML or XML
  /// (it starts with `<`) is reduced to its text: tags, comments, scripts and style sheets are
  /// dropped and character references such as `&amp;` are decoded. The result is put on one
  /// line of at most `limit` characters, as by ``singleLine(limit:)``.
  init(excerptOf body: Data, limit: Int = 80) {
    let text = String(decoding: body.prefix(16_384), as: UTF8.self)
    let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    let readable = start.hasPrefix("<") ? start.strippingMarkup() : text
    self = readable.singleLine(limit: limit)
  }
}

extension Substring {
  /// The text of this markup: tags and comments replaced by spaces, the contents of `script` and
  /// `style` elements dropped, character references decoded.
  fileprivate func strippingMarkup() -> String {
    var text = ""
    var rest = self
    while let open = rest.firstIndex(of: "<") {
      text += rest[..<open].decodingCharacterReferences()
      text += " "
      rest = rest[open...]
      if rest.hasPrefix("<!--") {
        rest = rest.after("-->")
        continue
      }
      let tag = rest.dropFirst().prefix { $0.isLetter || $0.isNumber }.lowercased()
      rest = rest.after(">")
      if tag == "script" || tag == "style" {
        rest = rest.after("</\(tag)").after(">")
      }
    }
    return text + rest.decodingCharacterReferences()
  }

  /// The text after the first occurrence of `marker`, or nothing when it does not occur.
  private func after(_ marker: String) -> Substring {
    guard let range = range(of: marker, options: .caseInsensitive) else { return self[endIndex...] }
    return self[range.upperBound...]
  }

  /// The text with character references such as `&amp;`, `&#39;` and `&#x2014;` decoded; an
  /// ampersand that starts no known reference is kept.
  private func decodingCharacterReferences() -> String {
    var text = ""
    var rest = self
    while let ampersand = rest.firstIndex(of: "&") {
      text += rest[..<ampersand]
      let reference = rest[rest.index(after: ampersand)...]
      if let semicolon = reference.prefix(12).firstIndex(of: ";"),
        let character = character(forReference: reference[..<semicolon])
      {
        text.append(character)
        rest = reference[reference.index(after: semicolon)...]
      } else {
        text += "&"
        rest = reference
      }
    }
    return text + rest
  }
}

/// The character a reference names, such as `&` for `amp` or `—` for `#x2014`, or `nil`.
private func character(forReference name: Substring) -> Character? {
  switch name {
  case "amp": return "&"
  case "lt": return "<"
  case "gt": return ">"
  case "quot": return "\""
  case "apos": return "'"
  case "nbsp": return " "
  default:
    let code: UInt32?
    if name.hasPrefix("#x") || name.hasPrefix("#X") {
      code = UInt32(name.dropFirst(2), radix: 16)
    } else if name.hasPrefix("#") {
      code = UInt32(name.dropFirst())
    } else {
      code = nil
    }
    return code.flatMap(Unicode.Scalar.init).map(Character.init)
  }
}
