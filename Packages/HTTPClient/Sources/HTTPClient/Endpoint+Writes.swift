import Foundation

extension Endpoint where Response: Decodable {
  /// A `method` request to `path` (such as `PATCH` of `["users", "1.json"]`) sending `body` as
  /// JSON encoded by `encoder`, answered with a `Response` decoded from JSON.
  ///
  /// Success is a status of `successStatuses`, or any 2xx when `nil`, but none that
  /// `rejection` names: those are rejections, read with it. A 404 means `item` is missing when
  /// one is given. A `createsItem` write whose success does not decode is
  /// `NetworkError.unconfirmedCreate(resource:status:reason:)`.
  ///
  /// ```swift
  /// struct User: Decodable, Sendable {
  ///   var id: Int
  ///   var email: String
  /// }
  ///
  /// let update = try Endpoint<User>.write(
  ///   "PATCH", ["users", "1.json"], body: ["user": ["email": "ada@example.org"]],
  ///   resource: "user", successStatuses: [200], rejection: .fieldsObject)
  /// ```
  public static func write(
    _ method: String, _ path: [String], body: some Encodable,
    encoder: JSONEncoder = JSONEncoder(), resource: String, item: Item? = nil,
    successStatuses: Set<Int>? = nil, createsItem: Bool = false,
    rejection: RejectionFormat = .errorsObject
  ) throws -> Self {
    Self(
      method: method, pathComponents: path, body: try encoder.encode(body), resource: resource,
      item: item, successStatuses: successStatuses, createsItem: createsItem,
      rejection: rejection, payload: decodedPayload)
  }

  /// A `method` request to `path` sending `body` (a form, any bytes, or JSON) with its
  /// `Content-Type`, answered with a `Response` decoded from JSON; read as
  /// ``write(_:_:body:encoder:resource:item:successStatuses:createsItem:rejection:)`` reads its
  /// answer.
  ///
  /// ```swift
  /// struct Customer: Decodable, Sendable {
  ///   var id: String
  /// }
  ///
  /// let customer = Endpoint<Customer>.write(
  ///   "POST", ["v1", "customers"],
  ///   body: .formEncoded(["email": "ada@example.com", "metadata": ["plan": "pro"]]),
  ///   resource: "customer", successStatuses: [200], createsItem: true, rejection: .stripe)
  /// ```
  public static func write(
    _ method: String, _ path: [String], body: RequestBody, resource: String, item: Item? = nil,
    successStatuses: Set<Int>? = nil, createsItem: Bool = false,
    rejection: RejectionFormat = .errorsObject
  ) -> Self {
    Self(
      method: method, pathComponents: path, resource: resource, item: item,
      successStatuses: successStatuses, createsItem: createsItem, rejection: rejection,
      payload: decodedPayload
    ).sending(body)
  }

  /// `POST` of `body` to `path`, answered `201 Created` (or `200`, as some servers answer) with
  /// the stored item; see ``write(_:_:body:encoder:resource:item:successStatuses:createsItem:rejection:)``.
  public static func create(
    _ path: [String], body: some Encodable, encoder: JSONEncoder = JSONEncoder(),
    resource: String, rejection: RejectionFormat = .errorsObject
  ) throws -> Self {
    try write(
      "POST", path, body: body, encoder: encoder, resource: resource,
      successStatuses: [200, 201], createsItem: true, rejection: rejection)
  }

  /// `POST` of `body` (a form, any bytes, or JSON) to `path` with its `Content-Type`, answered
  /// `201 Created` (or `200`) with the stored item; see
  /// ``write(_:_:body:resource:item:successStatuses:createsItem:rejection:)``.
  public static func create(
    _ path: [String], body: RequestBody, resource: String,
    rejection: RejectionFormat = .errorsObject
  ) -> Self {
    write(
      "POST", path, body: body, resource: resource, successStatuses: [200, 201],
      createsItem: true, rejection: rejection)
  }
}

extension Endpoint where Response == Void {
  /// `DELETE` of `path`, without a body, answered `200` or `204 No Content`, whatever it sends;
  /// a 404 means `item` is missing when one is given.
  public static func delete(_ path: [String], resource: String, item: Item? = nil) -> Self {
    Self(
      method: "DELETE", pathComponents: path, resource: resource, item: item,
      successStatuses: [200, 204], payload: { _, _ in })
  }
}
