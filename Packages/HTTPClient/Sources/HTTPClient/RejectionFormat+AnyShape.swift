import Foundation

extension RejectionFormat {
  /// Every shape the shipped formats read, at `400` and `422`, for an API whose shape is not
  /// known beforehand: the first of ``errorsObject``, ``jsonAPI``, ``problemDetails``,
  /// ``gitHub``, ``stripe``, ``rails`` and ``fieldsObject`` that reads the body; but an object
  /// under `errors` is read as ``rails`` reads it, whose `base` names no field, and a problem
  /// (RFC 9457: a `type` or a `title` beside its members) first as ``problemDetails``.
  ///
  /// ```swift
  /// let errors = RejectionFormat.anyShape.fieldErrors(
  ///   Data(
  ///     #"""
  ///     {"errors": [{"status": "422", "detail": "is taken",
  ///                  "source": {"pointer": "/data/attributes/email"}}]}
  ///     """#.utf8))
  /// // errors?.lines == [#"email "is taken""#]
  /// ```
  public static let anyShape = RejectionFormat(statuses: [400, 422]) { body in
    if hasErrorsObject(body), let errors = RejectionFormat.rails.fieldErrors(body) {
      return errors
    }
    // A problem (its `type` or `title` beside the errors) names its fields as it does,
    // `pointer` in each error, before a JSON:API document's reading of the same `errors`.
    let formats: [RejectionFormat] =
      isProblem(body)
      ? [.problemDetails, .errorsObject, .jsonAPI, .gitHub, .stripe, .rails, .fieldsObject]
      : [.errorsObject, .jsonAPI, .problemDetails, .gitHub, .stripe, .rails, .fieldsObject]
    for format in formats {
      if let errors = format.fieldErrors(body) {
        return errors
      }
    }
    return nil
  }

  /// Whether `body` is an RFC 9457 problem: a JSON object with a `type` or `title` text.
  private static func isProblem(_ body: Data) -> Bool {
    let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    return object?["type"] is String || object?["title"] is String
  }

  /// Whether `body` is a JSON object with an object under `errors`.
  private static func hasErrorsObject(_ body: Data) -> Bool {
    let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    return object?["errors"] is [String: Any]
  }
}
