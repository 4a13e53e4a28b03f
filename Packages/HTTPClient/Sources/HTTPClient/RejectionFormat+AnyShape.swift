import Foundation

extension RejectionFormat {
  /// Every shape of refusal the library reads, at `400` and `422`, for an API whose shape is
  /// not known beforehand: the first of ``errorsObject``, ``jsonAPI``, ``problemDetails``,
  /// FastAPI's (Pydantic's `{"detail": [{"loc", "msg"}]}`), any list of objects that each say
  /// a message and name a field wherever the body holds it (Spring Boot's `errors`, Google's
  /// `fieldViolations`), ``gitHub``, ``stripe``, a message alone (Spring Boot's default,
  /// `{"message": …}`, `{"error": …}`, `{"detail": …}`, or a body of plain text), ``rails``
  /// and ``fieldsObject`` that reads the body; but an object under `errors` (Rails', Laravel's,
  /// ASP.NET Core's) is read as ``rails`` reads it, whose `base` and Django REST framework's
  /// `non_field_errors` name no field, and a problem (RFC 9457: a `type` or a `title` beside its
  /// members) first as ``problemDetails``.
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
    let named: [@Sendable (Data) -> FieldErrors?] =
      isProblem(body)
      ? [
        FieldErrors.init(problemDetails:), FieldErrors.init(rejection:), FieldErrors.init(jsonAPI:),
      ]
      : [
        FieldErrors.init(rejection:), FieldErrors.init(jsonAPI:), FieldErrors.init(problemDetails:),
      ]
    // The other shapes that name their fields, then a message alone, then an object of fields.
    let rest: [@Sendable (Data) -> FieldErrors?] = [
      FieldErrors.init(pydantic:), FieldErrors.init(fieldList:), FieldErrors.init(gitHub:),
      FieldErrors.init(stripe:), FieldErrors.init(message:), FieldErrors.init(rails:),
      FieldErrors.init(fieldsObject:),
    ]
    for shape in named + rest {
      if let errors = shape(body) {
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
