import JSONCoding

extension MultipartForm {
  /// A form of `fields` as text parts, named and written as a form-encoded body writes them
  /// (``RequestBody/form(_:)``: `metadata[plan]`, `tags[]`, a number as written, `true` or
  /// `false`, an empty text for `null`), then `files`.
  ///
  /// ```swift
  /// let form = MultipartForm(
  ///   fields: ["title": "Cover", "tags": ["a", "b"]], files: [.file("file", path: "cover.gif")])
  /// // form.parts.map(\.name) == ["title", "tags[]", "tags[]", "file"]
  /// ```
  public init(
    fields: JSONObject, files: [Part] = [], boundary: String = MultipartForm.randomBoundary()
  ) {
    let pairs = FormEncodedValue.fields(fields.map { ($0.name, FormEncodedValue($0.value)) })
      .pairs(named: [])
    self.init(
      pairs.map { Part.text(FormEncodedValue.bracketed($0.name), $0.value) } + files,
      boundary: boundary)
  }
}
