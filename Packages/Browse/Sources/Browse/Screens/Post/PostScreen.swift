import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// A post with its author and comments, opened from the posts, the command line (`:post 7`)
/// or a form that saved it: the kit's ``DetailScreen`` of ``PostDetails``.
///
/// `a` opens its author, `e` its form, `d` asks to delete it (the list it came from deletes it,
/// once confirmed), `r` asks the server again and says what it found, `/` finds in it.
typealias PostScreen = DetailScreen<PostDetails>

/// A post as a ``DetailScreen`` shows it: read with its author and comments, drawn as
/// `app post` prints it, with keys to its author and its form.
struct PostDetails: DetailResource {
  typealias ID = Post.ID
  typealias Value = PostDetail
  typealias Delegate = BrowseDelegate

  static let noun = "post"

  let detail: PostDetailFeature
  let isOffline: Bool

  static func lines(of detail: Detail, width: Int, usesColor: Bool) -> [String] {
    DetailText.lines(of: detail, width: width, usesColor: usesColor)
  }

  static func deletionTarget(of id: Post.ID) -> RecordKey? {
    RecordKey(resource: JSONPlaceholderTab.posts.records, id: String(id.rawValue))
  }

  static func title(of value: PostDetail) -> String { value.post.title }

  static let keys = Screen.keys(with: [
    KeyBinding(
      [.character("a")], "a", "the post's author", hint: KeyHint("a author", rank: 10),
      refusal: { $0.detail.detail.value == nil ? "a: the post is not loaded" : nil }
    ) { _, state in
      guard let author = state.detail.detail.value?.post.userId else { return .none }
      return .send(.delegate(.open(.user(author))))
    },
    KeyBinding(
      [.character("e")], "e, d", "edit the post, delete it (after y; u on the posts undoes it)",
      wait: .actsAtOnce
    ) { _, state in
      let form =
        state.detail.detail.value.map { FormScreen.editing($0.post, author: $0.author) }
        ?? .editingPost(state.detail.postID)
      return .send(.delegate(.open(.form(form))))
    },
    ListKeys.copy("copy the post's URL, its JSON with its comments", wait: .actsAtOnce),
  ])
}

extension DetailScreen where Resource == PostDetails {
  init(post: PostDetailFeature, isOffline: Bool) {
    self.init(PostDetails(detail: post, isOffline: isOffline))
  }
}

extension DetailScreen.State where Resource == PostDetails {
  init(
    postID: Post.ID, detail: Loadable<PostDetail> = .loading, jumpName: String? = nil,
    size: TerminalSize
  ) {
    self.init(id: postID, detail: detail, jumpName: jumpName, size: size, extra: DetailExtra())
  }
}
