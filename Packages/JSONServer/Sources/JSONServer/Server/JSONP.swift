import Foundation

/// Express's `res.jsonp`, with which json-server answers: when the query has a non-empty
/// `callback`, a JSON body is sent as a script that calls it.
///
/// The callback's name keeps only letters, digits, `_`, `$`, `.`, `[` and `]`; the body becomes
/// `/**/ typeof NAME === 'function' && NAME(JSON);` with `Content-Type: text/javascript;
/// charset=utf-8` and `X-Content-Type-Options: nosniff`.
enum JSONP {
  /// `response` wrapped for the callback `request` names, or unchanged when it names none.
  static func applying(to response: JSONServerResponse, for request: JSONServerRequest)
    -> JSONServerResponse
  {
    guard let value = request.query.first(where: { $0.name == "callback" })?.value else {
      return response
    }
    let name = String(value.unicodeScalars.filter(isAllowed).map(Character.init))
    guard !value.isEmpty else { return response }
    var body = Data("/**/ typeof \(name) === 'function' && \(name)(".utf8)
    body.append(escapingLineSeparators(response.body))
    body.append(contentsOf: ");".utf8)
    var wrapped = response
    wrapped.body = body
    wrapped.headers["Content-Type"] = "text/javascript; charset=utf-8"
    wrapped.headers["X-Content-Type-Options"] = "nosniff"
    return wrapped
  }

  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        || "_$.[]".unicodeScalars.contains(scalar))
  }

  /// U+2028 and U+2029 written as `\u2028` and `\u2029`, which JavaScript strings cannot hold.
  private static func escapingLineSeparators(_ json: Data) -> Data {
    let text = String(decoding: json, as: UTF8.self)
    guard text.contains("\u{2028}") || text.contains("\u{2029}") else { return json }
    return Data(
      text.replacingOccurrences(of: "\u{2028}", with: "\\u2028")
        .replacingOccurrences(of: "\u{2029}", with: "\\u2029").utf8)
  }
}
