import Billing

extension StoredFile {
  /// The file as the API answers it, Stripe's File object, its `created` in whole seconds
  /// since 1970.
  var json: [String: Any] {
    var object: [String: Any] = [
      "id": id, "object": "file", "purpose": purpose.rawValue, "size": size,
      "created": Int(created.timeIntervalSince1970),
    ]
    object["filename"] = fileName
    object["type"] = type
    return object
  }
}
