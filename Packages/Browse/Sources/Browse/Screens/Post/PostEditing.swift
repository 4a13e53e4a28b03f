import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient

/// A post's form, new or edited: its author is picked among the users, and its body has
/// several lines.
enum PostEditing: OwnForm {
  typealias Feature = PostFormFeature
  typealias Detail = PostDetails

  static var noun: String { "post" }
  static var path: String { "posts" }

  static func label(of field: Feature.Field) -> String {
    field == .userId ? "Author" : field.label
  }

  static func allowsNewlines(_ field: Feature.Field) -> Bool { field == .body }

  static func feature(in context: ScreenContext) -> PostFormFeature {
    PostFormFeature(client: context.client)
  }

  static func edit(in context: ScreenContext) -> PostEditFeature {
    PostEditFeature(client: context.client)
  }

  static var creating: PostFormFeature.State { PostFormFeature.State(mode: .create) }

  static func editing(_ post: Post) -> PostFormFeature.State {
    PostFormFeature.State(mode: .edit(post))
  }
}

/// A post's form.
typealias PostForm = ItemForm<PostEditing>

extension FormScreen {
  /// The form of a new post.
  static var newPost: FormScreen { FormScreen(PostForm.creating) }

  /// The form of `post`, at hand, filled in with its values, its author `author` when known.
  static func editing(_ post: Post, author: User?) -> FormScreen {
    FormScreen(
      PostForm.editing(post),
      linkNames: author.map { [PostFormFeature.Field.userId.rawValue: $0.name] } ?? [:])
  }

  /// The form of post `id`, which loads the post first.
  static func editingPost(_ id: Post.ID) -> FormScreen { FormScreen(PostForm.editing(id: id)) }
}
