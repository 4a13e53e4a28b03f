extension LinkHeader {
  /// Reads a `Link` header's value, or returns `nil` when it does not follow RFC 8288's grammar.
  ///
  /// Each link is `<target>` and parameters after `;`, each a token name and, after `=`, a token
  /// or a quoted string (`\` escaping the next character); links are separated by commas, which
  /// may also stand inside `<>` and quotes, and empty list elements are skipped. Parameter names
  /// are lowercased; only a link's first `rel` counts, its value split at spaces into relations.
  public init?(parsing value: some StringProtocol) {
    var reader = HeaderValueReader(bytes: Array(value.utf8))
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

extension HeaderValueReader {
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
}
