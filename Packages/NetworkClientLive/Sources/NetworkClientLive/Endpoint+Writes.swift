import Foundation
import HTTPClient
import Models
import NetworkClient

extension Endpoint {
  /// A write to the item `resource` `id` (`/{resource}s/{id}`) with `method`, succeeding with
  /// `successStatuses`; a 404 means the item is missing.
  fileprivate static func write(
    _ method: String, to resource: String, id: some CustomStringConvertible, body: Data? = nil,
    successStatuses: Set<Int>, payload: @escaping @Sendable (Data, JSONDecoder) throws -> Response
  ) -> Self {
    Self(
      method: method, pathComponents: [resource + "s", "\(id)"], body: body, resource: resource,
      item: Item(resource: resource, id: "\(id)"), successStatuses: successStatuses,
      payload: payload)
  }
}

extension Endpoint where Response: Decodable {
  /// `POST /{resource}s` with `body`, answered with the stored item: `201 Created`, or `200`
  /// as some servers answer.
  fileprivate static func create(_ resource: String, body: Data) -> Self {
    Self(
      method: "POST", pathComponents: [resource + "s"], body: body, resource: resource,
      successStatuses: [200, 201], createsItem: true, payload: decodedPayload)
  }
}

extension Endpoint where Response == Post {
  /// `POST /posts`.
  static func createPost(_ draft: PostDraft, encoder: JSONEncoder) throws -> Self {
    .create("post", body: try encoder.encode(draft))
  }

  /// `PATCH /posts/{id}` with the non-nil fields of `changes`; `200` with the updated post.
  static func updatePost(
    _ id: Post.ID, changes: PostChanges, encoder: JSONEncoder
  ) throws -> Self {
    .write(
      "PATCH", to: "post", id: id, body: try encoder.encode(changes), successStatuses: [200],
      payload: decodedPayload)
  }
}

extension Endpoint where Response == User {
  /// `POST /users`.
  static func createUser(_ draft: UserDraft, encoder: JSONEncoder) throws -> Self {
    .create("user", body: try encoder.encode(draft))
  }

  /// `PATCH /users/{id}` with the non-nil fields of `changes`; `200` with the updated user.
  static func updateUser(
    _ id: User.ID, changes: UserChanges, encoder: JSONEncoder
  ) throws -> Self {
    .write(
      "PATCH", to: "user", id: id, body: try encoder.encode(changes), successStatuses: [200],
      payload: decodedPayload)
  }
}

extension Endpoint where Response == Todo {
  /// `PATCH /todos/{id}` with the non-nil fields of `changes`; `200` with the updated to-do.
  static func updateTodo(
    _ id: Todo.ID, changes: TodoChanges, encoder: JSONEncoder
  ) throws -> Self {
    .write(
      "PATCH", to: "todo", id: id, body: try encoder.encode(changes), successStatuses: [200],
      payload: decodedPayload)
  }
}

extension Endpoint where Response == Void {
  /// `DELETE /posts/{id}`, without a body; `200` (or `204 No Content`), whatever it sends.
  static func deletePost(_ id: Post.ID) -> Self {
    .write("DELETE", to: "post", id: id, successStatuses: [200, 204]) { _, _ in }
  }

  /// `DELETE /users/{id}`, without a body; `200` (or `204 No Content`), whatever it sends.
  static func deleteUser(_ id: User.ID) -> Self {
    .write("DELETE", to: "user", id: id, successStatuses: [200, 204]) { _, _ in }
  }
}
