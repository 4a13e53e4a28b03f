import Models
import NetworkClient
import PostsScreen
import Testing

@Test func loadsThePostsFromTheClient() async {
  let client = NetworkClient.unimplemented.with {
    $0.posts = { _ in Page(items: [Post(userId: 1, id: 1, title: "Hello", body: "…")]) }
    $0.users = { _ in Page(items: []) }
  }
  let posts = await loadPosts(client: client)
  #expect(posts.map(\.post.title) == ["Hello"])
}

@Test func keepsOnlyThePostsMatchingTheSearch() async {
  let client = NetworkClient.unimplemented.with {
    $0.posts = { _ in
      Page(items: [
        Post(userId: 1, id: 1, title: "Hello", body: "first"),
        Post(userId: 1, id: 2, title: "Goodbye", body: "second"),
      ])
    }
    $0.users = { _ in Page(items: []) }
  }
  let posts = await loadPosts(client: client, matching: "SECOND")
  #expect(posts.map(\.post.id) == [2])
}

@Test func aPostPickedTwiceIsGivenUp() async throws {
  let client = NetworkClient.unimplemented.with {
    $0.posts = { _ in Page(items: [Post(userId: 1, id: 3, title: "Picked", body: "…")]) }
    $0.users = { _ in Page(items: []) }
  }
  let posts = await loadPosts(client: client)
  let post = try #require(posts.first)
  var selection = PostSelection()

  selection.toggle(post)
  #expect(selection.ids == [3])
  selection.toggle(post)
  #expect(selection.ids.isEmpty)
}
