import JSONCoding

extension ResourceDescription where Draft == JSONObject {
  /// This description writing its drafts as a form, whatever its settings name: form-encoded
  /// (``RequestBody/form(_:)``) without `files`, and as `multipart/form-data` with them, the
  /// fields as text parts before the files (``MultipartForm/init(fields:files:boundary:)``), as
  /// httpie's `--form` and `name@file` send them.
  ///
  /// ```swift
  /// let photos = ResourceDescription<JSONObject, JSONObject>(path: ["photos"], singular: "photo")
  ///   .sendingForm(withFiles: [.file("file", path: "cover.gif")])
  /// let create = try photos.createEndpoint(["title": "Cover"])
  /// // create.multipartBody?.parts.map(\.name) == ["title", "file"]
  /// ```
  public func sendingForm(withFiles files: [MultipartForm.Part] = []) -> Self {
    var description = self
    description.identifiedBody = nil
    description.recordBodyFormat = .form
    description.body = { fields in
      files.isEmpty ? .form(fields) : .multipart(MultipartForm(fields: fields, files: files))
    }
    return description
  }
}
