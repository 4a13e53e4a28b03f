import Foundation

extension NetworkError {
  /// The error for a `resource` payload, `data`, that a decoder rejected with `error`.
  ///
  /// A `DecodingError` gives the place where decoding stopped, rendered like `[3].title` or
  /// `address.geo.lat`, and a short reason; a body that is not JSON at all says so, with the
  /// parser's complaint.
  init(decoding error: any Error, of data: Data, resource: String) {
    guard let error = error as? DecodingError else {
      self = .undecodable(
        resource: resource, codingPath: "", reason: String(describing: error).asReason)
      return
    }
    let codingPath: [any CodingKey]
    let reason: String
    switch error {
    case .typeMismatch(let type, let context):
      codingPath = context.codingPath
      reason = context.debugDescription.asReason.nonEmpty ?? "expected \(type)"
    case .valueNotFound(let type, let context):
      codingPath = context.codingPath
      reason = "missing \(type) value"
    case .keyNotFound(let key, let context):
      codingPath = context.codingPath + [key]
      reason = "missing key"
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      codingPath = []
      reason = NonJSONBody.reason(data) ?? context.debugDescription.asReason
    case .dataCorrupted(let context):
      codingPath = context.codingPath
      reason = context.debugDescription.asReason
    @unknown default:
      codingPath = []
      reason = String(describing: error).asReason
    }
    self = .undecodable(
      resource: resource, codingPath: Self.description(of: codingPath), reason: reason)
  }

  /// A coding path as code would spell it: `[3].title`, `address.geo.lat`.
  static func description(of codingPath: [any CodingKey]) -> String {
    codingPath.reduce(into: "") { text, key in
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
  }
}

extension String {
  /// The text as the reason of an error: one line, sentence-final period dropped, first letter
  /// lowercased unless it starts an acronym (`Expected…` → `expected…`, `JSON…` stays).
  fileprivate var asReason: String {
    var reason = singleLine(limit: 120)
    if reason.hasSuffix(".") {
      reason.removeLast()
    }
    let start = reason.prefix(2)
    if start.first?.isUppercase == true, start.last?.isLowercase == true {
      reason = start.prefix(1).lowercased() + reason.dropFirst()
    }
    return reason
  }

  fileprivate var nonEmpty: String? {
    isEmpty ? nil : self
  }
}
