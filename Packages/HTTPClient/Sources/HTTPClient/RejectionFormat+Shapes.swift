import Foundation

extension RejectionFormat {
  /// Rails' answers at `422`: `{"email": ["is invalid"]}` (`render json: user.errors`), the same
  /// under `errors`, or `{"errors": ["Email is invalid"]}` (the full messages); `base`'s
  /// messages and the full messages name no field.
  ///
  /// ```swift
  /// let errors = RejectionFormat.rails.fieldErrors(
  ///   Data(#"{"errors": {"email": ["is taken"], "base": ["Plan is full"]}}"#.utf8))
  /// // errors?.lines == [#""Plan is full""#, #"email "is taken""#]
  /// ```
  public static let rails = RejectionFormat { FieldErrors(rails: $0) }

  /// JSON:API's errors at `400`, `409` and `422`: each error's `detail` (else its `title`)
  /// under the field its `source.pointer` points to (`/data/attributes/email` is `email`) or
  /// its `source.parameter` names, or under none.
  ///
  /// ```swift
  /// let errors = RejectionFormat.jsonAPI.fieldErrors(
  ///   Data(
  ///     #"""
  ///     {"errors": [{"status": "422", "detail": "is taken",
  ///                  "source": {"pointer": "/data/attributes/email"}}]}
  ///     """#.utf8))
  /// // errors?.lines == [#"email "is taken""#]
  /// ```
  public static let jsonAPI = RejectionFormat(statuses: [400, 409, 422]) {
    FieldErrors(jsonAPI: $0)
  }

  /// GitHub's `Validation Failed` at `422`: each of the `errors` under its `field`, its code
  /// said in words (`missing_field` is `is missing`), or its own `message`.
  ///
  /// ```swift
  /// let errors = RejectionFormat.gitHub.fieldErrors(
  ///   Data(
  ///     #"""
  ///     {"message": "Validation Failed",
  ///      "errors": [{"resource": "Issue", "field": "title", "code": "missing_field"}]}
  ///     """#.utf8))
  /// // errors?.lines == [#"title "is missing""#]
  /// ```
  public static let gitHub = RejectionFormat { FieldErrors(gitHub: $0) }

  /// Stripe's errors at `400` and `402`: `{"error": {"type", "param", "message"}}`, the
  /// `message` under the `param` (such as `metadata[plan]`), or under none without one.
  ///
  /// ```swift
  /// let errors = RejectionFormat.stripe.fieldErrors(
  ///   Data(
  ///     #"""
  ///     {"error": {"type": "invalid_request_error", "param": "email",
  ///                "message": "Invalid email address: ada@"}}
  ///     """#.utf8))
  /// // errors?.lines == [#"email "Invalid email address: ada@""#]
  /// ```
  public static let stripe = RejectionFormat(statuses: [400, 402]) { FieldErrors(stripe: $0) }

  /// RFC 9457 problem details (`application/problem+json`) at `400`, `409` and `422`: the
  /// `detail` (else the `title`) under no field, and the `errors` (`{"detail", "pointer"}`, or
  /// an object of each field's messages) or RFC 7807's `invalid-params` (`{"name", "reason"}`)
  /// under their fields. The body is read whatever its `Content-Type`.
  ///
  /// ```swift
  /// let errors = RejectionFormat.problemDetails.fieldErrors(
  ///   Data(
  ///     #"""
  ///     {"type": "https://example.net/validation-error", "title": "Your request is not valid.",
  ///      "errors": [{"detail": "must be a positive integer", "pointer": "#/age"}]}
  ///     """#.utf8))
  /// // errors?.lines == [#"age "must be a positive integer""#]
  /// ```
  public static let problemDetails = RejectionFormat(statuses: [400, 409, 422]) {
    FieldErrors(problemDetails: $0)
  }
}
