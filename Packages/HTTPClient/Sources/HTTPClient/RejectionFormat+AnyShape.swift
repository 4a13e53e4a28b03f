import Foundation

extension RejectionFormat {
  /// Every shape the shipped formats read, at `400` and `422`, for an API whose shape is not
  /// known beforehand: the first of ``errorsObject``, ``jsonAPI``, ``problemDetails``,
  /// ``gitHub``, ``stripe``, ``rails`` and ``fieldsObject`` that reads the body.
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
    let formats: [RejectionFormat] = [
      .errorsObject, .jsonAPI, .problemDetails, .gitHub, .stripe, .rails, .fieldsObject,
    ]
    for format in formats {
      if let errors = format.fieldErrors(body) {
        return errors
      }
    }
    return nil
  }
}
