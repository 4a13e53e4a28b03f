import Dependencies
import Models
import NetworkClient
import Testing

@Suite("NetworkClient.unimplemented")
struct NetworkClientUnimplementedTests {
  private static func unimplemented(_ endpoint: String) -> UnimplementedDependencyError {
    UnimplementedDependencyError(
      dependency: "networkClient",
      detail: "the endpoint \(endpoint) was called but the test did not override it")
  }

  @Test("each write endpoint throws, naming itself")
  func writesNameThemselves() async {
    let client = NetworkClient.unimplemented
    let draft = UserDraft(name: "N", username: "u", email: "e@x.example")

    await #expect(throws: Self.unimplemented("createPost")) {
      try await client.createPost(PostDraft(userId: 1, title: "T", body: "B"))
    }
    await #expect(throws: Self.unimplemented("updatePost(7)")) {
      try await client.updatePost(7, PostChanges(title: "T"))
    }
    await #expect(throws: Self.unimplemented("deletePost(8)")) {
      try await client.deletePost(8)
    }
    await #expect(throws: Self.unimplemented("createUser")) {
      try await client.createUser(draft)
    }
    await #expect(throws: Self.unimplemented("updateUser(2)")) {
      try await client.updateUser(2, UserChanges(name: "N"))
    }
    await #expect(throws: Self.unimplemented("deleteUser(3)")) {
      try await client.deleteUser(3)
    }
    await #expect(throws: Self.unimplemented("updateTodo(4)")) {
      try await client.updateTodo(4, TodoChanges(completed: true))
    }
  }
}
