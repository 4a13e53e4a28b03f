/// The authentication schemes a `WWW-Authenticate` (or `Proxy-Authenticate`) field asks for
/// (RFC 9110, 11.6.1), in order, such as `Bearer` or `Basic`; the parameters of each
/// challenge are left out.
///
/// A field may hold several challenges, each a scheme and its parameters, all separated by
/// commas: a scheme is a token that is neither inside a quoted string nor followed by `=`.
///
/// ```swift
/// let schemes = AuthenticationSchemes.parse(#"Basic realm="a, b", Bearer error="invalid_token""#)
/// // schemes == ["Basic", "Bearer"]
/// ```
public enum AuthenticationSchemes {
  /// The schemes `value` names, each as the server wrote it, at most once each (in any case).
  public static func parse(_ value: String) -> [String] {
    var schemes: [String] = []
    var seen: Set<String> = []
    for element in elements(of: value) {
      let word = element.prefix { $0 != " " && $0 != "\t" }
      let rest = element.dropFirst(word.count).drop { $0 == " " || $0 == "\t" }
      // `name=value` is a parameter of the challenge before it; `token68` follows a scheme.
      guard word.isHTTPToken, !rest.hasPrefix("="), !word.contains("=") else { continue }
      if seen.insert(word.lowercased()).inserted {
        schemes.append(String(word))
      }
    }
    return schemes
  }

  /// The parts of `value` between commas outside quoted strings, their white space around them
  /// left out.
  private static func elements(of value: String) -> [Substring] {
    var elements: [Substring] = []
    var start = value.startIndex
    var index = value.startIndex
    var inQuotes = false
    while index < value.endIndex {
      let character = value[index]
      if inQuotes, character == "\\" {
        index = value.index(after: index)
        if index < value.endIndex { index = value.index(after: index) }
        continue
      }
      if character == "\"" {
        inQuotes.toggle()
      } else if character == ",", !inQuotes {
        elements.append(value[start..<index])
        start = value.index(after: index)
      }
      index = value.index(after: index)
    }
    elements.append(value[start...])
    return elements.map(trimmed).filter { !$0.isEmpty }
  }

  /// `text` without the spaces and tabs around it.
  private static func trimmed(_ text: Substring) -> Substring {
    let isText: (Character) -> Bool = { $0 != " " && $0 != "\t" }
    guard let first = text.firstIndex(where: isText), let last = text.lastIndex(where: isText)
    else { return "" }
    return text[first...last]
  }
}
