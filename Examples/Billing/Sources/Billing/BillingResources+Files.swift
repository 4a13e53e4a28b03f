import Features

extension BillingResources {
  /// `POST /v1/files`: the file at `path` uploaded for `purpose` as `multipart/form-data`, the
  /// `purpose` field then the `file`, sent as `fileName` (the path's last component by default)
  /// of the type its extension names, with the API version pinned as the other writes are.
  ///
  /// The file is read from disk as the request is sent, never whole, and its size counted for
  /// `Content-Length`; a file that changes meanwhile ends the request with an error naming it.
  /// `progress` is told how much of the body has gone, up to its length. The API takes uploads
  /// on a host of its own (Stripe's `https://files.stripe.com`, `BillingServer.filesURL`), so
  /// the session that sends this has that host as its base URL, not the customers' one. A
  /// missing or refused field is Stripe's `400`, under its `param`.
  public static func uploadFile(
    at path: String, purpose: FilePurpose, fileName: String? = nil,
    progress: (@Sendable (TransferProgress) -> Void)? = nil
  ) -> Endpoint<StoredFile> {
    let form = MultipartForm([
      .text("purpose", purpose.rawValue), .file("file", path: path, fileName: fileName),
    ])
    let upload = Endpoint<StoredFile>.upload(
      ["v1", "files"], form: form, resource: "file", rejection: .stripe
    ).adding(headers: ["Stripe-Version": version])
    return progress.map(upload.reportingUploadProgress(to:)) ?? upload
  }
}
