import Foundation

extension Endpoint where Response: Decodable {
  /// A `method` request (`POST` by default) to `path` sending `form` as `multipart/form-data`,
  /// its files read from disk as they are sent, answered (`200` or `201` by default) with a
  /// `Response` decoded from JSON.
  ///
  /// ```swift
  /// struct StoredFile: Decodable, Sendable {
  ///   var id: String
  ///   var size: Int
  /// }
  ///
  /// let upload = Endpoint<StoredFile>.upload(
  ///   ["v1", "files"],
  ///   form: MultipartForm([.text("purpose", "dispute_evidence"), .file("file", path: "receipt.pdf")]),
  ///   resource: "file")
  /// ```
  public static func upload(
    _ path: [String], form: MultipartForm, method: String = "POST", resource: String,
    successStatuses: Set<Int>? = [200, 201], rejection: RejectionFormat = .errorsObject
  ) -> Self {
    write(
      method, path, body: .multipart(form), resource: resource, successStatuses: successStatuses,
      createsItem: method.uppercased() == "POST", rejection: rejection)
  }
}

extension Endpoint {
  /// The same endpoint, telling `report` how much of its body has gone as it is sent (see
  /// ``uploadProgress``).
  public func reportingUploadProgress(
    to report: @escaping @Sendable (TransferProgress) -> Void
  ) -> Self {
    var endpoint = self
    endpoint.uploadProgress = report
    return endpoint
  }
}
