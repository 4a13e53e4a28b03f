extension LinkHeader {
  /// Reads a `Link` header's value, or returns `nil` when it does not follow RFC 8288's grammar.
  ///
  /// Each link is `<target>` and parameters after `;`, each a token name and, after `=`, a token
  /// or a quoted string (`\` escaping the next character); links are separated by commas, which
  /// may also stand inside `<>` and quotes, and empty list elements are skipped. Parameter names
  /// are lowercased; only a link's first `rel` counts, its value split at spaces into relations.
  public init?(parsing value: some StringProtocol) {
    var reader = LinkReader(bytes: Array(value.utf8))
    var links: [Link] = []
    while true {
      reader.skipSeparators()
      guard !reader.isAtEnd else { break }
      guard let link = reader.link() else { return nil }
      links.append(link)
      reader.skipWhitespace()
      guard reader.isAtEnd || reader.take(UInt8(ascii: ",")) else { return nil }
    }
    self.init(links)
  }
}

/// A cursor over a `Link` header's bytes.
private struct LinkReader {
  let bytes: [UInt8]
  var index = 0

  var isAtEnd: Bool { index >= bytes.count }

  /// Takes `byte` when it is next.
  mutating func take(_ byte: UInt8) -> Bool {
    guard !isAtEnd, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  mutating func skipWhitespace() {
    while !isAtEnd, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
      index += 1
    }
  }

  /// Skips white space and the commas of empty list elements.
  mutating func skipSeparators() {
    skipWhitespace()
    while take(UInt8(ascii: ",")) { skipWhitespace() }
  }

  /// `<target>` and its parameters.
  mutating func link() -> LinkHeader.Link? {
    guard take(UInt8(ascii: "<")),
      let end = bytes[index...].firstIndex(of: UInt8(ascii: ">"))
    else { return nil }
    let target = String(decoding: bytes[index..<end], as: UTF8.self)
    index = end + 1
    var relations: [String]?
    var parameters: [LinkHeader.Parameter] = []
    while true {
      skipWhitespace()
      guard take(UInt8(ascii: ";")) else { break }
      skipWhitespace()
      guard let parameter = parameter() else { return nil }
      if parameter.name == "rel" {
        if relations == nil {
          relations = (parameter.value ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        }
      } else {
        parameters.append(parameter)
      }
    }
    return LinkHeader.Link(target: target, relations: relations ?? [], parameters: parameters)
  }

  /// `name`, `name=token` or `name="quoted"`.
  mutating func parameter() -> LinkHeader.Parameter? {
    guard let name = token() else { return nil }
    skipWhitespace()
    guard take(UInt8(ascii: "=")) else {
      return LinkHeader.Parameter(name: name.lowercased(), value: nil)
    }
    skipWhitespace()
    guard let value = take(UInt8(ascii: "\"")) ? quotedRest() : token() else { return nil }
    return LinkHeader.Parameter(name: name.lowercased(), value: value)
  }

  /// One or more token characters (RFC 9110, section 5.6.2).
  mutating func token() -> String? {
    let start = index
    while !isAtEnd, bytes[index].isHTTPTokenByte { index += 1 }
    guard index > start else { return nil }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// The rest of a quoted string whose opening quote is taken, up to and with its closing one.
  mutating func quotedRest() -> String? {
    var value: [UInt8] = []
    while !isAtEnd {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(decoding: value, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard !isAtEnd else { return nil }
        value.append(bytes[index])
        index += 1
      default:
        value.append(byte)
      }
    }
    return nil
  }
}
