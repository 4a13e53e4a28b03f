import Foundation

extension DecodingError {
  /// Where the error is, such as `[3].email`.
  var codingPathText: String {
    let path: [any CodingKey]
    switch self {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context), .dataCorrupted(let context):
      path = context.codingPath
    @unknown default:
      path = []
    }
    return path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
      .joined().trimmingPrefix(".").description
  }

  /// What is wrong, in one line.
  var reasonText: String {
    switch self {
    case .keyNotFound(let key, _):
      return "missing \(key.stringValue)"
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      return context.debugDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
    @unknown default:
      return "unreadable"
    }
  }
}
