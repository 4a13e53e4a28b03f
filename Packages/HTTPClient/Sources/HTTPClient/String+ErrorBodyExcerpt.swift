import Foundation

extension String {
  /// A short, printable, one-line excerpt of an error response's body: the message of a JSON
  /// body such as `{"error": "body is not JSON"}` or `{"message": "Bad credentials"}` (GitHub's
  /// and many APIs' shape), else the body itself, its markup removed, cut at `limit` characters.
  public init(excerptOfErrorBody body: Data, limit: Int = 80) {
    if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
      let message = (object["error"] as? String) ?? (object["message"] as? String),
      case let line = message.singleLine(limit: limit), !line.isEmpty
    {
      self = line
    } else {
      self.init(excerptOf: body, limit: limit)
    }
  }
}
