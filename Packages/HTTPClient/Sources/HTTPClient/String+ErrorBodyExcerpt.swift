import Foundation

extension String {
  /// A short, printable, one-line excerpt of an error response's body: the API's own words
  /// when its JSON says them, else the body itself, its markup removed, cut at `limit`
  /// characters.
  ///
  /// The words are the first of `error` as a string (with OAuth's `error_description` after
  /// it, `invalid_client: the secret is wrong`, RFC 6749), `message` (`{"message": "Bad
  /// credentials"}`, GitHub's and many APIs' shape; first in Spring Boot's, whose `error` is
  /// the status's reason), the `message` of an `error` object
  /// (`{"error": {"message": "No such customer"}}`, Stripe's), `detail` then `title` (a
  /// problem's, RFC 9457), and the `detail` or `message` of each of `errors` (JSON:API's),
  /// joined by `; `: the words a refusal of no field is read in (`FieldErrors`).
  public init(excerptOfErrorBody body: Data, limit: Int = 80) {
    let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
    let lines = Self.errorWords(in: object ?? [:]).lazy.map { $0.singleLine(limit: limit) }
    if let line = lines.first(where: { !$0.isEmpty }) {
      self = line
    } else {
      self.init(excerptOf: body, limit: limit)
    }
  }

  /// The API's own words in an error body's object, in the order they are preferred: see
  /// ``init(excerptOfErrorBody:limit:)``.
  static func errorWords(in object: [String: Any]) -> [String] {
    var error = object["error"]
    if let code = error as? String, let description = object["error_description"] as? String,
      !description.isEmpty
    {
      error = "\(code): \(description)"
    }
    let listed = (object["errors"] as? [Any] ?? []).compactMap { error in
      let error = error as? [String: Any]
      return (error?["detail"] as? String) ?? (error?["message"] as? String)
    }
    // Spring Boot's `error` is the status's reason (`Bad Request`), its `message` the words.
    let isSpringBoot = object["timestamp"] != nil && object["path"] != nil
    let firstTwo = isSpringBoot ? [object["message"], error] : [error, object["message"]]
    let candidates: [Any?] =
      firstTwo + [
        (error as? [String: Any])?["message"], object["detail"], object["title"],
        listed.isEmpty ? nil : listed.joined(separator: "; "),
      ]
    return candidates.compactMap { $0 as? String }.filter { !$0.isEmpty }
  }
}
