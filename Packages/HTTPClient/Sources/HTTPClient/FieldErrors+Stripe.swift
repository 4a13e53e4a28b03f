import Foundation

extension FieldErrors {
  /// The field error of Stripe's `{"error": {"type": "invalid_request_error", "param":
  /// "email", "message": "Invalid email address"}}`: the `message` under its `param`, such as
  /// `metadata[plan]`, or under none without one (see ``general``). `nil` for any other body.
  init?(stripe body: Data) {
    guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
      let error = object["error"] as? [String: Any],
      let message = error["message"] as? String
    else { return nil }
    let param = (error["param"] as? String).flatMap { $0.isEmpty ? nil : $0 }
    self.init(serverMessages: [(param, message)])
  }
}
